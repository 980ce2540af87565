import type { CountryCode, CurrencyCode, Language, WarehouseRegion } from '@sockshop/core/markets';

/**
 * The few market facts the commerce sandbox prices with (spec §9). A local table: the market lists of
 * `@sockshop/core/markets` were not there yet when this was written; swap when they are.
 */
export interface MarketFacts {
  currency: CurrencyCode;
  /** Percent, included in European prices; US sales tax is added at order time from the address. */
  taxPercentage: number;
  region: WarehouseRegion;
  storefront: string;
}

// spec §9 production tax rates; France has no tax field, so nothing is split out of its prices.
const TAX: Record<CountryCode, number> = {
  GB: 20,
  DE: 19,
  AT: 20,
  BE: 21,
  NL: 21,
  ES: 21,
  IT: 22,
  CH: 0,
  US: 0,
  FR: 0,
  HR: 25,
  EE: 20,
  SK: 20,
  SE: 25,
  FI: 25,
  PT: 23,
  LV: 21,
  LT: 21,
  IE: 23,
  CZ: 21,
  SI: 22,
  DK: 25,
  HU: 27,
  PL: 23,
  LU: 17,
  NO: 25,
  JP: 0,
  KR: 0,
  SG: 0,
  IL: 0,
  AE: 0,
};

const CURRENCY: Partial<Record<CountryCode, CurrencyCode>> = {
  GB: 'GBP',
  CH: 'CHF',
  US: 'USD',
  SG: 'USD',
  IL: 'USD',
  AE: 'USD',
  SE: 'SEK',
  DK: 'DKK',
  NO: 'NOK',
  CZ: 'CZK',
  JP: 'JPY',
  KR: 'KRW',
};

const FOCUS_STOREFRONT: Partial<Record<CountryCode, string>> = {
  GB: 'uk',
  DE: 'de',
  AT: 'at',
  BE: 'be',
  CH: 'ch',
  NL: 'nl',
  FR: 'fr',
  US: 'us',
  ES: 'es',
  IT: 'it',
};
const GLOBAL: readonly CountryCode[] = ['JP', 'KR', 'SG', 'IL', 'AE'];

export function marketOf(country: CountryCode): MarketFacts {
  return {
    currency: CURRENCY[country] ?? 'EUR',
    taxPercentage: TAX[country],
    // spec §9: the US storefront ships from region US, all others from NL.
    region: country === 'US' ? 'US' : 'NL',
    storefront: FOCUS_STOREFRONT[country] ?? (GLOBAL.includes(country) ? 'gl' : 'eu'),
  };
}

export const MARKET_LANGUAGES: readonly Language[] = ['en', 'de', 'nl', 'fr'];
