import { MESSAGES } from '../errors.js';
import type { Logger } from '../ports/logger.port.js';

/** spec §3: a set of record ids plus the last one added (the ui mirrors it to a window list). */
export interface EarlyBirdRecords {
  readonly ids: readonly string[];
  readonly last: string | null;
}

export const EMPTY_EARLY_BIRD: EarlyBirdRecords = { ids: [], last: null };

/** spec §4: adding an empty record only logs a warning 'Missing record for ebRecoIds'. */
export function addEarlyBirdRecord(records: EarlyBirdRecords, id: string | null | undefined, logger: Logger): EarlyBirdRecords {
  if (!id?.trim()) {
    logger.warn(MESSAGES.missingEbRecord);
    return records;
  }
  return { ids: records.ids.includes(id) ? records.ids : [...records.ids, id], last: id };
}

/** spec §4: cleared on client navigation unless the page was server-rendered during hydration. */
export function earlyBirdAfterNavigation(
  records: EarlyBirdRecords,
  page: { hydrating: boolean; serverRendered: boolean },
): EarlyBirdRecords {
  return page.hydrating && page.serverRendered ? records : EMPTY_EARLY_BIRD;
}
