import type { ResultAsync } from 'neverthrow';
import type { Category } from '../catalog/category.schema.js';
import type { ContentPage } from '../content/content-page.schema.js';
import type { DomainError } from '../errors.js';
import type { ContentLocale, Language, StorefrontCode } from '../markets/codes.js';

export interface ContentScope {
  storefront: StorefrontCode;
  /** spec §3: the storefront's content locale (nl and be share `default`, so it cannot pick the language). */
  locale: ContentLocale;
  /** The market language: sent as the content API's `language` and the datasource `dimension` (English is the default). */
  language: Language;
  version?: 'draft' | 'published';
  /** spec §2: the content system's release key. */
  release?: string;
}

export type PageError = DomainError<'NOT_FOUND' | 'RATE_LIMITED' | 'UPSTREAM_UNAVAILABLE' | 'UPSTREAM_CONTRACT'>;

/**
 * Pages, navigation, translations and settings from the headless content system (spec §1, §7).
 * Page fetches reject; everything else falls back to bundled defaults and never fails (spec §7). A fallback is marked
 * with `asFallback` (fallback.ts), so a page made with it is served but not kept.
 */
export interface ContentPort {
  /** A page by slug with the storefront code as prefix and `_default` as fallback (spec §2). */
  findPage(slug: string, scope: ContentScope): ResultAsync<ContentPage, PageError>;
  /** The pages under a folder (siblings), e.g. the FAQ sections or blog posts. */
  listPages(folder: string, scope: ContentScope): ResultAsync<ContentPage[], PageError>;
  loadTranslations(scope: ContentScope): ResultAsync<Record<string, string>, never>;
  loadConstants(scope: ContentScope): ResultAsync<Record<string, string>, never>;
  /** The settings pages of the shared folder (navigation, footer, newsletter, …); bundled defaults when unreachable. */
  loadSharedContent(scope: ContentScope): ResultAsync<ContentPage[], never>;
  listCategories(scope: ContentScope): ResultAsync<Category[], never>;
  /**
   * The published content's version (Storyblok's `cv`): a positive integer that grows when content is published, asked of
   * the service each time (never from a cache), so a page cache can tell when to drop its pages. Pages read after it
   * answers are of that version or newer. An error when the service cannot say: the caller keeps what it has.
   */
  contentVersion(): ResultAsync<number, PageError>;
}
