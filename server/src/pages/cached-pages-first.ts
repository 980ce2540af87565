import { randomUUID } from 'node:crypto';
import type { AppEnv } from '@sockshop/core/markets';
import type { MiddlewareHandler } from 'hono';
import { parse } from 'hono/utils/cookie';
import { marketOfRequest, requestHeader, type ShopEnv } from '../request-context.js';
import { bytesOf, pageAnswer } from './page-answer.js';
import type { PageCache } from './page-cache.js';
import { pageCacheKey } from './page-cache-key.js';
import { isCacheablePage } from './page-policy.js';
import type { PageObserver } from './render.js';

/** The request id a client may send (the same rule as the request-context middleware), else a new one. */
const SANE_REQUEST_ID = /^[\w\-=]{1,64}$/;

/**
 * Fresh cached pages, answered ahead of the rest of the app. A hit is the commonest request of the shop and needs
 * nothing of the pipeline but the headers every answer carries, `securityHeaders` and a request id, which it sets itself:
 * through the request context, compression and the page middleware it cost several times a static file
 * (npm run bench -- server). Anything else (a miss, a stale page, another path) goes on to be rendered, refreshed and
 * stored by the page cache's middleware (page-caching.ts).
 */
export function cachedPagesFirst(
  cache: PageCache,
  env: AppEnv,
  securityHeaders: Readonly<Record<string, string>>,
  observe?: PageObserver,
): MiddlewareHandler<ShopEnv> {
  return (c, next) => {
    const method = c.req.method;
    if (method !== 'GET' && method !== 'HEAD') return next();
    const url = new URL(c.req.url);
    if (!isCacheablePage(url.pathname, url.searchParams, env)) return next();
    const cookie = requestHeader(c, 'cookie');
    const market = marketOfRequest(url.pathname, cookie ? parse(cookie, 'marketV2').marketV2 : undefined, env);
    const page = cache.fresh(pageCacheKey(url, market?.countryCode ?? null));
    if (!page) return next();
    observe?.served('hit', 'fast');
    const answer = pageAnswer(
      { page, state: 'hit' },
      { method, ifNoneMatch: requestHeader(c, 'if-none-match'), acceptEncoding: requestHeader(c, 'accept-encoding') },
      securityHeaders,
    );
    const sent = requestHeader(c, 'x-request-id');
    answer.headers['x-request-id'] = sent !== undefined && SANE_REQUEST_ID.test(sent) ? sent : randomUUID();
    return Promise.resolve(new Response(answer.body ? bytesOf(answer.body) : null, { status: answer.status, headers: answer.headers }));
  };
}
