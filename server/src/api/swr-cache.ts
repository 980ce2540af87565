import { LRUCache } from 'lru-cache';

/** One cached upstream answer. */
export interface CachedAnswer {
  status: number;
  body: string;
  headers: Record<string, string>;
}

export type CacheState = 'HIT' | 'MISS' | 'STALE' | 'STALE-IF-ERROR';

export interface SwrCacheOptions {
  maxEntries: number;
  maxBytes: number;
  /** Served without asking upstream. */
  freshMs: number;
  /** Served while a background refresh runs; past it a read waits for upstream (and gets the old answer if that fails). */
  staleMs: number;
  now?: () => number;
}

interface Fetch {
  fetch: () => Promise<CachedAnswer>;
  cacheable: (answer: CachedAnswer) => boolean;
}

/** An answer upstream gave that is not worth keeping; a stale one is preferred to it when it is an outage (5xx). */
class Uncacheable extends Error {
  constructor(readonly answer: CachedAnswer) {
    super(`upstream answered ${answer.status}`);
  }
}

/**
 * lru-cache with stale-while-revalidate: fresh answers are served as they are; stale ones at once while one background
 * fetch refreshes them; when upstream fails (or answers 5xx) a stale answer is served (STALE-IF-ERROR) instead of the
 * error. Concurrent misses for one key share one upstream fetch. Bounded by entry count and by total body bytes.
 */
export function createSwrCache(options: SwrCacheOptions) {
  const now = options.now ?? Date.now;
  const cache = new LRUCache<string, CachedAnswer, Fetch>({
    max: options.maxEntries,
    maxSize: options.maxBytes,
    sizeCalculation: (answer) => answer.body.length * 2 + 256,
    ttl: options.freshMs,
    ttlResolution: 0,
    // lru-cache reads a start time of 0 as "no TTL", and a test clock may start at 0.
    perf: { now: () => now() + 1 },
    noDeleteOnFetchRejection: true,
    allowStaleOnFetchRejection: true,
    fetchMethod: async (_key, _stale, { context }) => {
      const answer = await context.fetch();
      if (!context.cacheable(answer)) throw new Uncacheable(answer);
      return answer;
    },
  });

  return {
    async get(
      key: string,
      fetch: () => Promise<CachedAnswer>,
      cacheable: (answer: CachedAnswer) => boolean,
    ): Promise<{ answer: CachedAnswer; state: CacheState }> {
      const status: LRUCache.Status<string, CachedAnswer, Fetch> = {};
      // Past the stale window the read waits for upstream; a failure still gets the old answer.
      const allowStale = cache.getRemainingTTL(key) > -options.staleMs;
      const answer = await cache.fetch(key, { context: { fetch, cacheable }, allowStale, status });
      const failed = status.fetchError;
      if (failed instanceof Uncacheable && (!answer || failed.answer.status < 500)) return { answer: failed.answer, state: 'MISS' };
      // Nothing cached and upstream down: the caller answers the outage.
      if (!answer) throw failed ?? new Error('no answer from upstream');
      if (status.returnedStale) return { answer, state: status.fetchRejected ? 'STALE-IF-ERROR' : 'STALE' };
      return { answer, state: status.fetch === 'hit' ? 'HIT' : 'MISS' };
    },
    size: () => cache.size,
    bytes: () => cache.calculatedSize,
  };
}
