import { findMarket } from '@sockshop/core/markets';
import { z } from 'zod';
import { marketCookie } from '../security/cookies.js';
import { safeReturnPath } from '../security/redirects.js';
import type { ApiApp, ApiDeps } from './deps.js';
import { ApiError } from './errors.js';

const MarketSwitchQuery = z.object({
  country: z.string().regex(/^[A-Za-z]{2}$/),
  return: z.string().max(2048).optional(),
});

/**
 * GET /api/market?country=XX&return=/path — the country switcher's target, so it works without JavaScript:
 * stores the market in the marketV2 cookie and sends the shopper to the new storefront (spec §4 market switch).
 */
export function registerMarketRoutes(api: ApiApp, { config }: ApiDeps): void {
  const https = config.PUBLIC_ORIGIN.startsWith('https:');
  api.get('/api/market', (c) => {
    const query = MarketSwitchQuery.safeParse(c.req.query());
    if (!query.success) throw new ApiError(400, 'INVALID_INPUT', 'country must be a two-letter country code');
    const market = findMarket(query.data.country.toUpperCase(), config.APP_ENV);
    if (!market) throw new ApiError(400, 'INVALID_INPUT', 'Invalid country code passed');
    const back = safeReturnPath(query.data.return);
    // Keep the path when it belongs to the same storefront; otherwise go to the new storefront's home.
    const sameStorefront = back?.split('/')[1] === market.storefrontCode;
    c.header('set-cookie', marketCookie(market.countryCode, https));
    c.header('cache-control', 'no-store');
    return c.redirect(sameStorefront && back ? back : `/${market.storefrontCode}`, 303);
  });
}
