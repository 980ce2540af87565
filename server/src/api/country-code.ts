import { MESSAGES } from '@sockshop/core/errors';
import { findMarket, findStorefront } from '@sockshop/core/markets';
import { z } from 'zod';
import { parseInput, queryOf } from './api-kit.js';
import type { ApiApp, ApiDeps } from './deps.js';
import { ApiError } from './errors.js';

const CountryCodeQuery = z.object({
  /** Lower case. */
  'country-code': z.string({ error: MESSAGES.missingCountryCode }).regex(/^[a-z]{2}$/, MESSAGES.invalidCountryCode),
  /** The caller's cache-buster; any short number or token. */
  cv: z
    .string()
    .regex(/^[\w.-]{0,32}$/)
    .optional(),
});

/**
 * GET /api/country-code?country-code=de&cv=… → the market of a country of this APP_ENV:
 * `{ countryCode, storefront, currency, currencySymbol, language, locale, htmlLocale, contentLocale, tenant, marketType,
 *    isFocusMarket, name: { local, english } }`. 400 for a malformed code, 404 for a country that is no market here.
 */
export function registerCountryCodeRoutes(api: ApiApp, { config }: ApiDeps): void {
  api.get('/api/country-code', (c) => {
    const query = parseInput(CountryCodeQuery, queryOf(c));
    const market = findMarket(query['country-code'], config.APP_ENV);
    if (!market) throw new ApiError('NOT_FOUND', MESSAGES.invalidCountryCode);
    const storefront = findStorefront(market.storefrontCode, config.APP_ENV);
    return c.json(
      {
        countryCode: market.countryCode,
        storefront: market.storefrontCode,
        currency: market.currency.code,
        currencySymbol: market.currency.symbol,
        language: market.language,
        locale: market.locale.iso,
        htmlLocale: market.locale.html,
        contentLocale: market.contentLocale,
        tenant: storefront?.tenantKey ?? null,
        marketType: market.marketType,
        isFocusMarket: market.isFocusMarket,
        name: market.name,
      },
      200,
      // Depends only on the code and the deployment's market set; `cv` busts it when that changes.
      { 'cache-control': 'public, max-age=3600, stale-while-revalidate=86400' },
    );
  });
}
