import type { Context } from 'hono';
import { clientKey } from '../request-context.js';
import { type LimiterStore, memoryLimiters } from '../shared-store/limiter-store.js';
import type { Limiter, RateLimit } from './deps.js';
import { ApiError } from './errors.js';

/**
 * A per-address limit of `burst` requests per window, the window being as long as the average rate needs to refill a
 * burst. The counts live in `store`: this process's memory, or Redis shared by every instance (each address's count
 * expires with its window, so either stays bounded).
 */
export function createLimiter(name: string, limit: RateLimit, trustProxy: boolean, store: LimiterStore = memoryLimiters): Limiter {
  const limiter = store.limiter({ name, points: limit.burst, durationSeconds: Math.max(1, Math.ceil(limit.burst / limit.perSecond)) });
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
      throw new ApiError('RATE_LIMITED', 'Too many requests, please slow down');
    },
  };
}
