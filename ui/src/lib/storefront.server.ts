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
  const market = resolveMarket({ storefront: code, cookieCountry: readCookie(request.headers.get('cookie'), 'marketV2') }, env);
  return {
    storefront,
    market,
    contentScope: contentScopeOf(code, market, request),
    catalogScope: { storefront: code, currency: market.currency.code },
  };
}
