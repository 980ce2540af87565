import { findStorefront, type Market, resolveMarket, resolveStorefrontCode, type StorefrontConfig } from '@sockshop/core/markets';
import type { CatalogScope, ContentScope } from '@sockshop/core/ports';
import type { AppLoadContext } from 'react-router';
import { data, type Params } from 'react-router';
import { contentScopeOf } from './content-scope';
import { readCookie } from './cookies';

export interface StorefrontRequest {
  storefront: StorefrontConfig;
  market: Market;
  contentScope: ContentScope;
  catalogScope: CatalogScope;
}

/** Every storefront loader starts here: the storefront code of the path and the shopper's market (spec §2, §4). */
export function storefrontRequest(params: Params, request: Request, context: AppLoadContext): StorefrontRequest {
  const env = context.services.publicConfig.env;
  const code = resolveStorefrontCode(params.storefront, env);
  const storefront = code ? findStorefront(code, env) : null;
  if (!code || !storefront) throw data({ path: new URL(request.url).pathname }, { status: 404 });
  const market = marketFor(code, request, context);
  return {
    storefront,
    market,
    // spec §6: drafts only when the server verified the visual editor's token, never for the query alone.
    contentScope: { ...contentScopeOf(code, market, request), ...(context.preview ? { version: 'draft' as const } : {}) },
    catalogScope: { storefront: code, currency: market.currency.code },
  };
}

/**
 * The server resolves the market once per request and hands it over in the load context. It is resolved here again only
 * when that market is missing or belongs to another storefront than the route's (a load context built without it).
 */
function marketFor(code: Market['storefrontCode'], request: Request, context: AppLoadContext): Market {
  if (context.market?.storefrontCode === code) return context.market;
  return resolveMarket(
    { storefront: code, cookieCountry: readCookie(request.headers.get('cookie'), 'marketV2') },
    context.services.publicConfig.env,
  );
}
