import { LRUCache } from 'lru-cache';

/** How a value was answered. BYPASS: fetched but not kept (and nothing held was better), answered to this caller only. */
export type SwrState = 'HIT' | 'MISS' | 'STALE' | 'STALE-IF-ERROR' | 'BYPASS';

export interface SwrCacheOptions<V> {
  /** Memory bound of the kept values, as `sizeOf` measures them. */
  maxBytes: number;
  sizeOf: (value: V) => number;
  maxEntries?: number;
  /** Answered without fetching. */
  freshMs: number;
  /**
   * Past fresh, how long a value is still answered at once while one background fetch refreshes it; past that a read
   * waits for the fetch (and still gets the old value if the fetch fails). Infinity: always at once.
   */
  staleMs: number;
  /** Milliseconds clock (tests move it). */
  now?: () => number;
}

/** How to refresh one key: fetch, and what of the fetched value is kept. */
export interface Refresh<V> {
  fetch: () => Promise<V>;
  /** Whether the value is kept. One that is not is handed to the callers that waited for it, and stored nowhere. */
  keep: (value: V) => boolean;
  /** Whether a value not kept says the source is down, so a held value is answered instead (STALE-IF-ERROR); default yes. */
  isOutage?: (value: V) => boolean;
}

/** A fetched value that must not be stored: carried through lru-cache's rejection path so waiting callers still get it. */
class Unkept<V> extends Error {
  constructor(readonly value: V) {
    super('fetched value not kept');
  }
}

/**
 * The shop's stale-while-revalidate cache, on lru-cache: fresh values are answered as they are; stale ones at once while
 * one background fetch refreshes them; a failed fetch (or a value that is not kept and says the source is down) leaves
 * the held value in place and answers it (STALE-IF-ERROR). Concurrent misses of one key share one fetch, and every
 * caller that waited gets its outcome. Bounded in bytes (and entries, when asked). The page cache (pages/page-cache.ts)
 * and the own API's caches of the content service and of search suggestions stand on it.
 */
export function createSwrCache<V extends {}>(options: SwrCacheOptions<V>) {
  const now = options.now ?? (() => performance.now());
  /** Why the last fetch of a key failed, for the callers that waited for it (lru-cache tells only the one that started it). */
  const failures = new Map<string, unknown>();
  const cache = new LRUCache<string, V, Refresh<V>>({
    ...(options.maxEntries === undefined ? {} : { max: options.maxEntries }),
    maxSize: options.maxBytes,
    sizeCalculation: options.sizeOf,
    ttl: options.freshMs,
    ttlResolution: 0,
    // lru-cache reads a start time of 0 as "no TTL", and a test clock may start at 0.
    perf: { now: () => now() + 1 },
    allowStale: true,
    noDeleteOnFetchRejection: true,
    allowStaleOnFetchRejection: true,
    fetchMethod: async (key, _stale, { context }) => {
      try {
        const value = await context.fetch();
        if (!context.keep(value)) throw new Unkept(value);
        return value;
      } catch (error) {
        // Read by the waiting callers when their fetch settles, which is before the next turn of the event loop.
        failures.set(key, error);
        setTimeout(() => failures.get(key) === error && failures.delete(key), 0);
        throw error;
      }
    },
  });

  return {
    /**
     * The value for `key`: held and fresh; held and stale while a refresh runs (within `staleMs`); else fetched once for
     * every caller that asks meanwhile. `forceRefresh`: fetch even though the held value is fresh (it is answered stale
     * meanwhile). Rejects with the fetch's error when it failed and nothing is held.
     */
    async get(key: string, refresh: Refresh<V>, { forceRefresh = false } = {}): Promise<{ value: V; state: SwrState }> {
      const status: LRUCache.Status<string, V, Refresh<V>> = {};
      const allowStale = cache.getRemainingTTL(key) > -options.staleMs;
      const value = await cache.fetch(key, { context: refresh, allowStale, forceRefresh, status });
      const waited = status.fetch === 'inflight' && !status.returnedStale;
      const failed = status.fetchError ?? (waited ? failures.get(key) : undefined);
      if (failed instanceof Unkept) {
        const unkept = failed.value as V;
        if (value === undefined || !(refresh.isOutage?.(unkept) ?? true)) return { value: unkept, state: 'BYPASS' };
        return { value, state: 'STALE-IF-ERROR' };
      }
      if (value === undefined) throw failed ?? new Error('the cache got no value');
      if (failed !== undefined) return { value, state: 'STALE-IF-ERROR' };
      if (status.returnedStale) return { value, state: 'STALE' };
      return { value, state: status.fetch === 'hit' ? 'HIT' : 'MISS' };
    },
    /** The value for `key` while it is fresh (counted as a use), else undefined; never fetches. */
    fresh(key: string): V | undefined {
      if (cache.getRemainingTTL(key) <= 0) return undefined;
      return cache.get(key, { allowStale: false });
    },
    /** The value held for `key`, fresh or stale, without counting it as a use. */
    peek: (key: string): V | undefined => cache.peek(key, { allowStale: true }),
    delete: (key: string): boolean => cache.delete(key),
    /** The keys that hold a value (not those whose first fetch is under way). */
    keys: () => cache.keys(),
    values: () => cache.values(),
    get size() {
      return cache.size;
    },
    get bytes() {
      return cache.calculatedSize;
    },
  };
}
