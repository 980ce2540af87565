import type { HttpBindings } from '@hono/node-server';
import { getConnInfo } from '@hono/node-server/conninfo';
import { type AppEnv, type Market, resolveMarket, resolveStorefrontCode } from '@sockshop/core/markets';
import type { Context, MiddlewareHandler } from 'hono';
import { requestId } from 'hono/request-id';
import { clientKeyOf } from './client-key.js';
import type { ShopLogger } from './logging/logger.js';
import type { PreviewContext } from './pages/preview-request.js';

/** The page request as resolved once by pageContext (pages/page-context.ts), for the page cache and the render. */
export interface PageContext {
  url: URL;
  /** The `marketV2` cookie: the only one a shared render may see. */
  marketCookie: string | undefined;
  /** From the storefront of the path and the cookie; null off a storefront. */
  market: Market | null;
  /** A verified visual-editor request (drafts); null for everyone else. */
  preview: PreviewContext | null;
}

/**
 * What every request of the shop carries: its id (X-Request-Id, echoed back) and a logger that writes it on each line;
 * a page request also its market and preview, resolved once (pages/page-context.ts).
 */
export interface ShopEnv {
  Variables: { requestId: string; log: ShopLogger; page: PageContext };
}

/**
 * A request header as node:http parsed it, when the app runs there (Hono's `app.request` in tests has no node request):
 * the answers given first (static files, cached pages) read two or three headers, and the Fetch API's Headers built for
 * that would cost them more than the rest of their work.
 */
export function requestHeader(c: Context, name: string): string | undefined {
  const incoming = (c.env as Partial<HttpBindings> | undefined)?.incoming;
  if (!incoming) return c.req.header(name);
  const value = incoming.headers[name];
  return Array.isArray(value) ? value.join(', ') : value;
}

/** Sets the request id (the caller's when it sends a sane one) and the request's own logger. */
export function requestContext(logger: ShopLogger, generator?: () => string): MiddlewareHandler<ShopEnv> {
  const ids = requestId({ limitLength: 64, ...(generator ? { generator } : {}) });
  return (c, next) =>
    ids(c, async () => {
      c.set('log', logger.child({ requestId: c.get('requestId') }));
      await next();
      // A Response a handler built itself (React Router's) did not get the header set before it.
      if (!c.res.headers.has('x-request-id')) c.res.headers.set('x-request-id', c.get('requestId'));
    });
}

/**
 * The client a per-address limit counts against: its address, an IPv6 one by its /64 (client-key.ts). Behind a load
 * balancer (TRUST_PROXY=true) the address is the last one the balancer appended to X-Forwarded-For; otherwise the
 * socket's, since a client can write any X-Forwarded-For it likes.
 */
export function clientKey(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const last = (c.req.header('x-forwarded-for') ?? '')
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean)
      .at(-1);
    if (last) return clientKeyOf(last.slice(0, 64));
  }
  return clientKeyOf(getConnInfo(c).remote.address);
}

/** The market of a page request, from the storefront of the path and the marketV2 cookie; null off a storefront. */
export function marketOfRequest(path: string, cookieCountry: string | undefined, env: AppEnv): Market | null {
  // A client navigation to a storefront's home asks for `/de.data`.
  const storefront = resolveStorefrontCode(path.split('/')[1]?.replace(/\.data$/, ''), env);
  return storefront ? resolveMarket({ storefront, cookieCountry }, env) : null;
}
