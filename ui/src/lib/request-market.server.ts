import type { AppEnv } from '@sockshop/core/markets';
import { type Market, resolveMarket, resolveStorefrontCode } from '@sockshop/core/markets';
import { readCookie } from './cookies';

/** The market a request is for: storefront from the first path segment, country from the marketV2 cookie (spec §4). */
export function marketOfRequest(request: Request, env: AppEnv): Market | null {
  const segment = new URL(request.url).pathname.split('/')[1];
  const storefront = resolveStorefrontCode(segment, env);
  if (!storefront) return null;
  return resolveMarket({ storefront, cookieCountry: readCookie(request.headers.get('cookie'), 'marketV2') }, env);
}
