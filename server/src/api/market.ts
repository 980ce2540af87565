import { findMarket, marketSwitchTarget, resolveMarket, resolveStorefrontCode } from '@sockshop/core/markets';
import { getCookie } from 'hono/cookie';
import { z } from 'zod';
import { marketCookie } from '../security/cookies.js';
import { safeReturnPath } from '../security/redirects.js';
import { jsonBody, NO_STORE, parseInput } from './api-kit.js';
import type { ApiApp, ApiDeps } from './deps.js';
import { ApiError } from './errors.js';

const Country = z.string().regex(/^[A-Za-z]{2}$/, 'country must be a two-letter country code');
const MarketSwitchQuery = z.object({ country: Country, return: z.string().max(2048).optional() });
const MarketSwitchBody = z.object({ country: Country });

/**
 * The country switcher's server side (market switch):
 * - GET /api/market?country=XX&return=/path?query — the switcher's link, so it works without JavaScript: stores the market
 *   in the marketV2 cookie and redirects where core's `marketSwitchTarget` says: the new storefront's home when the warehouse
 *   region changes or the page was the index, the same path and query under the new storefront code when only the
 *   storefront changes, the same page when the storefront stays (start-up then moves the cart to the new country).
 * - POST /api/market `{ country }` → 200 `{ countryCode, storefront }`: stores the cookie only, for the in-place switch the
 *   page makes with JavaScript (it updates the cart and reloads its data itself).
 */
export function registerMarketRoutes(api: ApiApp, { config }: ApiDeps): void {
  const https = config.PUBLIC_ORIGIN.startsWith('https:');
  const marketOf = (country: string) => {
    const market = findMarket(country.toUpperCase(), config.APP_ENV);
    if (!market) throw new ApiError('INVALID_INPUT', 'Invalid country code passed');
    return market;
  };

  api.get('/api/market', (c) => {
    const query = MarketSwitchQuery.safeParse(c.req.query());
    if (!query.success) throw new ApiError('INVALID_INPUT', 'country must be a two-letter country code');
    const to = marketOf(query.data.country);
    c.header('set-cookie', marketCookie(to.countryCode, https));
    c.header('cache-control', 'no-store');

    const back = safeReturnPath(query.data.return);
    const url = back ? new URL(back, 'http://shop.invalid') : null;
    const storefront = url ? resolveStorefrontCode(url.pathname.split('/')[1], config.APP_ENV) : null;
    if (!url || !storefront) return c.redirect(`/${to.storefrontCode}`, 303);
    const from = resolveMarket({ storefront, cookieCountry: getCookie(c, 'marketV2') }, config.APP_ENV);
    return c.redirect(marketSwitchTarget(from, to, url).href, 303);
  });

  api.post('/api/market', async (c) => {
    const to = marketOf(parseInput(MarketSwitchBody, await jsonBody(c)).country);
    c.header('set-cookie', marketCookie(to.countryCode, https));
    return c.json({ countryCode: to.countryCode, storefront: to.storefrontCode }, 200, NO_STORE);
  });
}
