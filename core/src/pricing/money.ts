import type { CurrencyCode } from '../markets/codes.js';

/** JPY and KRW have no minor unit; every other currency has cents. */
const ZERO_DECIMAL_CURRENCIES: readonly string[] = ['JPY', 'KRW'];

/** Digits after the decimal point; the rate table may carry currencies beyond CurrencyCode (NZD, HKD, AUD). */
export function minorDigitsOf(currency: CurrencyCode | string): 0 | 2 {
  return ZERO_DECIMAL_CURRENCIES.includes(currency) ? 0 : 2;
}

/** Minor units per major unit: 1 for JPY and KRW, else 100 (divide by 100, JPY and KRW not converted). */
export function minorFactorOf(currency: CurrencyCode | string): 1 | 100 {
  return minorDigitsOf(currency) === 0 ? 1 : 100;
}

export function toMajor(minor: number, currency: CurrencyCode | string): number {
  return minor / minorFactorOf(currency);
}

/** Rounded to the nearest minor unit. */
export function toMinor(major: number, currency: CurrencyCode | string): number {
  return Math.round(major * minorFactorOf(currency));
}
