import { RateLimiterMemory, RateLimiterRedis, type RateLimiterRes, RLWrapperTimeouts } from 'rate-limiter-flexible';
import { COMMAND_TIMEOUT_MS } from './redis-connection.js';

/** A count of points per key over a window, as rate-limiter-flexible keeps it: `consume` rejects with its result when used up. */
export interface PointLimiter {
  consume(key: string, points?: number): Promise<RateLimiterRes>;
}

export interface LimiterOptions {
  /** Names the count in the shared store: instances sharing a name share its counts. */
  name: string;
  points: number;
  durationSeconds: number;
}

/** Where the own API's limits keep their counts: this process's memory, or a store every instance shares. */
export interface LimiterStore {
  limiter(options: LimiterOptions): PointLimiter;
}

/** Counts in this process only (each count expires with its window, so memory stays bounded by the active keys). */
export const memoryLimiters: LimiterStore = {
  limiter: ({ points, durationSeconds }) => new RateLimiterMemory({ points, duration: durationSeconds }),
};

/**
 * Counts in Redis, shared by every instance. While Redis cannot answer (not connected, or slower than
 * COMMAND_TIMEOUT_MS) each call is counted in this process's memory instead, so a limit still holds per instance and no
 * request waits on Redis; the next call after Redis is back counts in Redis again.
 */
export function redisLimiters(storeClient: unknown): LimiterStore {
  return {
    limiter: ({ name, points, durationSeconds }) =>
      new RLWrapperTimeouts({
        limiter: new RateLimiterRedis({
          storeClient,
          keyPrefix: `sockshop:limit:${name}`,
          points,
          duration: durationSeconds,
          // node-redis 5's client is not recognised by its class name, so the store is told which commands to use.
          useRedisPackage: true,
          rejectIfRedisNotReady: true,
          insuranceLimiter: new RateLimiterMemory({ points, duration: durationSeconds }),
        }),
        timeoutMs: COMMAND_TIMEOUT_MS,
      }),
  };
}
