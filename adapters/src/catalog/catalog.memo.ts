import { LRUCache } from 'lru-cache';
import { ok, type Result } from 'neverthrow';

/** Enough for a few hundred listing answers (about 3 KB of JSON a product, 64 a page). */
const DEFAULT_MAX_BYTES = 32 * 1024 * 1024;

/**
 * Decoded answers by the exact text the search service sent. Parsing a listing's JSON and validating and shaping its 64
 * products (zod) cost a few milliseconds a page; the same category asked again gets the same bytes back, and
 * the same bytes decode to the same products, so the work is done once. Keyed by the whole text (and what else the
 * decoding depends on, e.g. the storefront), nothing can be stale: a changed answer is a new key. Values are frozen, as
 * every caller shares them. The warning for an invalid product is logged when its answer is first decoded.
 */
export function createAnswerMemo(maxBytes = DEFAULT_MAX_BYTES) {
  // By text first (the text as it came, not copied into a longer key), then by scope.
  const cache = new LRUCache<string, Map<string, unknown>>({
    maxSize: maxBytes,
    // The key holds the answer's text; the decoded value is about as large again.
    sizeCalculation: (_value, text) => text.length * 4 + 256,
  });
  return {
    decode<T, E>(scope: string, text: string, decode: (text: string) => Result<T, E>): Result<T, E> {
      const byScope = cache.get(text);
      if (byScope?.has(scope)) return ok(byScope.get(scope) as T);
      const result = decode(text);
      if (result.isOk()) {
        if (byScope) byScope.set(scope, deepFreeze(result.value));
        else cache.set(text, new Map([[scope, deepFreeze(result.value)]]));
      }
      return result;
    },
    size: () => cache.size,
  };
}

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}
