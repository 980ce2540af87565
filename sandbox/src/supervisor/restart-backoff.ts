export interface RestartBackoff {
  /** The wait before the first restart. */
  firstMs: number;
  /** The longest wait: the wait doubles after each crash in a row up to this. */
  maxMs: number;
  /** A process that ran this long was healthy: its crash starts the count again from `firstMs`. */
  healthyAfterMs: number;
}

/**
 * 0.5 s, 1 s, 2 s … at most 10 s between starts, and back to 0.5 s after a healthy minute: a service that crashes at
 * start is tried about six times a minute, not thousands, and one crash after a long run is mended at once.
 */
export const RESTART_BACKOFF: RestartBackoff = { firstMs: 500, maxMs: 10_000, healthyAfterMs: 60_000 };

/** Counts crashes in a row; `next` answers the wait before the next start of a process that ran `ranForMs`. */
export function createRestartBackoff(policy: RestartBackoff = RESTART_BACKOFF): { next(ranForMs: number): number } {
  let crashes = 0;
  return {
    next(ranForMs) {
      if (ranForMs >= policy.healthyAfterMs) crashes = 0;
      const wait = Math.min(policy.maxMs, policy.firstMs * 2 ** crashes);
      crashes++;
      return wait;
    },
  };
}
