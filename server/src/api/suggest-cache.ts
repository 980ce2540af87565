import type { CatalogError, CatalogPort, CatalogScope } from '@sockshop/core/ports';
import { type CachedAnswer, createUpstreamAnswerCache } from './upstream-answer.js';

/** Suggestions change when the catalogue does, not from one keystroke to the next: a minute fresh is plenty. */
export const SUGGEST_FRESH_MS = 60_000;
/** Past fresh, an answer is served at once while one background call refreshes it (and when the service is down). */
export const SUGGEST_STALE_MS = 10 * 60_000;
/** About 1.5 KB per answer of 8: a few MB at most. */
const MAX_ENTRIES = 2_000;
const MAX_BYTES = 8 * 1024 * 1024;

/** The search service failed and nothing was cached to serve instead. */
export class SuggestFailed extends Error {
  constructor(readonly error: CatalogError) {
    super(error.message);
  }
}

/**
 * The query as the cache keys it and as the search service gets it: trimmed, runs of white space as one space, lower
 * case (the service matches words case-insensitively, so "Sock " and "sock" are one question with one answer).
 */
export function normaliseSuggestQuery(term: string): string {
  return term.trim().replace(/\s+/g, ' ').toLowerCase();
}

/**
 * POST /search/suggest's answer, the body `{"products":[{ id, sku, title, photo }]}` and its length, from an in-process cache (lru-cache
 * with stale-while-revalidate, ../swr-cache.ts) in front of the catalog. Suggestions hold no prices and nothing of the
 * shopper, so one answer serves everyone asking the same storefront, currency, query and limit; concurrent misses share
 * one call to the search service. Without this every keystroke of every shopper cost a search-service round trip, the
 * bulk of the endpoint's CPU.
 */
export function createSuggestCache(catalog: CatalogPort, now: () => number = Date.now) {
  const cache = createUpstreamAnswerCache({
    maxEntries: MAX_ENTRIES,
    maxBytes: MAX_BYTES,
    freshMs: SUGGEST_FRESH_MS,
    staleMs: SUGGEST_STALE_MS,
    now,
  });

  return async function suggestAnswer(term: string, limit: number, scope: CatalogScope): Promise<CachedAnswer> {
    const query = normaliseSuggestQuery(term);
    const key = JSON.stringify([scope.storefront, scope.currency, limit, query]);
    const { value } = await cache.get(key, {
      fetch: async () => {
        const result = await catalog.suggest(query, limit, scope);
        if (result.isErr()) throw new SuggestFailed(result.error);
        const body = JSON.stringify({ products: result.value.map(({ id, product }) => ({ id, ...product })) });
        // Measured once here rather than by the server per answer.
        return { status: 200, body, headers: { 'content-length': String(Buffer.byteLength(body)) } };
      },
      keep: () => true,
    });
    return value;
  };
}
