import type { AppEnv } from './app-env.js';
import { COUNTRY_CODES, type CountryCode, type HtmlLocale, STOREFRONT_CODES, type StorefrontCode } from './codes.js';
import { COUNTRY_ROWS } from './countries.data.js';
import { CURRENCY_SYMBOLS } from './currency-symbols.js';
import { type Market, MarketSchema, type StorefrontConfig, StorefrontConfigSchema } from './market.schema.js';
import { selectableRegions, US_BLOCKED_REGIONS } from './regions.js';
import { STOREFRONT_ROWS } from './storefronts.data.js';

// The only difference between the two sets is Finland's tax rate.
const TAX_OVERRIDES: Record<AppEnv, Partial<Record<CountryCode, number>>> = {
  production: {},
  staging: { FI: 24 },
};

// Focus markets have their own, every other market speaks en-XX.
const HTML_LOCALE: Partial<Record<CountryCode, HtmlLocale>> = {
  GB: 'en-GB',
  DE: 'de-DE',
  AT: 'de-AT',
  BE: 'nl-BE',
  CH: 'de-CH',
  NL: 'nl-NL',
  FR: 'fr-FR',
  US: 'en-US',
};

const BLOCKED_REGIONS: Partial<Record<StorefrontCode, readonly string[]>> = { us: US_BLOCKED_REGIONS };

function buildMarket(storefrontCode: StorefrontCode, countryCode: CountryCode, env: AppEnv): Market {
  const storefront = STOREFRONT_ROWS[storefrontCode];
  const country = COUNTRY_ROWS[countryCode];
  const tax = TAX_OVERRIDES[env][countryCode] ?? country.tax;
  return MarketSchema.parse({
    countryCode,
    storefrontCode,
    contentLocale: storefront.contentLocale,
    continent: country.continent,
    ...(tax === undefined ? {} : { tax }),
    regions: selectableRegions(country.regions, BLOCKED_REGIONS[storefrontCode]),
    name: { local: country.local, english: country.english },
    currency: { code: country.currency, symbol: CURRENCY_SYMBOLS[country.currency] },
    language: storefront.language,
    // The language the shop speaks there, tagged with the country (BCP 47).
    locale: { iso: `${storefront.language}-${countryCode}`, html: HTML_LOCALE[countryCode] ?? 'en-XX' },
    warehouse: warehouseOf(storefrontCode),
    isFocusMarket: storefront.isFocusMarket,
    marketType: storefront.isFocusMarket ? 'focus' : 'umbrella',
  });
}

// The US storefront ships from the US warehouse, every other one from NL.
function warehouseOf(storefrontCode: StorefrontCode) {
  return STOREFRONT_ROWS[storefrontCode].region === 'US'
    ? { region: 'US' as const, codes: ['us-rsv' as const, 'us' as const] }
    : { region: 'NL' as const, codes: ['nl-rsv' as const, 'nl' as const] };
}

function buildStorefront(storefrontCode: StorefrontCode, env: AppEnv): StorefrontConfig {
  const row = STOREFRONT_ROWS[storefrontCode];
  const blocked = BLOCKED_REGIONS[storefrontCode];
  return StorefrontConfigSchema.parse({
    storefrontCode,
    contentLocale: row.contentLocale,
    contentKey: row.contentKey,
    tenantKey: row.tenantKey,
    warehouse: warehouseOf(storefrontCode),
    warehouseRegion: row.region,
    isFocusMarket: row.isFocusMarket,
    defaultMarket: row.defaultMarket,
    markets: row.countries.map((country) => buildMarket(storefrontCode, country, env)),
    ...(blocked ? { blockedRegions: [...blocked] } : {}),
  });
}

function buildSet(env: AppEnv): readonly StorefrontConfig[] {
  const set = STOREFRONT_CODES.map((code) => buildStorefront(code, env));
  const countries = set.flatMap((s) => s.markets.map((m) => m.countryCode));
  // Every country belongs to exactly one storefront; a data slip here is a programmer error.
  if (countries.length !== COUNTRY_CODES.length || new Set(countries).size !== COUNTRY_CODES.length) {
    throw new Error(`The ${env} market set must hold each of the ${COUNTRY_CODES.length} countries once`);
  }
  return Object.freeze(set);
}

/** Both sets, validated with zod when the module loads. */
export const MARKET_SETS: Record<AppEnv, readonly StorefrontConfig[]> = {
  production: buildSet('production'),
  staging: buildSet('staging'),
};
