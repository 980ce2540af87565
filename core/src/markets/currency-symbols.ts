import type { CurrencyCode } from './codes.js';

// Apart from the country table: formatting a price needs the symbols only, and the browser formats prices.
// The symbol shown next to an amount.
export const CURRENCY_SYMBOLS: Record<CurrencyCode, string> = {
  EUR: '€',
  GBP: '£',
  CHF: 'CHF',
  USD: '$',
  SEK: 'kr',
  DKK: 'kr',
  NOK: 'kr',
  CZK: 'Kč',
  JPY: '¥',
  KRW: '₩',
};
