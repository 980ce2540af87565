import { RateLimiterRes } from 'rate-limiter-flexible';
import { type LimiterStore, memoryLimiters } from '../shared-store/limiter-store.js';

/**
 * Bytes of log a minute that browser reports may take: per client (an address, an IPv6 /64) and from all clients
 * together. A page's logger sends at most 10 reports a minute of a few hundred bytes each, so a client's share holds
 * dozens of pages' worth; the total keeps a flood from many addresses to about 1.5 GB a day.
 */
export const DIAGNOSTICS_LOG_BUDGET = { perClient: 64 * 1024, total: 1024 * 1024 } as const;

/**
 * What a line costs beyond its message and data: time, level, request id (up to 64 characters), the logger's own fields
 * and the JSON around them. Charging it per line keeps a flood of tiny reports inside the budget too.
 */
export const LINE_OVERHEAD_BYTES = 256;

const WINDOW_SECONDS = 60;

export type BudgetAnswer = { spent: true } | { spent: false; over: 'client'; retryAfterSeconds: number } | { spent: false; over: 'total' };

interface DropLog {
  warn(message: string, data?: Record<string, unknown>): void;
}

/**
 * Byte budgets counted by rate-limiter-flexible (points are bytes; each client's count expires with its minute, so the
 * store holds only the clients of the last minute), in this process's memory or shared by every instance through
 * `store`: with several instances the log's budget is the shop's, not each instance's. Reports over the total are
 * dropped and counted; the count is logged once, a minute after the first drop, so the drops cannot fill the log.
 */
export function createDiagnosticsBudget(budget: { perClient: number; total: number }, log: DropLog, store: LimiterStore = memoryLimiters) {
  const perClient = store.limiter({ name: 'diagnostics-client-bytes', points: budget.perClient, durationSeconds: WINDOW_SECONDS });
  const total = store.limiter({ name: 'diagnostics-total-bytes', points: budget.total, durationSeconds: WINDOW_SECONDS });
  const dropped = { reports: 0, bytes: 0 };
  let summaryDue: NodeJS.Timeout | undefined;

  const countDrop = (reports: number, bytes: number) => {
    dropped.reports += reports;
    dropped.bytes += bytes;
    if (summaryDue) return;
    summaryDue = setTimeout(() => {
      summaryDue = undefined;
      log.warn('browser reports dropped: their log budget for the minute was used up', { ...dropped, budget });
      dropped.reports = 0;
      dropped.bytes = 0;
    }, WINDOW_SECONDS * 1000);
    summaryDue.unref();
  };

  return {
    /** Takes `bytes` from the client's and the total budget for `reports` reports, or says which one is used up. */
    async spend(client: string, bytes: number, reports: number): Promise<BudgetAnswer> {
      const clientRefusal = await refusalOf(perClient.consume(client, bytes));
      if (clientRefusal) return { spent: false, over: 'client', retryAfterSeconds: Math.ceil(clientRefusal.msBeforeNext / 1000) };
      if (await refusalOf(total.consume('all', bytes))) {
        countDrop(reports, bytes);
        return { spent: false, over: 'total' };
      }
      return { spent: true };
    },
  };
}

/** rate-limiter-flexible rejects with its result when the points are used up, and with an Error when it broke. */
const refusalOf = (consumed: Promise<RateLimiterRes>): Promise<RateLimiterRes | undefined> =>
  consumed.then(
    () => undefined,
    (refusal: unknown) => {
      if (refusal instanceof RateLimiterRes) return refusal;
      throw refusal;
    },
  );
