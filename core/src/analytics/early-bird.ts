import type { Logger } from '../ports/logger.port.js';

/**
 * Early-bird record set: the record ids the page has shown (the id of each recommendation answer
 * "reads recommendations and id"), each once, plus the last one added. The browser mirrors `ids` to `window.ebRecoIds`.
 */
export interface EarlyBirdRecords {
  readonly ids: readonly string[];
  readonly last: string | null;
}

export const NO_EARLY_BIRD_RECORDS: EarlyBirdRecords = { ids: [], last: null };

/** Adding an empty record only logs the warning 'Missing record for ebRecoIds'. */
export function addEarlyBirdRecord(records: EarlyBirdRecords, id: string | null | undefined, logger: Logger): EarlyBirdRecords {
  const record = typeof id === 'string' ? id.trim() : '';
  if (record === '') {
    // `MESSAGES.missingEbRecord`, written out: the browser's chrome loads this module on its first idle moment, and
    // importing the message list took its whole chunk along (0.4 KB gzip). early-bird.prop.test.ts pins the two equal.
    logger.warn('Missing record for ebRecoIds');
    return records;
  }
  return { ids: records.ids.includes(record) ? records.ids : [...records.ids, record], last: record };
}

/**
 * A client navigation clears the set, unless it is the hydration of a server-rendered page (the records the
 * first page added belong to that page).
 */
export function earlyBirdAfterNavigation(
  records: EarlyBirdRecords,
  navigation: { hydrating: boolean; serverRendered: boolean },
): EarlyBirdRecords {
  return navigation.hydrating && navigation.serverRendered ? records : NO_EARLY_BIRD_RECORDS;
}
