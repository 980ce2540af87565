import { PRICE_PARAMS, parseSort } from '@sockshop/core/catalog';
import { DEFAULT_STOREFRONT, DEFAULT_STOREFRONT_PLACEHOLDER } from '@sockshop/core/markets';
import { NEWSLETTER_OUTCOMES } from '../api/newsletter.js';

/**
 * The query a cacheable page reads, by key; any other key never reaches the render nor the cache key, so junk parameters
 * (`?x=1`, `?x=2`, …) are one page, not one entry each that evicts the pages shoppers ask for. A value test, where
 * the route knows every value, keeps `?sort=junk1`, `?sort=junk2` from doing the same. A key the ui starts reading must be
 * added here: `page-cache-key.test.ts` reads the ui's sources for `searchParams.get('…')` and fails on one it misses.
 */
const STOREFRONT_PAGE_QUERY: Record<string, (value: string) => boolean> = {
  // Listings (category and search pages): filters, sort and price range; the search term.
  term: () => true,
  color: () => true,
  material: () => true,
  size: () => true,
  badges: () => true,
  [PRICE_PARAMS.min]: () => true,
  [PRICE_PARAMS.max]: () => true,
  sort: (value) => parseSort(value).isOk(),
  // The footer's sign-up without JavaScript comes back with its outcome (ui/src/newsletter/footer-newsletter.server.tsx).
  newsletter: (value) => (NEWSLETTER_OUTCOMES as readonly string[]).includes(value),
  // The content system's release key.
  _storyblok_release: () => true,
  // React Router's client navigations name the routes whose data they want.
  _routes: () => true,
};
/** The storefront chooser's return path (the footer's switcher without JavaScript). */
const CHOOSER_QUERY: Record<string, (value: string) => boolean> = { return: () => true, _routes: () => true };

/**
 * The URL a cacheable page is rendered from: only the query keys the page reads (tracking parameters, a cart's `items` that
 * the browser reads itself, and junk dropped), sorted (`?b=2&a=1` and `?a=1&b=2` are one page), no trailing slash.
 * Rendering from this URL rather than the request's keeps the key and the page in step.
 */
export function normalisedPageUrl(url: URL): URL {
  const normalised = new URL(url.pathname.length > 1 ? url.pathname.replace(/\/+$/, '') : url.pathname, url.origin);
  const read = url.pathname === '/' || url.pathname === '/_root.data' ? CHOOSER_QUERY : STOREFRONT_PAGE_QUERY;
  const params = [...url.searchParams].filter(([key, value]) => Object.hasOwn(read, key) && read[key]?.(value));
  params.sort(([a, x], [b, y]) => (a === b ? (x < y ? -1 : x > y ? 1 : 0) : a < b ? -1 : 1));
  for (const [key, value] of params) normalised.searchParams.append(key, value);
  return normalised;
}

/**
 * A page's cache key: the market (country of the marketV2 cookie, which sets currency and banner on multi-country
 * storefronts), then the normalised path and query. The path's first segment is the storefront, which fixes the language.
 * Experiment variants are not part of it: both variants ship in the page and the browser shows one (docs/decisions.md).
 */
export function pageCacheKey(url: URL, market: string | null): string {
  const normalised = normalisedPageUrl(url);
  return `${market ?? '-'} ${normalised.pathname}${normalised.search}`;
}

/** A storefront whose pages are out of date, all of them or the one at `path` (with every query of it). */
export interface PagesToPurge {
  storefront: string;
  path?: string;
}

/**
 * Picks the page-cache keys (pageCacheKey) of `targets`: a key's path names its storefront in the first segment (the
 * `_default` placeholder is the default storefront), and React Router's `/de/about-us.data` is the page `/de/about-us`.
 */
export function pageKeysOf(targets: readonly PagesToPurge[]): (key: string) => boolean {
  const whole = new Set(targets.filter((t) => t.path === undefined).map((t) => t.storefront));
  const paths = new Set(targets.flatMap((t) => (t.path === undefined || whole.has(t.storefront) ? [] : [t.path])));
  return (key) => {
    const path = pagePathOfKey(key);
    const first = path.split('/')[1] ?? '';
    const storefront = first === DEFAULT_STOREFRONT_PLACEHOLDER ? DEFAULT_STOREFRONT : first;
    if (whole.has(storefront)) return true;
    return paths.has(first === storefront ? path : `/${storefront}${path.slice(first.length + 1)}`);
  };
}

/** The page path of a key, without its query and without React Router's `.data` ending. */
function pagePathOfKey(key: string): string {
  const url = key.slice(key.indexOf(' ') + 1);
  const query = url.indexOf('?');
  const path = query === -1 ? url : url.slice(0, query);
  return path.endsWith('.data') ? path.slice(0, -'.data'.length) : path;
}
