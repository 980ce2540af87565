export interface ClientBudgetOptions {
  /** Requests a client may make each second on average; also its burst (a client idle for a second has it whole). */
  perSecond: number;
  /** Clients tracked at once; past it, new clients share one bucket until tracked ones fall idle. */
  maxClients?: number;
  now?: () => number;
}

interface Bucket {
  tokens: number;
  at: number;
}

/** A full sweep of idle buckets runs at most this often, so a flood of new clients costs no sweep per request. */
const SWEEP_EVERY_MS = 100;

/**
 * A request budget per client (a token bucket each), in a bounded map: a bucket refilled to the full burst is the same
 * as a new one, so idle clients are dropped when room is needed. While the map is full of active clients, newcomers
 * share one overflow bucket: a flood of new addresses spends that bucket only, never a tracked client's budget.
 */
export function createClientBudget(options: ClientBudgetOptions) {
  const { perSecond } = options;
  const burst = Math.max(1, perSecond);
  const maxClients = options.maxClients ?? 10_000;
  const now = options.now ?? Date.now;
  const buckets = new Map<string, Bucket>();
  const overflow: Bucket = { tokens: burst, at: now() };
  let sweptAt = Number.NEGATIVE_INFINITY;

  function refill(bucket: Bucket, time: number): void {
    bucket.tokens = Math.min(burst, bucket.tokens + ((time - bucket.at) / 1000) * perSecond);
    bucket.at = time;
  }

  function sweep(time: number): void {
    sweptAt = time;
    for (const [key, bucket] of buckets) {
      refill(bucket, time);
      if (bucket.tokens >= burst) buckets.delete(key);
    }
  }

  function bucketOf(client: string, time: number): Bucket {
    const known = buckets.get(client);
    if (known) return known;
    if (buckets.size >= maxClients && time - sweptAt >= SWEEP_EVERY_MS) sweep(time);
    if (buckets.size >= maxClients) return overflow;
    const bucket = { tokens: burst, at: time };
    buckets.set(client, bucket);
    return bucket;
  }

  return {
    /** Spends one request of `client`'s budget; false when it has none left (answer 429). */
    take(client: string): boolean {
      const time = now();
      const bucket = bucketOf(client, time);
      refill(bucket, time);
      if (bucket.tokens < 1) return false;
      bucket.tokens -= 1;
      return true;
    },
    /** Clients tracked now (at most `maxClients`). */
    size: () => buckets.size,
  };
}
