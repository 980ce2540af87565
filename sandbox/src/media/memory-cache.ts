import type { PictureCache } from './disk-cache.js';

/** Without a cache folder (tests, a read-only disk), the most recently used pictures stay in memory, up to both caps. */
export const MEMORY_CACHE_LIMITS = { maxFiles: 256, maxBytes: 64 * 1024 * 1024 } as const;

export function createMemoryCache(limits: { maxFiles: number; maxBytes: number } = MEMORY_CACHE_LIMITS): PictureCache {
  // A Map keeps insertion order: a use moves its entry to the end, so the first entry is the least recently used.
  const kept = new Map<string, Buffer>();
  let bytes = 0;
  return {
    async read(name) {
      const body = kept.get(name);
      if (body) {
        kept.delete(name);
        kept.set(name, body);
      }
      return body;
    },
    async write(name, body) {
      const old = kept.get(name);
      if (old) bytes -= old.length;
      kept.delete(name);
      kept.set(name, body);
      bytes += body.length;
      for (const [oldest, evicted] of kept) {
        if (kept.size <= limits.maxFiles && bytes <= limits.maxBytes) break;
        kept.delete(oldest);
        bytes -= evicted.length;
      }
    },
  };
}
