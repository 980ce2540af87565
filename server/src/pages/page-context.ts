import type { AppEnv } from '@sockshop/core/markets';
import type { MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { marketOfRequest, type ShopEnv } from '../request-context.js';
import { type PreviewSettings, previewOf } from './preview-request.js';

/** What a page request is, decided once before the page cache and the render look at it. */
/** Resolves the page request once (`c.get('page')`), for the page cache and the render to read rather than rebuild. */
export function pageContext(env: AppEnv, preview: PreviewSettings | undefined): MiddlewareHandler<ShopEnv> {
  return async (c, next) => {
    const url = new URL(c.req.url);
    const marketCookie = getCookie(c, 'marketV2');
    c.set('page', { url, marketCookie, market: marketOfRequest(url.pathname, marketCookie, env), preview: await previewOf(url, preview) });
    await next();
  };
}
