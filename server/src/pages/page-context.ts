import type { AppEnv, Market } from '@sockshop/core/markets';
import type { MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { marketOfRequest, type ShopEnv } from '../request-context.js';
import { type PreviewContext, type PreviewSettings, previewOf } from './preview-request.js';

/** What a page request is, decided once before the page cache and the render look at it. */
export interface PageContext {
  url: URL;
  /** The `marketV2` cookie: the only one a shared render may see. */
  marketCookie: string | undefined;
  /** From the storefront of the path and the cookie; null off a storefront. */
  market: Market | null;
  /** A verified visual-editor request (drafts); null for everyone else. */
  preview: PreviewContext | null;
}

/** Resolves the page request once (`c.get('page')`), for the page cache and the render to read rather than rebuild. */
export function pageContext(env: AppEnv, preview: PreviewSettings | undefined): MiddlewareHandler<ShopEnv> {
  return async (c, next) => {
    const url = new URL(c.req.url);
    const marketCookie = getCookie(c, 'marketV2');
    c.set('page', { url, marketCookie, market: marketOfRequest(url.pathname, marketCookie, env), preview: await previewOf(url, preview) });
    await next();
  };
}
