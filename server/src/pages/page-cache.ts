import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { ShopServices } from '@sockshop/core/ports';
import type { Encoding } from '../compression.js';
import type { Config } from '../config.js';
import { createSwrCache, type SwrState } from '../swr-cache.js';

/** How often the content's cache version is asked for: a publish shows within this much (plus one render). */
const VERSION_CHECK_MS = 10_000;

/** One rendered page (HTML or React Router's `.data`), kept whole so that a hit costs no rendering and no compression. */
export interface RenderedPage {
  status: number;
  /** The page's own headers (no Set-Cookie, no length or encoding: those belong to one answer). */
  headers: Record<string, string>;
  body: Buffer;
  /** A port the render called met a failing backend: the page shows fallbacks (render.ts). */
  degraded: boolean;
  /** Asked for the cache, a 200, not private and not degraded: only such a page is stored. */
  cacheable: boolean;
}

export interface CachedPage extends RenderedPage {
  /** Brotli and gzip of the body, each made the first time a request asks for it, then kept (encodedBody). */
  encoded: Partial<Record<Encoding, Buffer>>;
  /** The encodings made again at the better level once the page was asked for a second time. */
  improved?: Set<Encoding>;
  etag: string;
  /** The content's cache version when it was rendered (null: unknown then). */
  contentVersion: number | null;
  /** Dated by a publish (purge): never served again, the next request waits for a new render. */
  purged?: boolean;
}

export interface PageCacheOptions {
  /** Memory bound of the stored bodies and their encodings. */
  maxBytes: number;
  /** How long a page is fresh; after that it is served stale while one render refreshes it. */
  freshMs: number;
  /** How often the content's cache version is asked for (a changed version refreshes every page). */
  versionCheckMs: number;
  /** The content's current cache version; null or a rejection when it cannot be learnt (pages are then kept). */
  contentVersion: () => Promise<number | null>;
  /** Milliseconds clock (tests move it). */
  now?: () => number;
}

export type CacheState = 'hit' | 'stale' | 'miss' | 'bypass';

export interface ServedPage {
  page: RenderedPage & Partial<Pick<CachedPage, 'encoded' | 'etag'>>;
  state: CacheState;
}

/** How long a purge is remembered for the renders that were under way when it came (a render takes far less). */
const PURGE_MEMORY_MS = 60_000;
/** How many times a request waits out a render that a purge dated before rendering the page itself. */
const PURGED_RENDER_WAITS = 3;

/** The page's words for the cache's states: a refresh that failed still answers the stale page. */
const STATES: Record<SwrState, CacheState> = { HIT: 'hit', MISS: 'miss', STALE: 'stale', 'STALE-IF-ERROR': 'stale', BYPASS: 'bypass' };

/**
 * The in-process page cache in front of rendering, on the shop's stale-while-revalidate cache (swr-cache.ts): bounded in
 * bytes, a stale page answered at once while a single render refreshes it, concurrent misses of one key waiting for one
 * render, and a failed or degraded render keeping the stale page instead of replacing it. On top of it: the content
 * version (a page rendered under an older one is refreshed) and purges, which must not lose a render under way. Keys
 * come from `pageCacheKey`.
 */
export function createPageCache(options: PageCacheOptions) {
  const now = options.now ?? (() => performance.now());
  let knownVersion: number | null = null;
  let lastVersionCheck = Number.NEGATIVE_INFINITY;
  let versionCheck: Promise<void> | undefined;
  /** The renders under way by key: a purge must not abort them (their waiting requests would fail), it dates them. */
  const rendering = new Map<string, Promise<unknown>>();
  /** Recent purges, numbered: a render that started before one that matches its key is stored as purged. */
  let purgeCount = 0;
  let purges: { count: number; at: number; matches: (key: string) => boolean }[] = [];
  const purgedSince = (count: number, key: string) => purges.some((purge) => purge.count > count && purge.matches(key));

  const cache = createSwrCache<CachedPage | RenderedPage>({
    maxBytes: options.maxBytes,
    // The body and room for its two encodings (about a fifth of it each for HTML), made later.
    sizeOf: (page) => Math.ceil(page.body.byteLength * 1.4) + 1024,
    freshMs: options.freshMs,
    // A stale page is always answered at once: the render that refreshes it may wait on a failing backend.
    staleMs: Number.POSITIVE_INFINITY,
    now,
  });

  /** One render of `key` for the cache: encoded and dated when kept, tracked while under way for the purges. */
  const renderOnce = (key: string, render: () => Promise<RenderedPage>): Promise<CachedPage | RenderedPage> => {
    const version = knownVersion;
    const startedAfter = purgeCount;
    const done = render().then((page) =>
      page.cacheable ? { ...encode(page, version), ...(purgedSince(startedAfter, key) ? { purged: true } : {}) } : page,
    );
    rendering.set(key, done);
    const forget = () => rendering.get(key) === done && rendering.delete(key);
    done.then(forget, forget);
    return done;
  };
  const held = (key: string) => cache.peek(key) as CachedPage | undefined;

  /**
   * What the cache holds for `key` once no purged page stands in the way: a purged page whose render is under way is
   * waited for (it may itself be dated), a settled one dropped, so the request renders anew rather than getting it stale.
   */
  const heldFor = async (key: string): Promise<CachedPage | undefined> => {
    for (let wait = 0; ; wait++) {
      const page = held(key);
      if (!page?.purged) return page;
      const under = rendering.get(key);
      if (!under || wait >= PURGED_RENDER_WAITS) {
        if (!under) cache.delete(key);
        return under ? page : undefined;
      }
      await under.catch(() => undefined);
    }
  };

  /** Learns the content version in the background, at most once per `versionCheckMs`; requests never wait for it. */
  const refreshVersion = () => {
    if (versionCheck || now() - lastVersionCheck < options.versionCheckMs) return;
    askVersion();
  };
  const askVersion = () => {
    lastVersionCheck = now();
    const check = options
      .contentVersion()
      .then((version) => {
        if (version !== null) knownVersion = version;
      })
      .catch(() => undefined)
      .finally(() => {
        if (versionCheck === check) versionCheck = undefined;
      });
    versionCheck = check;
    return check;
  };

  // Learnt before the first render where the content service answers in time, so pages rendered at start carry it
  // and are not all rendered again when it arrives.
  refreshVersion();

  return {
    /** The page for `key`: from the cache when it holds one (fresh or stale), else rendered once for all who ask. */
    async serve(key: string, render: () => Promise<RenderedPage>): Promise<ServedPage> {
      refreshVersion();
      const peeked = held(key);
      const page = peeked?.purged ? await heldFor(key) : peeked;
      const outdated = page !== undefined && knownVersion !== null && page.contentVersion !== knownVersion;
      const served = await cache.get(
        key,
        { fetch: () => renderOnce(key, render), keep: (rendered) => rendered.cacheable },
        { forceRefresh: outdated },
      );
      return { page: served.value, state: STATES[served.state] };
    },
    /**
     * The page for `key` when the cache holds it fresh (and rendered under the current content version), else
     * undefined: the answer a request can get without the rest of the app (cached-pages-first.ts).
     */
    fresh(key: string): CachedPage | undefined {
      refreshVersion();
      const page = cache.fresh(key) as CachedPage | undefined;
      if (!page || page.purged || (knownVersion !== null && page.contentVersion !== knownVersion)) return undefined;
      return page;
    },
    /**
     * Asks the content version now, not at the next check: a publish was announced. A check already under way may have
     * been answered before the publish, so another one follows it.
     */
    async learnContentVersion(): Promise<void> {
      await versionCheck;
      await askVersion();
    },
    /**
     * Drops the pages `matches` picks (pageKeysOf in page-cache-key.ts): the next request for one renders it anew rather
     * than getting it stale. A render under way for one is not aborted (its waiting requests get it) but stored as
     * purged, so no page rendered before the purge is served after it.
     */
    purge(matches: (key: string) => boolean): number {
      const at = now();
      purges = [...purges.filter((purge) => at - purge.at < PURGE_MEMORY_MS), { count: ++purgeCount, at, matches }];
      let dropped = 0;
      // lru-cache's keys() leaves out the keys being rendered; their stale pages are dated too.
      for (const key of new Set([...cache.keys(), ...rendering.keys()])) {
        if (!matches(key)) continue;
        dropped++;
        if (rendering.has(key)) {
          const page = held(key);
          if (page) page.purged = true;
        } else cache.delete(key);
      }
      return dropped;
    },
    /**
     * Moves the pages rendered under content version `from` to `to`: a publish's webhook named what changed between the
     * two and those pages were purged, so the others stay as they are instead of all being rendered again.
     */
    carryOver(from: number, to: number): void {
      for (const page of cache.values() as Iterable<CachedPage>) if (page.contentVersion === from && !page.purged) page.contentVersion = to;
    },
    /** The content version pages are rendered under now (null: not learnt yet): the answer cache keys on it too. */
    contentVersion: () => knownVersion,
    /** Waits for the background version check (tests). */
    settled: () => versionCheck ?? Promise.resolve(),
    get size() {
      return cache.size;
    },
  };
}

export type PageCache = ReturnType<typeof createPageCache>;

/** The shop's page cache as configured; the content's version comes from the content port (a failure keeps the pages). */
export function pageCacheFor(
  config: Pick<Config, 'PAGE_CACHE_MB' | 'PAGE_CACHE_FRESH_SECONDS'>,
  services: Pick<ShopServices, 'content'>,
): PageCache {
  return createPageCache({
    maxBytes: config.PAGE_CACHE_MB * 1024 * 1024,
    freshMs: config.PAGE_CACHE_FRESH_SECONDS * 1000,
    versionCheckMs: VERSION_CHECK_MS,
    contentVersion: () => services.content.contentVersion().unwrapOr(null),
  });
}

function encode(page: RenderedPage, contentVersion: number | null): CachedPage {
  return { ...page, encoded: {}, etag: `"${createHash('sha1').update(page.body).digest('base64url')}"`, contentVersion };
}

/** Brotli quality and gzip level of a page's first encoding: a page asked for once pays about a millisecond for it. */
const QUICK = { br: 1, gzip: 1 } as const;
/** Of the encoding a page is given once it is asked for again (kept then): a fifth smaller than the quick one. */
const GOOD = { br: 5, gzip: 6 } as const;

/**
 * The body in `encoding`, made on first use and kept with the page. The first use encodes quickly: most pages a miss
 * renders (a rare filter combination) are asked for once, and brotli's quality 5 costs about 4 ms of CPU on a 220 KB page,
 * as much as the whole render may. When the page is asked for again it is worth more: the better encoding is
 * made after that answer is sent and serves every later one.
 */
export function encodedBody(page: Pick<CachedPage, 'body' | 'encoded'> & { improved?: Set<Encoding> }, encoding: Encoding): Buffer {
  const held = page.encoded[encoding];
  if (!held) {
    const body = compress(page.body, encoding, QUICK[encoding]);
    page.encoded[encoding] = body;
    return body;
  }
  page.improved ??= new Set();
  if (!page.improved.has(encoding)) {
    page.improved.add(encoding);
    setImmediate(() => {
      page.encoded[encoding] = compress(page.body, encoding, GOOD[encoding]);
    });
  }
  return held;
}

function compress(body: Buffer, encoding: Encoding, level: number): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: level, [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength } })
    : gzipSync(body, { level });
}
