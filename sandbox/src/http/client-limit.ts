import type { Context } from 'hono';
import { RateLimiterMemory } from 'rate-limiter-flexible';
import { requestClientKey } from './client-key.js';

/**
 * At most `points` requests per client address in each window of `seconds` (rate-limiter-flexible's memory store: each
 * address's count expires with its window, so a flood of addresses cannot hold memory for long). The sandboxes are
 * reached directly, never through a proxy, so the address is the socket's (an IPv6 one by its /64, client-key.ts).
 */
export function limitPerClient(points: number, seconds: number) {
  const limiter = new RateLimiterMemory({ points, duration: seconds });
  return {
    /** Counts the request; false when the client has used up its window. */
    take: (c: Context): Promise<boolean> =>
      limiter.consume(requestClientKey(c)).then(
        () => true,
        (refusal: unknown) => {
          // The limiter rejects with its result when the points are used up, and with an Error when it broke.
          if (refusal instanceof Error) throw refusal;
          return false;
        },
      ),
  };
}
