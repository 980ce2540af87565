import type { Category } from '@sockshop/core/catalog';
import {
  type ContentPage,
  DEFAULT_TRANSLATIONS,
  DEFAULT_US_TRANSLATIONS,
  parseSharedSetting,
  type SharedSettingName,
  type SharedSettings,
  sharedSettingSlug,
} from '@sockshop/core/content';
import { domainError, MESSAGES } from '@sockshop/core/errors';
import { asFallback, type ContentPort, type ContentScope, type Logger, type PageError } from '@sockshop/core/ports';
import { errAsync, okAsync, ResultAsync } from 'neverthrow';
import StoryblokClient, { type ISbResult, type ISbStoriesParams } from 'storyblok-js-client';
import { DEFAULT_CATEGORIES, DEFAULT_SHARED_CONTENT } from './defaults/shared.js';
import { toPageError } from './storyblok.errors.js';
import { parseCategories, parseEntries, storiesOf, toPages, versionOf } from './storyblok.parse.js';

export interface StoryblokContentOptions {
  /** The delivery API base ending in /v2, e.g. http://127.0.0.1:PORT/v2 or https://api.storyblok.com/v2. */
  endpoint: string;
  accessToken: string;
  /**
   * The space's preview token: scopes with `version: 'draft'` (a verified visual-editor request) are read with it,
   * never from a cache. Without it a draft scope is read with the public token, which the content service refuses.
   */
  previewToken?: string;
  /** Requests per second (5). */
  rateLimit?: number;
  logger: Logger;
  timeoutSeconds?: number;
  /**
   * The client's memory cache for published content. It is module-level and keyed by token and query,
   * so two adapters with the same token share it: tests give each adapter its own token or turn it off.
   */
  cache?: boolean;
  /** The fetch the calls go through (the server's composition root hands in one that measures them). */
  fetch?: typeof globalThis.fetch;
}

/** Storyblok folders: everything under `_default/`, a storefront folder only for its overrides. */
const DEFAULT_PREFIX = '_default';
const STORIES_PAGE = 100; // shared-content and category page size
const ENTRIES_PAGE = 1000; // translations page size
const MAX_PAGES = 50;

/** The US storefront speaks American English (ZIP code, color), the other English storefronts British. */
const isUsEnglish = (scope: ContentScope) => scope.language === 'en' && scope.storefront === 'us';

/**
 * The datasource dimension of a scope: its language, `en-us` for American English; none for British English, the
 * default. Entries the dimension lacks answer the default value.
 */
const dimensionParam = (scope: ContentScope): { dimension?: string } =>
  scope.language !== 'en' ? { dimension: scope.language } : isUsEnglish(scope) ? { dimension: 'en-us' } : {};

const clean = (slug: string) => slug.trim().replace(/^\/+|\/+$/g, '');
/** The part after the storefront folder: `us/faq/returns` → `faq/returns`. */
const withoutPrefix = (fullSlug: string) => fullSlug.slice(fullSlug.indexOf('/') + 1);

export function createStoryblokContent(options: StoryblokContentOptions): ContentPort {
  const { logger } = options;
  const clientFor = (accessToken: string, cache: boolean) =>
    new StoryblokClient({
      accessToken,
      endpoint: options.endpoint.replace(/\/+$/, ''),
      rateLimit: options.rateLimit ?? 5,
      maxRetries: 10, // 429 retried after 0.3 s up to 10 times
      retriesDelay: 300,
      timeout: options.timeoutSeconds ?? 10,
      cache: cache ? { type: 'memory', clear: 'auto' } : { type: 'none' },
      ...(options.fetch ? { fetch: options.fetch } : {}),
    });
  const client = clientFor(options.accessToken, options.cache !== false);
  // Drafts change with every save in the editor: never cached, read with the preview token (Storyblok's rule).
  let draftClient: StoryblokClient | undefined;
  const clientOf = (params: ISbStoriesParams) => {
    if (params.version !== 'draft' || !options.previewToken) return client;
    draftClient ??= clientFor(options.previewToken, false);
    return draftClient;
  };

  const get = (path: string, params: ISbStoriesParams): ResultAsync<ISbResult, PageError> =>
    ResultAsync.fromPromise(clientOf(params).get(path, { ...params }), toPageError);

  /** The sandbox keeps texts in en (the space's default language), de, nl and fr. */
  const scopeParams = (scope: ContentScope): ISbStoriesParams => ({
    version: scope.version ?? 'published',
    ...(scope.language === 'en' ? {} : { language: scope.language }),
    ...(scope.release ? { from_release: scope.release } : {}),
  });

  /** Pages of `perPage` while full. */
  const pages = <T>(fetchPage: (page: number) => ResultAsync<T[], PageError>, perPage: number): ResultAsync<T[], PageError> => {
    const loop = (page: number, acc: T[]): ResultAsync<T[], PageError> =>
      fetchPage(page).andThen((items) => {
        const all = [...acc, ...items];
        return items.length < perPage || page >= MAX_PAGES ? okAsync(all) : loop(page + 1, all);
      });
    return loop(1, []);
  };

  const storyPages = (params: ISbStoriesParams) =>
    pages((page) => get('cdn/stories', { ...params, per_page: STORIES_PAGE, page }).andThen((res) => storiesOf(res.data)), STORIES_PAGE);

  /** The pages under `folder` for the storefront and `_default`, the storefront's winning per slug. */
  const folderPages = (folder: string, scope: ContentScope): ResultAsync<ContentPage[], PageError> => {
    const path = clean(folder);
    if (!path || /[*,]/.test(path)) return okAsync([]);
    return storyPages({ ...scopeParams(scope), by_slugs: `${scope.storefront}/${path}/*,${DEFAULT_PREFIX}/${path}/*` })
      .andThen(toPages)
      .map((found) => {
        const bySlug = new Map<string, ContentPage>();
        for (const page of found) {
          const key = withoutPrefix(page.full_slug);
          if (!bySlug.has(key) || page.full_slug.startsWith(`${scope.storefront}/`)) bySlug.set(key, page);
        }
        return [...bySlug.values()];
      });
  };

  const datasource = (name: string, scope: ContentScope) =>
    pages(
      (page) =>
        get('cdn/datasource_entries', {
          datasource: name,
          ...dimensionParam(scope),
          per_page: ENTRIES_PAGE,
          page,
        }).andThen((res) => parseEntries(res.data).map((entries) => Object.entries(entries))),
      ENTRIES_PAGE,
    ).map((entries) => Object.fromEntries(entries));

  /** Translations fall back to bundled defaults, logged; fetched values win over defaults. */
  const withDefaults = (name: string, message: string, defaults: Readonly<Record<string, string>>, scope: ContentScope) =>
    ResultAsync.fromSafePromise(
      datasource(name, scope).match(
        (values) => {
          if (Object.keys(values).length === 0) logger.error(message, { reason: 'empty datasource', datasource: name });
          return { ...defaults, ...values };
        },
        (error) => {
          logger.error(message, { code: error.code, reason: error.message, datasource: name });
          return asFallback({ ...defaults });
        },
      ),
    );

  /**
   * A newer version moves the client to it: stories are then asked with the new `cv` (a CDN holds older ones) and the
   * memory cache, whose keys carry the old `cv`, is emptied, so what the caller renders next is the new version.
   */
  const moveTo = (version: number): ResultAsync<number, never> => {
    const known = client.cacheVersion() ?? 0;
    if (version <= known) return okAsync(version);
    return ResultAsync.fromSafePromise(
      (known > 0 ? client.flushCache() : Promise.resolve(client)).then(() => {
        client.setCacheVersion(version);
        return version;
      }),
    );
  };

  const findPage = (slug: string, scope: ContentScope): ResultAsync<ContentPage, PageError> => {
    const path = clean(slug);
    if (!path || /[*,]/.test(path)) return errAsync(domainError('NOT_FOUND', MESSAGES.storyNotFound));
    const own = `${scope.storefront}/${path}`;
    const fallback = `${DEFAULT_PREFIX}/${path}`;
    // One request for both: the storefront's story wins, `_default` is the fallback.
    return get('cdn/stories', { ...scopeParams(scope), by_slugs: `${own},${fallback}`, per_page: 2 })
      .andThen((res) => storiesOf(res.data))
      .andThen(toPages)
      .andThen((found) => {
        const page = found.find((p) => p.full_slug === own) ?? found.find((p) => p.full_slug === fallback);
        return page ? okAsync(page) : errAsync(domainError('NOT_FOUND', MESSAGES.storyNotFound));
      });
  };

  /** A shared setting: its story found as any page, then parsed by core's schema before it travels inward. */
  const setting =
    <K extends SharedSettingName>(name: K) =>
    (scope: ContentScope): ResultAsync<SharedSettings[K], PageError> =>
      findPage(sharedSettingSlug(name), scope).andThen((page) => parseSharedSetting(name, page.content, logger));

  return {
    // `cdn/spaces/me` is the one CDN path storyblok-js-client never answers from its memory cache (it still goes through
    // the client's rate limit and 429 retries), so each call asks the service.
    contentVersion: () =>
      get('cdn/spaces/me', {})
        .andThen((res) => versionOf(res.data))
        .andThen(moveTo),

    findPage,

    listPages: folderPages,

    loadTranslations: (scope) =>
      withDefaults(
        'translations',
        MESSAGES.translationsUnavailable,
        isUsEnglish(scope) ? DEFAULT_US_TRANSLATIONS : DEFAULT_TRANSLATIONS,
        scope,
      ),

    loadSharedContent(scope) {
      return ResultAsync.fromSafePromise(
        folderPages('shared', scope).match(
          (shared) => {
            if (shared.length > 0) return shared;
            logger.error(MESSAGES.noSharedContent, { reason: 'empty folder' });
            return [...DEFAULT_SHARED_CONTENT];
          },
          (error) => {
            logger.error(MESSAGES.noSharedContent, { code: error.code, reason: error.message });
            return asFallback([...DEFAULT_SHARED_CONTENT]);
          },
        ),
      );
    },

    findNavigation: setting('navigation'),
    findFooter: setting('footer'),
    findTopBanner: setting('topBanner'),
    findFreeShipping: setting('freeShipping'),
    findNewsletter: setting('newsletter'),
    findSizeGuides: setting('sizeGuides'),
    findCheckoutBanner: setting('checkoutBanner'),
    findSpeechBubble: setting('speechBubble'),
    findErrorPage: setting('errorPage'),

    listCategories(scope) {
      return ResultAsync.fromSafePromise(
        storyPages({ ...scopeParams(scope), starts_with: `${DEFAULT_PREFIX}/categories/` }).match(
          (raw): Category[] => {
            const categories = parseCategories(raw, logger);
            if (categories.length > 0) return categories;
            logger.error(MESSAGES.noCategories, { reason: 'no valid category' });
            return [...DEFAULT_CATEGORIES];
          },
          (error) => {
            logger.error(MESSAGES.noCategories, { code: error.code, reason: error.message });
            return asFallback([...DEFAULT_CATEGORIES]);
          },
        ),
      );
    },
  };
}
