import { randomUUID } from 'node:crypto';
import type { OutdatedPages } from '@sockshop/core/content';
import { STOREFRONT_CODES } from '@sockshop/core/markets';
import { z } from 'zod';
import type { ShopLogger } from '../logging/logger.js';
import type { AnswerCache } from '../pages/answer-cache.js';
import { contentAnswersOf } from '../pages/cached-services.js';
import type { PageCache } from '../pages/page-cache.js';
import { type PagesToPurge, pageKeysOf } from '../pages/page-cache-key.js';
import type { Broadcast } from '../shared-store/broadcast.js';
import { banHttpCaches } from './content-webhook-ban.js';

/** The broadcast channel every instance listens on for pages a publish dated. */
export const CONTENT_PURGE_CHANNEL = 'content-purge';

export const PURGE_DEFAULTS = {
  /** Publishes within this window after the first are merged into one purge. */
  windowMs: 200,
  /** Past this many distinct paths of one storefront in one purge, the whole storefront is purged instead. */
  maxPathsPerStorefront: 20,
  /** How long an instance waits to learn the new content version before it purges anyway. */
  versionWaitMs: 2_000,
  /**
   * The HTTP caches are banned once the receiving instance has purged, and again this much later: another instance
   * that had not purged yet may have refilled a cache with a page rendered before the publish in between.
   */
  banRepeatMs: 1_000,
} as const;

const PurgeMessageSchema = z.object({
  id: z.string().min(1).max(64),
  targets: z
    .array(
      z.object({
        storefront: z.enum(STOREFRONT_CODES),
        path: z.string().startsWith('/').max(2_000).optional(),
      }),
    )
    .max(2_000),
});
interface PurgeMessage {
  id: string;
  targets: PagesToPurge[];
}

export interface ContentPurgeOptions {
  broadcast: Broadcast;
  /** Absent when pages are not cached (development, PAGE_CACHE_MB=0): only the HTTP caches are banned. */
  pageCache?: Pick<PageCache, 'purge' | 'learnContentVersion' | 'contentVersion' | 'carryOver'>;
  answerCache?: Pick<AnswerCache, 'purge' | 'carryOver'>;
  /** The HTTP caches in front (HTTP_CACHE_PURGE_URLS). */
  httpCaches: readonly string[];
  logger: ShopLogger;
  windowMs?: number;
  maxPathsPerStorefront?: number;
  versionWaitMs?: number;
  banRepeatMs?: number;
}

export interface ContentPurge {
  /** Takes the pages a publish dated; they are purged, merged with the others of the window, shortly after. */
  announce(targets: readonly OutdatedPages[]): void;
  /** Resolves when everything announced so far has been purged here and sent (tests). */
  idle(): Promise<void>;
  close(): void;
}

/**
 * Merges targets: a storefront purged whole takes its paths with it, and one with more than `maxPaths` distinct paths is
 * purged whole (a purge storm costs a few storefront purges, not thousands of path purges).
 */
export function mergeTargets(targets: readonly PagesToPurge[], maxPaths: number): PagesToPurge[] {
  const paths = new Map<string, Set<string> | 'whole'>();
  for (const { storefront, path } of targets) {
    const held = paths.get(storefront) ?? new Set<string>();
    if (held === 'whole') continue;
    if (path === undefined) paths.set(storefront, 'whole');
    else paths.set(storefront, held.add(path).size > maxPaths ? 'whole' : held);
  }
  return [...paths].flatMap(([storefront, held]) =>
    held === 'whole' ? [{ storefront }] : [...held].map((path) => ({ storefront, path })),
  );
}

/**
 * The publish path of every instance: the instance that receives the webhook merges what it dates over a short window,
 * purges its own caches, tells every other instance on the `content-purge` channel (each learns the new content version
 * at once, then drops the pages and content answers), and bans the HTTP caches in front. Purging twice is purging once,
 * so a replayed webhook costs renders, never a wrong page.
 */
export function createContentPurge(options: ContentPurgeOptions): ContentPurge {
  const windowMs = options.windowMs ?? PURGE_DEFAULTS.windowMs;
  const maxPaths = options.maxPathsPerStorefront ?? PURGE_DEFAULTS.maxPathsPerStorefront;
  const versionWaitMs = options.versionWaitMs ?? PURGE_DEFAULTS.versionWaitMs;
  const banRepeatMs = options.banRepeatMs ?? PURGE_DEFAULTS.banRepeatMs;
  const { logger } = options;
  /** Messages this instance sent: it purged before sending and skips them when they come back. */
  const sent = new Set<string>();
  const timers = new Set<ReturnType<typeof setTimeout>>();
  let pending: PagesToPurge[] = [];
  let window: Promise<void> | undefined;
  let closed = false;

  const later = (ms: number, run: () => void) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      run();
    }, ms);
    timers.add(timer);
  };

  /**
   * This instance's part: the new content version first, so that what renders after the purge is the new content. The
   * pages and answers the purge leaves are carried over to that version: the webhook named what the publish changed,
   * so a publish costs the renders and content calls of its own pages, not of the whole shop.
   */
  const apply = async (message: PurgeMessage) => {
    const before = options.pageCache?.contentVersion() ?? null;
    if (options.pageCache) {
      let waited: ReturnType<typeof setTimeout> | undefined;
      await Promise.race([
        options.pageCache.learnContentVersion(),
        new Promise<void>((done) => {
          waited = setTimeout(done, versionWaitMs);
        }),
      ]);
      clearTimeout(waited);
    }
    const pages = options.pageCache?.purge(pageKeysOf(message.targets)) ?? 0;
    const answers = options.answerCache?.purge(contentAnswersOf(message.targets)) ?? 0;
    const after = options.pageCache?.contentVersion() ?? null;
    if (before !== null && after !== null && after !== before) {
      options.pageCache?.carryOver(before, after);
      options.answerCache?.carryOver(before, after);
    }
    logger.info('content purged', { id: message.id, targets: message.targets.length, pages, answers });
  };

  const flush = async () => {
    const message: PurgeMessage = { id: randomUUID(), targets: mergeTargets(pending, maxPaths) };
    pending = [];
    sent.add(message.id);
    await apply(message);
    await options.broadcast.publish(CONTENT_PURGE_CHANNEL, JSON.stringify(message));
    const ban = () => void banHttpCaches(options.httpCaches, message.targets, logger);
    if (options.httpCaches.length > 0) {
      ban();
      later(banRepeatMs, ban);
    }
  };

  const stopListening = options.broadcast.subscribe(CONTENT_PURGE_CHANNEL, (raw) => {
    const message = parseMessage(raw);
    if (!message) {
      logger.warn('content purge message refused', { length: raw.length });
      return;
    }
    if (sent.delete(message.id)) return;
    apply(message).catch((error: unknown) => logger.error('content purge failed', { error }));
  });

  return {
    announce(targets) {
      if (closed || targets.length === 0) return;
      pending.push(...targets);
      // A storm stays bounded between windows too: what is pending is merged as it grows.
      if (pending.length > maxPaths * STOREFRONT_CODES.length) pending = mergeTargets(pending, maxPaths);
      window ??= new Promise<void>((done) =>
        later(windowMs, () => {
          window = undefined;
          flush()
            .catch((error: unknown) => logger.error('content purge failed', { error }))
            .finally(done);
        }),
      );
    },
    idle: async () => {
      while (window) await window;
    },
    close() {
      closed = true;
      stopListening();
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    },
  };
}

function parseMessage(raw: string): PurgeMessage | undefined {
  try {
    const parsed = PurgeMessageSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
