import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AppEnv } from '@sockshop/core/markets';
import { parse } from 'hono/utils/cookie';
import { marketOfRequest } from '../request-context.js';
import type { PageCache } from './page-cache.js';
import { pageCacheKey } from './page-cache-key.js';
import { isCacheablePage } from './page-policy.js';
import { type PageObserver, pageAnswer } from './page-route.js';

type Listener = (req: IncomingMessage, res: ServerResponse) => void;

/** The request id a client may send (the same rule as the app's request-context middleware), else a new one. */
const SANE_REQUEST_ID = /^[\w\-=]{1,64}$/;

/**
 * `listener` with fresh cached pages answered before it, straight on node:http. A hit is the commonest request of the
 * shop and needs nothing of the app's pipeline but its headers: going through Hono's Request and Response objects cost
 * it about four times a static file (npm run bench -- server). Anything else (a miss, a stale page, another path)
 * reaches the app untouched, which renders, refreshes and stores as before. `securityHeaders` are the app's own
 * (read from its answer at start, as static-files.ts does), so the two paths cannot drift apart.
 */
export function serveCachedPagesFirst(
  cache: PageCache,
  env: AppEnv,
  securityHeaders: Record<string, string>,
  listener: Listener,
  observe?: PageObserver,
): Listener {
  const always = Object.entries(securityHeaders);
  return (req, res) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !req.url) return listener(req, res);
    const url = new URL(req.url, 'http://shop');
    if (!isCacheablePage(url.pathname, url.searchParams, env)) return listener(req, res);
    const marketCookie = req.headers.cookie ? parse(req.headers.cookie, 'marketV2').marketV2 : undefined;
    const market = marketOfRequest(url.pathname, marketCookie, env);
    const page = cache.fresh(pageCacheKey(url, market?.countryCode ?? null));
    if (!page) return listener(req, res);
    observe?.served('hit', 'fast');
    const answer = pageAnswer(
      { page, state: 'hit' },
      { method: req.method, ifNoneMatch: req.headers['if-none-match'], acceptEncoding: req.headers['accept-encoding'] },
    );
    const sent = req.headers['x-request-id'];
    const requestId = typeof sent === 'string' && SANE_REQUEST_ID.test(sent) ? sent : randomUUID();
    res.writeHead(answer.status, [...always, ...answer.headers, ['x-request-id', requestId]].flat());
    res.end(answer.body ?? undefined);
  };
}
