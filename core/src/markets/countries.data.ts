import type { CountryCode, CurrencyCode } from './codes.js';
import type { Continent, Region } from './market.schema.js';
import { AE_EMIRATES, IE_COUNTIES, JP_PREFECTURES, US_OUTLYING_REGIONS, US_STATES } from './regions.js';

export interface CountryRow {
  local: string;
  english: string;
  continent: Continent;
  currency: CurrencyCode;
  /** Production rate in percent; undefined where the spec gives none (France). */
  tax: number | undefined;
  regions: readonly Region[];
}

const eu = (local: string, english: string, tax: number | undefined, currency: CurrencyCode = 'EUR'): CountryRow => ({
  local,
  english,
  continent: 'EU',
  currency,
  tax,
  regions: [],
});
const asia = (local: string, english: string, currency: CurrencyCode): CountryRow => ({
  local,
  english,
  continent: 'AS',
  currency,
  tax: 0,
  regions: [],
});

// Tax rates and currencies per country are fixed (docs/product.md, Money). Finland's staging rate is applied in
// market-sets.ts.
export const COUNTRY_ROWS: Record<CountryCode, CountryRow> = {
  GB: eu('United Kingdom', 'United Kingdom', 20, 'GBP'),
  DE: eu('Deutschland', 'Germany', 19),
  AT: eu('Österreich', 'Austria', 20),
  BE: eu('België', 'Belgium', 21),
  CH: eu('Schweiz', 'Switzerland', 0, 'CHF'),
  NL: eu('Nederland', 'Netherlands', 21),
  FR: eu('France', 'France', undefined),
  US: {
    local: 'United States',
    english: 'United States',
    continent: 'NA',
    currency: 'USD',
    tax: 0,
    regions: [...US_STATES, ...US_OUTLYING_REGIONS],
  },
  ES: eu('España', 'Spain', 21),
  IT: eu('Italia', 'Italy', 22),
  HR: eu('Hrvatska', 'Croatia', 25),
  EE: eu('Eesti', 'Estonia', 20),
  SK: eu('Slovensko', 'Slovakia', 20),
  SE: eu('Sverige', 'Sweden', 25, 'SEK'),
  FI: eu('Suomi', 'Finland', 25),
  PT: eu('Portugal', 'Portugal', 23),
  LV: eu('Latvija', 'Latvia', 21),
  LT: eu('Lietuva', 'Lithuania', 21),
  IE: { ...eu('Éire', 'Ireland', 23), regions: IE_COUNTIES },
  CZ: eu('Česko', 'Czechia', 21, 'CZK'),
  SI: eu('Slovenija', 'Slovenia', 22),
  DK: eu('Danmark', 'Denmark', 25, 'DKK'),
  HU: eu('Magyarország', 'Hungary', 27),
  PL: eu('Polska', 'Poland', 23),
  LU: eu('Luxembourg', 'Luxembourg', 17),
  NO: eu('Norge', 'Norway', 25, 'NOK'),
  JP: { ...asia('日本', 'Japan', 'JPY'), regions: JP_PREFECTURES },
  KR: asia('대한민국', 'South Korea', 'KRW'),
  SG: asia('Singapore', 'Singapore', 'USD'),
  IL: asia('ישראל', 'Israel', 'USD'),
  AE: { ...asia('الإمارات', 'United Arab Emirates', 'USD'), regions: AE_EMIRATES },
};
