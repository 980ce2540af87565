import type { Logger } from '@sockshop/core/ports';
import { type Broadcast, createLocalBroadcast } from './broadcast.js';
import { type LimiterStore, memoryLimiters, redisLimiters } from './limiter-store.js';
import { createRedisBroadcast } from './redis-broadcast.js';
import { connectRedis, type SharedStoreState } from './redis-connection.js';

export type { SharedStoreState } from './redis-connection.js';

/** What the instances of one shop share: the own API's rate limits and the broadcasts (page invalidations). */
export interface SharedStore {
  limiters: LimiterStore;
  broadcast: Broadcast;
  /** `off` without a shared store (one instance on its own memory); otherwise whether Redis is reachable now. */
  state(): SharedStoreState;
  close(): Promise<void>;
}

/**
 * Redis when `redisUrl` is set, this process's memory otherwise. Redis is connected in the background: the shop serves
 * at once, and whenever Redis is away it counts and broadcasts within the instance until Redis is back.
 */
export function createSharedStore(redisUrl: string | undefined, logger: Logger): SharedStore {
  if (!redisUrl) {
    const broadcast = createLocalBroadcast();
    return { limiters: memoryLimiters, broadcast, state: () => 'off', close: () => broadcast.close() };
  }
  const redis = connectRedis(redisUrl, logger);
  const broadcast = createRedisBroadcast(redis, logger);
  return {
    limiters: redisLimiters(redis.commands),
    broadcast,
    state: redis.state,
    async close() {
      await redis.close();
      await broadcast.close();
    },
  };
}
