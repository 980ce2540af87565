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
  /** Served while a background refresh runs, and whenever upstream fails. */
  staleMs: number;
  now?: () => number;
}

/**
 * An LRU cache with stale-while-revalidate: fresh answers are served as they are; stale ones are served at once while
 * one background fetch refreshes them; when upstream fails a stale answer is served (STALE-IF-ERROR) instead of the error.
 * Concurrent misses for one key share one upstream fetch. Bounded by entry count and by total body bytes.
 */
export function createSwrCache(options: SwrCacheOptions) {
  const now = options.now ?? Date.now;
  const entries = new Map<string, { answer: CachedAnswer; at: number; bytes: number }>();
  const inFlight = new Map<string, Promise<CachedAnswer>>();
  let bytes = 0;

  const store = (key: string, answer: CachedAnswer) => {
    const old = entries.get(key);
    if (old) {
      bytes -= old.bytes;
      entries.delete(key);
    }
    const size = answer.body.length * 2 + 256;
    if (size > options.maxBytes) return;
    entries.set(key, { answer, at: now(), bytes: size });
    bytes += size;
    while (entries.size > options.maxEntries || bytes > options.maxBytes) {
      const [oldest, entry] = entries.entries().next().value!;
      entries.delete(oldest);
      bytes -= entry.bytes;
    }
  };

  /** `fetch` rejects when upstream is down; it resolves for any answer worth remembering (`cacheable` decides). */
  const fetchOnce = (key: string, fetch: () => Promise<CachedAnswer>, cacheable: (answer: CachedAnswer) => boolean) => {
    let pending = inFlight.get(key);
    if (!pending) {
      pending = fetch()
        .then((answer) => {
          if (cacheable(answer)) store(key, answer);
          return answer;
        })
        .finally(() => inFlight.delete(key));
      inFlight.set(key, pending);
    }
    return pending;
  };

  return {
    async get(
      key: string,
      fetch: () => Promise<CachedAnswer>,
      cacheable: (answer: CachedAnswer) => boolean,
    ): Promise<{ answer: CachedAnswer; state: CacheState }> {
      const entry = entries.get(key);
      const age = entry ? now() - entry.at : Number.POSITIVE_INFINITY;
      if (entry && age < options.freshMs) {
        entries.delete(key);
        entries.set(key, entry);
        return { answer: entry.answer, state: 'HIT' };
      }
      if (entry && age < options.freshMs + options.staleMs) {
        fetchOnce(key, fetch, cacheable).catch(() => undefined);
        return { answer: entry.answer, state: 'STALE' };
      }
      try {
        const answer = await fetchOnce(key, fetch, cacheable);
        // An upstream 5xx is an outage too: prefer whatever we last had.
        if (answer.status >= 500 && entry) return { answer: entry.answer, state: 'STALE-IF-ERROR' };
        return { answer, state: 'MISS' };
      } catch (error) {
        if (entry) return { answer: entry.answer, state: 'STALE-IF-ERROR' };
        throw error;
      }
    },
    size: () => entries.size,
    bytes: () => bytes,
  };
}
