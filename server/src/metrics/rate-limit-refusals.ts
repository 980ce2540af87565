import type { Limiter } from '../api/deps.js';
import { ApiError } from '../api/errors.js';

/**
 * The own API's limiters, each telling `refused` its name when it turns a request away: `take` answering false or
 * `enforce` answering 429. Wrapped from outside, so the limiters themselves (and their stores) know nothing of metrics.
 */
export function countRefusals<L extends { [name: string]: Limiter }>(limiters: L, refused: ((limit: string) => void) | undefined): L {
  if (!refused) return limiters;
  const counted: { [name: string]: Limiter } = {};
  for (const [name, limiter] of Object.entries(limiters)) {
    counted[name] = {
      async take(c) {
        const taken = await limiter.take(c);
        if (!taken) refused(name);
        return taken;
      },
      async enforce(c) {
        try {
          await limiter.enforce(c);
        } catch (error) {
          if (error instanceof ApiError && error.code === 'RATE_LIMITED') refused(name);
          throw error;
        }
      },
    };
  }
  return counted as L;
}
