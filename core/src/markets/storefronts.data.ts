import type { ContentKey, ContentLocale, CountryCode, Language, StorefrontCode, TenantKey, WarehouseRegion } from './codes.js';

export interface StorefrontRow {
  contentKey: ContentKey;
  contentLocale: ContentLocale;
  tenantKey: TenantKey;
  language: Language;
  region: WarehouseRegion;
  isFocusMarket: boolean;
  defaultMarket: CountryCode;
  countries: readonly CountryCode[];
}

// Content mapping, language, warehouse and focus flag per storefront.
export const STOREFRONT_ROWS: Record<StorefrontCode, StorefrontRow> = {
  uk: {
    contentKey: 'uk',
    contentLocale: 'en-GB',
    tenantKey: 'UK',
    language: 'en',
    region: 'NL',
    isFocusMarket: true,
    defaultMarket: 'GB',
    countries: ['GB'],
  },
  de: {
    contentKey: 'de',
    contentLocale: 'de-DE',
    tenantKey: 'DE',
    language: 'de',
    region: 'NL',
    isFocusMarket: true,
    defaultMarket: 'DE',
    countries: ['DE'],
  },
  at: {
    contentKey: 'de',
    contentLocale: 'de-DE',
    tenantKey: 'DE',
    language: 'de',
    region: 'NL',
    isFocusMarket: true,
    defaultMarket: 'AT',
    countries: ['AT'],
  },
  be: {
    contentKey: 'eu',
    contentLocale: 'default',
    tenantKey: 'NL',
    language: 'nl',
    region: 'NL',
    isFocusMarket: true,
    defaultMarket: 'BE',
    countries: ['BE'],
  },
  ch: {
    contentKey: 'de',
    contentLocale: 'de-DE',
    tenantKey: 'DE',
    language: 'de',
    region: 'NL',
    isFocusMarket: true,
    defaultMarket: 'CH',
    countries: ['CH'],
  },
  nl: {
    contentKey: 'eu',
    contentLocale: 'default',
    tenantKey: 'NL',
    language: 'nl',
    region: 'NL',
    isFocusMarket: true,
    defaultMarket: 'NL',
    countries: ['NL'],
  },
  fr: {
    contentKey: 'fr',
    contentLocale: 'fr-FR',
    tenantKey: 'FR',
    language: 'fr',
    region: 'NL',
    isFocusMarket: true,
    defaultMarket: 'FR',
    countries: ['FR'],
  },
  us: {
    contentKey: 'us',
    contentLocale: 'default',
    tenantKey: 'US',
    language: 'en',
    region: 'US',
    isFocusMarket: true,
    defaultMarket: 'US',
    countries: ['US'],
  },
  es: {
    contentKey: 'eu',
    contentLocale: 'default',
    tenantKey: 'EU',
    language: 'en',
    region: 'NL',
    isFocusMarket: true,
    defaultMarket: 'ES',
    countries: ['ES'],
  },
  it: {
    contentKey: 'eu',
    contentLocale: 'default',
    tenantKey: 'EU',
    language: 'en',
    region: 'NL',
    isFocusMarket: true,
    defaultMarket: 'IT',
    countries: ['IT'],
  },
  eu: {
    contentKey: 'eu',
    contentLocale: 'default',
    tenantKey: 'EU',
    language: 'en',
    region: 'NL',
    isFocusMarket: false,
    defaultMarket: 'IE',
    countries: ['HR', 'EE', 'SK', 'SE', 'FI', 'PT', 'LV', 'LT', 'IE', 'CZ', 'SI', 'DK', 'HU', 'PL', 'LU', 'NO'],
  },
  gl: {
    contentKey: 'gl',
    contentLocale: 'default',
    tenantKey: 'GL',
    language: 'en',
    region: 'NL',
    isFocusMarket: false,
    defaultMarket: 'JP',
    countries: ['JP', 'KR', 'SG', 'IL', 'AE'],
  },
};
