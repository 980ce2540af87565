import { createSwrCache, type SwrCacheOptions } from '../swr-cache.js';

/** One upstream answer as the own API keeps it and passes it on. */
export interface CachedAnswer {
  status: number;
  body: string;
  headers: Record<string, string>;
}

/** The shop's stale-while-revalidate cache (swr-cache.ts) for upstream answers, measured by their bodies (UTF-16). */
export function createUpstreamAnswerCache(options: Omit<SwrCacheOptions<CachedAnswer>, 'sizeOf'>) {
  return createSwrCache<CachedAnswer>({ ...options, sizeOf: (answer) => answer.body.length * 2 + 256 });
}
