/** Product impressions are batched and pushed after 500 ms. */
export const IMPRESSION_BATCH_MS = 500;

export interface ImpressionBatch<T> {
  readonly pending: readonly T[];
  /** When the oldest pending impression was queued (epoch ms), null when empty. */
  readonly since: number | null;
}

export function emptyImpressionBatch<T>(): ImpressionBatch<T> {
  return { pending: [], since: null };
}

export function queueImpression<T>(batch: ImpressionBatch<T>, impression: T, now: number): ImpressionBatch<T> {
  return { pending: [...batch.pending, impression], since: batch.since ?? now };
}

/** When a timer for the batch should fire, or null when nothing waits. */
export function impressionFlushAt(batch: ImpressionBatch<unknown>): number | null {
  return batch.since === null ? null : batch.since + IMPRESSION_BATCH_MS;
}

/** The impressions due at `now` (all of them, in order, once 500 ms have passed since the oldest), and what is left. */
export function takeDueImpressions<T>(batch: ImpressionBatch<T>, now: number): { due: readonly T[]; batch: ImpressionBatch<T> } {
  const flushAt = impressionFlushAt(batch);
  if (flushAt === null || now < flushAt) return { due: [], batch };
  return { due: batch.pending, batch: emptyImpressionBatch() };
}

/** Everything pending, e.g. when the page is left. */
export function flushImpressions<T>(batch: ImpressionBatch<T>): { due: readonly T[]; batch: ImpressionBatch<T> } {
  return { due: batch.pending, batch: emptyImpressionBatch() };
}
