import type { CountryCode, CurrencyCode } from '../markets/codes.js';
import { toMinor } from './money.js';

/**
 * The free-shipping threshold of a country from content settings, in major units as the content system
 * stores it (`"49"`, `49`, `"49.5"`); 0 when not numeric or negative.
 */
export function freeShippingThreshold(value: unknown): number {
  const number = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value.trim()) : Number.NaN;
  return Number.isFinite(number) && number > 0 ? number : 0;
}

/** What is left to spend for free shipping, in minor units; 0 once reached or when there is no threshold. */
export function amountToFreeShipping(totalMinor: number, thresholdMajor: number, currency: CurrencyCode): number {
  if (thresholdMajor <= 0) return 0;
  return Math.max(0, toMinor(thresholdMajor, currency) - totalMinor);
}

/** The threshold of one country among the content's list; 0 when it is not listed. */
export function thresholdForCountry(thresholds: readonly { country: string; amount: unknown }[], country: CountryCode): number {
  return freeShippingThreshold(thresholds.find((entry) => entry.country === country)?.amount);
}
