import { findMarket } from '@sockshop/core/markets';
import { z } from 'zod';
import { HttpError, type Router } from '../http/http-kit.js';
import { marketCookie } from '../security/cookies.js';
import { safeReturnPath } from '../security/redirects.js';
import type { ApiDeps } from './api-router.js';

const MarketSwitchQuery = z.object({
  country: z.string().regex(/^[A-Za-z]{2}$/),
  return: z.string().max(2048).optional(),
});

/**
 * GET /api/market?country=XX&return=/path — the country switcher's target, so it works without JavaScript:
 * stores the market in the marketV2 cookie and sends the shopper to the new storefront (spec §4 market switch).
 */
export function registerMarketRoutes(router: Router, { config }: ApiDeps): void {
  router.get('/api/market', ({ url, res }) => {
    const query = MarketSwitchQuery.safeParse(Object.fromEntries(url.searchParams));
    if (!query.success) throw new HttpError(400, 'INVALID_INPUT', 'country must be a two-letter country code');
    const market = findMarket(query.data.country.toUpperCase(), config.APP_ENV);
    if (!market) throw new HttpError(400, 'INVALID_INPUT', 'Invalid country code passed');
    const back = safeReturnPath(query.data.return);
    // Keep the path when it belongs to the same storefront; otherwise go to the new storefront's home.
    const sameStorefront = back?.split('/')[1] === market.storefrontCode;
    const location = sameStorefront && back ? back : `/${market.storefrontCode}`;
    res.writeHead(303, {
      location,
      'set-cookie': marketCookie(market.countryCode, config),
      'cache-control': 'no-store',
    });
    res.end();
  });
}
