// The closed enumerations every other module speaks in.
export const STOREFRONT_CODES = ['uk', 'de', 'at', 'be', 'ch', 'nl', 'fr', 'us', 'es', 'it', 'eu', 'gl'] as const;
export type StorefrontCode = (typeof STOREFRONT_CODES)[number];

/** The placeholder storefront segment; it resolves to the default storefront. */
export const DEFAULT_STOREFRONT_PLACEHOLDER = '_default';
export const DEFAULT_STOREFRONT: StorefrontCode = 'de';

export const COUNTRY_CODES = [
  'GB',
  'DE',
  'AT',
  'BE',
  'CH',
  'NL',
  'FR',
  'US',
  'ES',
  'IT',
  'HR',
  'EE',
  'SK',
  'SE',
  'FI',
  'PT',
  'LV',
  'LT',
  'IE',
  'CZ',
  'SI',
  'DK',
  'HU',
  'PL',
  'LU',
  'NO',
  'JP',
  'KR',
  'SG',
  'IL',
  'AE',
] as const;
export type CountryCode = (typeof COUNTRY_CODES)[number];

export const LANGUAGES = ['en', 'de', 'nl', 'fr'] as const;
export type Language = (typeof LANGUAGES)[number];

export const CONTENT_LOCALES = ['en-GB', 'de-DE', 'default', 'fr-FR'] as const;
export type ContentLocale = (typeof CONTENT_LOCALES)[number];

export const CONTENT_KEYS = ['_default', 'nl', 'uk', 'de', 'eu', 'fr', 'us', 'gl'] as const;
export type ContentKey = (typeof CONTENT_KEYS)[number];

export const TENANT_KEYS = ['default', 'UK', 'DE', 'NL', 'FR', 'US', 'EU', 'GL'] as const;
export type TenantKey = (typeof TENANT_KEYS)[number];

export const WAREHOUSE_REGIONS = ['NL', 'US'] as const;
export type WarehouseRegion = (typeof WAREHOUSE_REGIONS)[number];

export const WAREHOUSE_CODES = ['nl-rsv', 'nl', 'us-rsv', 'us'] as const;

export const CURRENCY_CODES = ['EUR', 'GBP', 'CHF', 'USD', 'SEK', 'DKK', 'NOK', 'CZK', 'JPY', 'KRW'] as const;
export type CurrencyCode = (typeof CURRENCY_CODES)[number];

export const HTML_LOCALES = ['en-GB', 'de-DE', 'de-AT', 'nl-BE', 'de-CH', 'nl-NL', 'fr-FR', 'en-US', 'en-XX'] as const;
export type HtmlLocale = (typeof HTML_LOCALES)[number];
