import { addEarlyBirdRecord, type EarlyBirdRecords, earlyBirdAfterNavigation, NO_EARLY_BIRD_RECORDS } from '@sockshop/core/analytics';
import type { Logger } from '@sockshop/core/ports';
import { report } from '../diagnostics/report';

declare global {
  interface Window {
    /** The early-bird record set's ids, for the page's tags to read. */
    ebRecoIds?: string[];
  }
}

let records: EarlyBirdRecords = NO_EARLY_BIRD_RECORDS;

/** The product's warning goes where the page's other warnings go (POST /api/diagnostics/log). */
const logger: Logger = {
  info() {},
  error() {},
  warn: (message) => report({ level: 'warn', service: 'recommendations', code: 'missing_eb_record', message }),
};

/** One window list for the page's life, changed in place: a tag that kept a reference sees every change. */
function mirror(): void {
  if (typeof window === 'undefined') return;
  const list = window.ebRecoIds ?? [];
  list.splice(0, list.length, ...records.ids);
  window.ebRecoIds = list;
}

/** A recommendation answer shown on the page adds its id (reads it). */
export function addEarlyBirdRecordToPage(id: string | null | undefined): void {
  records = addEarlyBirdRecord(records, id, logger);
  mirror();
}

/** Called on every client navigation; the hydration of a server-rendered page keeps what it added. */
export function earlyBirdNavigated(navigation: { hydrating: boolean; serverRendered: boolean }): void {
  records = earlyBirdAfterNavigation(records, navigation);
  mirror();
}
