export interface RateLimit {
  /** Requests allowed in a burst. */
  burst: number;
  /** Tokens added back each second. */
  perSecond: number;
}

/**
 * Token buckets per client key, bounded in number: when full, the least recently used bucket goes (a Map keeps
 * insertion order, and every take re-inserts its key), so a flood of addresses cannot grow memory without limit.
 */
export function createRateLimiter(limit: RateLimit, options: { maxKeys?: number; now?: () => number } = {}) {
  const maxKeys = options.maxKeys ?? 10_000;
  const now = options.now ?? Date.now;
  const buckets = new Map<string, { tokens: number; at: number }>();
  return {
    take(key: string): boolean {
      const time = now();
      const bucket = buckets.get(key) ?? { tokens: limit.burst, at: time };
      buckets.delete(key);
      bucket.tokens = Math.min(limit.burst, bucket.tokens + ((time - bucket.at) / 1000) * limit.perSecond);
      bucket.at = time;
      buckets.set(key, bucket);
      if (buckets.size > maxKeys) buckets.delete(buckets.keys().next().value!);
      if (bucket.tokens < 1) return false;
      bucket.tokens -= 1;
      return true;
    },
  };
}
