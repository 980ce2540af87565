import { findMarket, marketSwitchDecision, resolveMarket, resolveStorefrontCode } from '@sockshop/core/markets';
import { getCookie } from 'hono/cookie';
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
 * GET /api/market?country=XX&return=/path — the country switcher's target, so it works without JavaScript: stores the
 * market in the marketV2 cookie and sends the shopper where core's market-switch rule says (spec §4): the new
 * storefront's home when the warehouse region changes or the page was the index, the same path and query under the new
 * storefront code when only the storefront changes, the same page when the storefront stays.
 */
export function registerMarketRoutes(api: ApiApp, { config }: ApiDeps): void {
  const https = config.PUBLIC_ORIGIN.startsWith('https:');
  api.get('/api/market', (c) => {
    const query = MarketSwitchQuery.safeParse(c.req.query());
    if (!query.success) throw new ApiError(400, 'INVALID_INPUT', 'country must be a two-letter country code');
    const to = findMarket(query.data.country.toUpperCase(), config.APP_ENV);
    if (!to) throw new ApiError(400, 'INVALID_INPUT', 'Invalid country code passed');
    c.header('set-cookie', marketCookie(to.countryCode, https));
    c.header('cache-control', 'no-store');

    const back = safeReturnPath(query.data.return);
    const url = back ? new URL(back, 'http://shop.invalid') : null;
    const [, segment, ...rest] = url ? url.pathname.split('/') : [];
    const storefront = resolveStorefrontCode(segment, config.APP_ENV);
    if (!url || !storefront) return c.redirect(`/${to.storefrontCode}`, 303);
    const from = resolveMarket({ storefront, cookieCountry: getCookie(c, 'marketV2') }, config.APP_ENV);
    const decision = marketSwitchDecision(from, to, { isIndexPage: rest.every((part) => part === '') });
    const samePage = `${url.pathname}${url.search}${url.hash}`;
    switch (decision.kind) {
      case 'external':
        return c.redirect(decision.url, 303);
      case 'reload':
        return c.redirect(`/${decision.storefront}`, 303);
      case 'navigate':
        return c.redirect(`/${[decision.storefront, ...rest].join('/')}${url.search}${url.hash}`, 303);
      case 'in-place':
        return c.redirect(samePage, 303);
    }
  });
}
