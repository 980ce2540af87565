import type { AppEnv } from '@sockshop/core/markets';
import type { MiddlewareHandler } from 'hono';
import type { ShopEnv } from '../request-context.js';
import { respondWithPage } from './page-answer.js';
import type { PageCache } from './page-cache.js';
import { normalisedPageUrl, pageCacheKey } from './page-cache-key.js';
import { isCacheablePage } from './page-policy.js';
import type { PageObserver, RenderPage } from './render.js';

/**
 * Pages that are the same for every shopper of a market come from the page cache: fresh, stale while one render
 * refreshes them, or rendered once for all who ask. Such a page is rendered from the normalised URL with no cookie but
 * the market's, so nothing personal can enter it. Every other request goes on to be rendered for itself.
 */
export function pageCaching(cache: PageCache, render: RenderPage, env: AppEnv, observe?: PageObserver): MiddlewareHandler<ShopEnv> {
  return async (c, next) => {
    const { url, marketCookie, market, preview } = c.get('page');
    const method = c.req.method;
    if (preview || (method !== 'GET' && method !== 'HEAD') || !isCacheablePage(url.pathname, url.searchParams, env)) return next();
    const request = new Request(normalisedPageUrl(url), {
      headers: marketCookie ? { cookie: `marketV2=${encodeURIComponent(marketCookie)}` } : {},
    });
    const context = { requestId: c.get('requestId'), market, preview: null };
    const served = await cache.serve(pageCacheKey(url, market?.countryCode ?? null), () => render(request, context, true));
    observe?.served(served.state, 'app');
    return respondWithPage(c, served);
  };
}
