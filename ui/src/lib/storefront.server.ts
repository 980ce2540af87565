import { findStorefront, type Market, resolveMarket, resolveStorefrontCode, type StorefrontConfig } from '@sockshop/core/markets';
import type { CatalogScope, ContentScope, ShopRequest } from '@sockshop/core/ports';
import { createContext, data, type MiddlewareFunction, type RouterContextProvider } from 'react-router';
import { contentScopeOf } from './content-scope';
import { readCookie } from './cookies';
import { shopContext } from './request-context';

export interface StorefrontRequest {
  storefront: StorefrontConfig;
  market: Market;
  contentScope: ContentScope;
  catalogScope: CatalogScope;
}

/** What the middleware found: the storefront request, or the path that names no storefront. */
type ResolvedStorefront = { found: StorefrontRequest } | { notFound: { path: string } };

const storefrontContext = createContext<ResolvedStorefront>();

/**
 * The middleware of every storefront route: the storefront code of the path and the shopper's market (path and the
 * marketV2 cookie), resolved once for all the loaders of the request. An unknown code is not thrown here: thrown before the loaders run,
 * the 404 would render without the root's data (its error page texts); each loader throws it instead (storefrontOf).
 */
export const storefrontMiddleware: MiddlewareFunction<Response> = ({ params, request, context }) => {
  context.set(storefrontContext, resolveStorefront(params.storefront, request, context.get(shopContext)));
};

/** What the storefront middleware resolved, for a loader below it; a 404 when the path names no storefront. */
export function storefrontOf(context: Readonly<RouterContextProvider>): StorefrontRequest {
  const resolved = context.get(storefrontContext);
  // A copy per loader, as each threw its own before: a client navigation's data then names each route's error apart.
  if ('notFound' in resolved) throw data({ ...resolved.notFound }, { status: 404 });
  return resolved.found;
}

function resolveStorefront(segment: string | undefined, request: Request, shop: ShopRequest): ResolvedStorefront {
  const env = shop.services.publicConfig.env;
  const code = resolveStorefrontCode(segment, env);
  const storefront = code ? findStorefront(code, env) : null;
  if (!code || !storefront) return { notFound: { path: new URL(request.url).pathname } };
  const market = marketFor(code, request, shop);
  return {
    found: {
      storefront,
      market,
      // Drafts only when the server verified the visual editor's token, never for the query alone.
      contentScope: { ...contentScopeOf(code, market, request), ...(shop.preview ? { version: 'draft' as const } : {}) },
      catalogScope: { storefront: code, currency: market.currency.code },
    },
  };
}

/**
 * The server resolves the market once per request and hands it over in the shop context. It is resolved here again only
 * when that market is missing or belongs to another storefront than the route's (a context built without it).
 */
function marketFor(code: Market['storefrontCode'], request: Request, shop: ShopRequest): Market {
  if (shop.market?.storefrontCode === code) return shop.market;
  return resolveMarket(
    { storefront: code, cookieCountry: readCookie(request.headers.get('cookie'), 'marketV2') },
    shop.services.publicConfig.env,
  );
}
