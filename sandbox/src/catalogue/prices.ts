import type { Product } from '@sockshop/core/catalog';
import { CURRENCY_CODES, type CurrencyCode } from '@sockshop/core/markets';

/** Sandbox list-price rates against EUR and the rounding step of each shelf price, in whole currency units. */
const RATES: Record<CurrencyCode, { rate: number; step: number; minorUnits: boolean }> = {
  EUR: { rate: 1, step: 1, minorUnits: true },
  GBP: { rate: 0.86, step: 1, minorUnits: true },
  CHF: { rate: 0.95, step: 1, minorUnits: true },
  USD: { rate: 1.08, step: 1, minorUnits: true },
  SEK: { rate: 11.5, step: 10, minorUnits: true },
  DKK: { rate: 7.46, step: 5, minorUnits: true },
  NOK: { rate: 11.7, step: 10, minorUnits: true },
  CZK: { rate: 25, step: 10, minorUnits: true },
  // JPY and KRW have no minor unit.
  JPY: { rate: 160, step: 100, minorUnits: false },
  KRW: { rate: 1450, step: 1000, minorUnits: false },
};

/** A EUR shelf price in minor units, converted and rounded to a shelf price in `currency`'s smallest unit. */
export function convertFromEur(eurMinor: number, currency: CurrencyCode): number {
  const { rate, step, minorUnits } = RATES[currency];
  const whole = Math.max(step, Math.round(((eurMinor / 100) * rate) / step) * step);
  return minorUnits ? whole * 100 : whole;
}

/** Prices in every currency; the final price applies the same percentage everywhere. */
export function pricesInEveryCurrency(eurMinor: number, discountPercentage: number): Product['currencies'] {
  const currencies: Product['currencies'] = {};
  for (const code of CURRENCY_CODES) {
    const price = convertFromEur(eurMinor, code);
    currencies[code] = { price, finalPrice: Math.round((price * (100 - discountPercentage)) / 100) };
  }
  return currencies;
}
