import { type AppEnv, findStorefront, resolveStorefrontCode } from '@sockshop/core/markets';

/**
 * Pages a shopper sees without a cart action are the same for every shopper, so shared caches may keep them
 * for a minute and serve them stale for ten while they refetch (docs/operations.md, "Caching").
 */
export const SHARED_PAGE_POLICY = 'public, max-age=0, s-maxage=60, stale-while-revalidate=600';
/** Cart, checkout and every answer that is not a good page: the browser asks again each time, no shared cache keeps it. */
export const PRIVATE_PAGE_POLICY = 'private, no-cache';

/** A draft preview is one editor's view of unpublished content: no cache anywhere keeps it. */
export const PREVIEW_PAGE_POLICY = 'no-store';

/** Paths whose pages hold per-shopper state or must never be cached (draft preview, diagnostics). */
const UNCACHED_SECTIONS = new Set(['checkout', 'diagnostics', 'editor']);

/** Whether a GET of this path renders a page that is the same for every shopper of one market. */
export function isCacheablePage(pathname: string, search: URLSearchParams, env: AppEnv): boolean {
  if (search.has('_storyblok')) return false; // the visual editor's draft view is never cached
  if (pathname === '/' || pathname === '/_root.data') return true; // the storefront chooser
  const [, storefront = '', section = ''] = pathname.split('/');
  if (!resolveStorefrontCode(storefront.replace(/\.data$/, ''), env)) return false;
  return !UNCACHED_SECTIONS.has(section.replace(/\.data$/, ''));
}

/**
 * The Cache-Control of a good cacheable page. A storefront with several countries (eu, gl) renders prices and banner by the
 * marketV2 cookie: the in-process cache keys on it, but a shared cache that does not cannot be trusted with the page, and
 * `Vary: Cookie` would make it useless; so those pages stay private outside the process.
 */
export function pagePolicy(pathname: string, env: AppEnv): string {
  const code = resolveStorefrontCode(pathname.split('/')[1]?.replace(/\.data$/, ''), env);
  const storefront = code ? findStorefront(code, env) : null;
  return storefront && storefront.markets.length > 1 ? PRIVATE_PAGE_POLICY : SHARED_PAGE_POLICY;
}
