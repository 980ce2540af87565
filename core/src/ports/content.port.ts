import type { ResultAsync } from 'neverthrow';
import type { Category } from '../catalog/category.schema.js';
import type { Footer, Navigation, TopBanner } from '../content/blocks.schema.js';
import type { ContentPage } from '../content/content-page.schema.js';
import type { SpeechBubbleContent } from '../content/normalize-chrome.js';
import type { CheckoutBanner, ErrorPageContent, FreeShipping, NewsletterContent, SizeGuides } from '../content/shared.schema.js';
import type { DomainError, ErrorCode } from '../errors.js';
import type { ContentLocale, Language, StorefrontCode } from '../markets/codes.js';
import { BACKEND_FAILURE_CODES } from './backend-failures.js';

export interface ContentScope {
  storefront: StorefrontCode;
  /** The storefront's content locale (nl and be share `default`, so it cannot pick the language). */
  locale: ContentLocale;
  /** The market language: sent as the content API's `language` and the datasource `dimension` (English is the default). */
  language: Language;
  version?: 'draft' | 'published';
  /** The content system's release key. */
  release?: string;
}

export const PAGE_ERROR_CODES = ['NOT_FOUND', ...BACKEND_FAILURE_CODES] as const satisfies readonly ErrorCode[];
export type PageError = DomainError<(typeof PAGE_ERROR_CODES)[number]>;

/**
 * Pages, navigation, translations and settings from the headless content system.
 * Page and setting fetches reject; translations, the shared folder and categories fall back to bundled defaults and never
 * fail. A fallback is marked with `asFallback` (fallback.ts), so a page made with it is served but not kept.
 */
export interface ContentPort {
  /** A page by slug with the storefront code as prefix and `_default` as fallback. */
  findPage(slug: string, scope: ContentScope): ResultAsync<ContentPage, PageError>;
  /** The pages under a folder (siblings), e.g. the FAQ sections or blog posts. */
  listPages(folder: string, scope: ContentScope): ResultAsync<ContentPage[], PageError>;
  loadTranslations(scope: ContentScope): ResultAsync<Record<string, string>, never>;
  /** The settings pages of the shared folder (navigation, footer, newsletter, …); bundled defaults when unreachable. */
  loadSharedContent(scope: ContentScope): ResultAsync<ContentPage[], never>;
  listCategories(scope: ContentScope): ResultAsync<Category[], never>;
  /*
   * The settings of the shared folder, each read as a page (the storefront's story, else `_default`'s) and parsed at the
   * edge: NOT_FOUND when the content has none, UPSTREAM_CONTRACT (logged as 'Error while normalizing …') when its story
   * is of another shape, the page errors when the service fails. No bundled fallback: the shop goes without the part.
   */
  findNavigation(scope: ContentScope): ResultAsync<Navigation, PageError>;
  findFooter(scope: ContentScope): ResultAsync<Footer, PageError>;
  findTopBanner(scope: ContentScope): ResultAsync<TopBanner, PageError>;
  findFreeShipping(scope: ContentScope): ResultAsync<FreeShipping, PageError>;
  findNewsletter(scope: ContentScope): ResultAsync<NewsletterContent, PageError>;
  findSizeGuides(scope: ContentScope): ResultAsync<SizeGuides, PageError>;
  findCheckoutBanner(scope: ContentScope): ResultAsync<CheckoutBanner, PageError>;
  findSpeechBubble(scope: ContentScope): ResultAsync<SpeechBubbleContent, PageError>;
  findErrorPage(scope: ContentScope): ResultAsync<ErrorPageContent, PageError>;
  /**
   * The published content's version (Storyblok's `cv`): a positive integer that grows when content is published, asked of
   * the service each time (never from a cache), so a page cache can tell when to drop its pages. Pages read after it
   * answers are of that version or newer. An error when the service cannot say: the caller keeps what it has.
   */
  contentVersion(): ResultAsync<number, PageError>;
}
