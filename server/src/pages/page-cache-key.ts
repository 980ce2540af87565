/** Query keys that only tell analytics where a visit came from: they never change a page, so they never split the cache. */
const TRACKING = /^(utm_\w+|gclid|gbraid|wbraid|dclid|fbclid|msclkid|mc_cid|mc_eid|_ga|_gl)$/i;

/**
 * The URL a cacheable page is rendered from: tracking parameters dropped, the rest sorted (`?b=2&a=1` and `?a=1&b=2` are one
 * page), no trailing slash. Rendering from this URL rather than the request's keeps the key and the page in step.
 */
export function normalisedPageUrl(url: URL): URL {
  const normalised = new URL(url.pathname.length > 1 ? url.pathname.replace(/\/+$/, '') : url.pathname, url.origin);
  const params = [...url.searchParams].filter(([key]) => !TRACKING.test(key));
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
