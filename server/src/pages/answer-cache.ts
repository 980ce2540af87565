import { LRUCache } from 'lru-cache';
import type { Result } from 'neverthrow';

/** A port call's result, and whether it stands for a failing backend rather than the service's answer. */
export interface Outcome {
  result: Result<unknown, unknown>;
  degraded: boolean;
}

export interface AnswerCacheOptions {
  /** Memory bound of the kept answers (measured as their JSON). */
  maxBytes: number;
  /** How long an answer is fresh: the page cache's window (PAGE_CACHE_FRESH_SECONDS). */
  freshMs: number;
  /** The content version the page cache knows now (null: unknown); an answer kept under another one is asked again. */
  contentVersion: () => number | null;
  /** Milliseconds clock (tests move it). */
  now?: () => number;
}

interface Kept {
  result: Result<unknown, unknown>;
  /** The content version when it was asked for (null: unknown then). */
  version: number | null;
  bytes: number;
}

/**
 * Backend answers kept below the page cache: a page the page cache misses (a new filter, sort or page) still
 * finds the catalogue's and the content's answers it needs here, instead of asking the services and parsing their answers
 * again. The same invalidation as the page cache: fresh for its window, and a changed content version asks again.
 * Bounded in bytes, single-flight (concurrent misses of one key wait for one call), and no failure is kept: a backend
 * failure (RATE_LIMITED, UPSTREAM_…) or a fallback the port marked as one (bundled texts) is handed on as degraded, so
 * the render that gets it is not cached, and where an older answer is held that one is used instead (stale on failure),
 * still degraded. An answer such as NOT_FOUND is kept like any other. Values are frozen: every render
 * shares them.
 */
export function createAnswerCache(options: AnswerCacheOptions) {
  const now = options.now ?? (() => performance.now());
  const cache = new LRUCache<string, Kept>({
    maxSize: options.maxBytes,
    sizeCalculation: (kept) => kept.bytes,
    ttl: options.freshMs,
    allowStale: true,
    perf: { now },
    ttlResolution: 0,
  });
  const flights = new Map<string, Promise<Outcome>>();
  /** Each call's own token: a call a purge overtook (its key's token replaced or gone) must not store what it got. */
  const tickets = new Map<string, object>();

  const call = async (key: string, fetch: () => Promise<Outcome>, held: Kept | undefined): Promise<Outcome> => {
    const version = options.contentVersion();
    const ticket = {};
    tickets.set(key, ticket);
    const { result, degraded } = await fetch();
    const current = tickets.get(key) === ticket;
    if (current) tickets.delete(key);
    if (!degraded) {
      // An answer, good or not: a product or page that does not exist (NOT_FOUND) is one too, and asked as often.
      const bytes = sizeOf(result);
      if (bytes !== null && current) cache.set(key, { result: deepFreeze(result), version, bytes: bytes + key.length * 2 });
      return { result, degraded: false };
    }
    if (held) return { result: held.result, degraded: true };
    return { result, degraded: true };
  };

  const outcomeOf = (key: string, fetch: () => Promise<Outcome>): Promise<Outcome> => {
    const held = cache.peek(key, { allowStale: true });
    const version = options.contentVersion();
    const current = held !== undefined && (version === null || held.version === version);
    if (current && cache.getRemainingTTL(key) > 0) {
      cache.get(key); // counts as a use for the least-recently-used order
      return Promise.resolve({ result: held.result, degraded: false });
    }
    let flight = flights.get(key);
    if (!flight) {
      const started: Promise<Outcome> = call(key, fetch, held).finally(() => flights.get(key) === started && flights.delete(key));
      flight = started;
      flights.set(key, started);
    }
    return flight;
  };

  return {
    /**
     * The answer for `key`: kept and fresh, else `fetch`ed once for every caller that asks meanwhile. Degraded when the
     * call failed or fell back (then an older answer, where one is held): the caller's render must not be cached.
     */
    answer(key: string, fetch: () => Promise<Outcome>): Promise<Outcome> {
      return outcomeOf(key, fetch);
    },
    /**
     * Drops the answers `matches` picks (cached-services.ts names them), so a page rendered after a publish asks again;
     * calls under way for them are left to finish for their callers but store nothing.
     */
    purge(matches: (key: string) => boolean): number {
      let dropped = 0;
      for (const key of [...cache.keys()]) {
        if (matches(key) && cache.delete(key)) dropped++;
      }
      for (const key of [...flights.keys()]) {
        if (!matches(key)) continue;
        flights.delete(key);
        tickets.delete(key);
      }
      return dropped;
    },
    /** Moves the answers kept under content version `from` to `to` (the page cache's carryOver, for the same reason). */
    carryOver(from: number, to: number): void {
      for (const kept of cache.values()) if (kept.version === from) kept.version = to;
    },
    get size() {
      return cache.size;
    },
  };
}

export type AnswerCache = ReturnType<typeof createAnswerCache>;

/** The answer's size as JSON (UTF-16 in memory); null when it cannot be measured, and so is not kept. */
function sizeOf(value: unknown): number | null {
  try {
    return (JSON.stringify(value)?.length ?? 0) * 2;
  } catch {
    return null;
  }
}

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}
