import type { CountryCode, CurrencyCode, Language } from '@sockshop/core/markets';
import { MARKET_LANGUAGES, marketOf } from './market.table.js';
import type { RawShippingMethod } from './wire.schema.js';

/** Shipping methods per country with texts in every market language, as `GET /shipments/{COUNTRY}` answers them. */
export interface ShippingOption {
  id: string;
  country: CountryCode;
  speed: 'standard' | 'express';
  carrier: string;
  price: number;
}

const PRICES: Record<CurrencyCode, { standard: number; express: number }> = {
  EUR: { standard: 495, express: 995 },
  GBP: { standard: 395, express: 895 },
  CHF: { standard: 590, express: 1190 },
  USD: { standard: 595, express: 1495 },
  SEK: { standard: 4900, express: 9900 },
  DKK: { standard: 3900, express: 7500 },
  NOK: { standard: 4900, express: 9900 },
  CZK: { standard: 12900, express: 24900 },
  JPY: { standard: 800, express: 1600 },
  KRW: { standard: 7000, express: 14000 },
};

// Free shipping from this products total (minor units, the country's currency).
const THRESHOLDS: Record<CurrencyCode, number> = {
  EUR: 5000,
  GBP: 4000,
  CHF: 6000,
  USD: 7500,
  SEK: 50000,
  DKK: 40000,
  NOK: 60000,
  CZK: 125000,
  JPY: 10000,
  KRW: 100000,
};

const CARRIERS: Partial<Record<CountryCode, { standard: string; express: string }>> = {
  NL: { standard: 'postnl', express: 'dhl' },
  BE: { standard: 'postnl', express: 'dhl' },
  GB: { standard: 'royal-mail', express: 'dhl' },
  US: { standard: 'usps', express: 'ups' },
};

const TEXTS: Record<
  'standard' | 'express',
  { title: Record<Language, string>; description: Record<Language, string>; delivery: Record<Language, string> }
> = {
  standard: {
    title: { en: 'Standard delivery', de: 'Standardversand', nl: 'Standaardverzending', fr: 'Livraison standard' },
    description: {
      en: 'Tracked parcel to your door',
      de: 'Paket mit Sendungsverfolgung bis an die Tür',
      nl: 'Pakket met track & trace aan de deur',
      fr: 'Colis suivi livré à votre porte',
    },
    delivery: { en: '2-4 business days', de: '2-4 Werktage', nl: '2-4 werkdagen', fr: '2 à 4 jours ouvrés' },
  },
  express: {
    title: { en: 'Express delivery', de: 'Expressversand', nl: 'Expresbezorging', fr: 'Livraison express' },
    description: {
      en: 'Priority parcel, ordered before 2 pm ships today',
      de: 'Vorrangpaket, vor 14 Uhr bestellt, heute versendet',
      nl: 'Voorrangspakket, voor 14.00 uur besteld, vandaag verzonden',
      fr: 'Colis prioritaire, expédié le jour même avant 14 h',
    },
    delivery: { en: '1-2 business days', de: '1-2 Werktage', nl: '1-2 werkdagen', fr: '1 à 2 jours ouvrés' },
  },
};

export function shippingOptionsFor(country: CountryCode, currency: CurrencyCode): ShippingOption[] {
  const carriers = CARRIERS[country] ?? { standard: 'dhl', express: 'ups' };
  return (['standard', 'express'] as const).map((speed) => ({
    id: `${country.toLowerCase()}-${speed}`,
    country,
    speed,
    carrier: carriers[speed],
    price: PRICES[currency][speed],
  }));
}

export function findShippingOption(id: string, country: CountryCode, currency: CurrencyCode): ShippingOption | undefined {
  return shippingOptionsFor(country, currency).find((option) => option.id === id);
}

export function defaultThreshold(country: CountryCode): number {
  return THRESHOLDS[marketOf(country).currency];
}

export function shippingTitle(option: ShippingOption, language: Language): string {
  return TEXTS[option.speed].title[language];
}

export function deliveryDetails(option: ShippingOption, language: Language): string {
  return TEXTS[option.speed].delivery[language];
}

const everyLanguage = <T>(pick: (language: Language) => T): Record<string, T> =>
  Object.fromEntries(MARKET_LANGUAGES.map((language) => [language, pick(language)]));

/** The wire shape of GET /shipments/{COUNTRY}; `discountAmount` is the whole price when shipping is free. */
export function toRawShippingMethod(option: ShippingOption, free: boolean, logoBase: string): RawShippingMethod {
  const texts = TEXTS[option.speed];
  return {
    id: option.id,
    title: everyLanguage((l) => texts.title[l]),
    description: everyLanguage((l) => texts.description[l]),
    price: everyLanguage(() => option.price),
    available: true,
    errorMessage: null,
    discountAmount: free ? option.price : 0,
    deliveryDetails: everyLanguage((l) => texts.delivery[l]),
    logo: `${logoBase}/logos/${option.carrier}.svg`,
  };
}
