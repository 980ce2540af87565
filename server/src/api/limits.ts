import type { Context } from 'hono';
import { RateLimiterMemory } from 'rate-limiter-flexible';
import { clientKey } from '../request-context.js';
import type { Limiter, RateLimit } from './deps.js';
import { ApiError } from './errors.js';

/**
 * A per-address limit of `burst` requests per window, the window being as long as the average rate needs to refill a
 * burst (rate-limiter-flexible's memory store: each address's count expires with its window, so memory stays bounded).
 */
export function createLimiter(limit: RateLimit, trustProxy: boolean): Limiter {
  const limiter = new RateLimiterMemory({ points: limit.burst, duration: Math.max(1, Math.ceil(limit.burst / limit.perSecond)) });
  const take = (c: Context) =>
    limiter.consume(clientKey(c, trustProxy)).then(
      () => true,
      (refusal: unknown) => {
        if (refusal instanceof Error) throw refusal;
        return false;
      },
    );
  return {
    take,
    async enforce(c) {
      if (await take(c)) return;
      c.header('retry-after', '1');
      // A refusal is about this client at this moment: no cache (CDN or browser) may serve it to anyone else.
      c.header('cache-control', 'no-store');
      throw new ApiError(429, 'RATE_LIMITED', 'Too many requests, please slow down');
    },
  };
}
