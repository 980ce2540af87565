import type { Market } from '../markets/market.schema.js';

/** The market's tax rate in percent; null where the market states none (France). */
export function taxOf(market: Pick<Market, 'tax'>): number | null {
  return market.tax ?? null;
}

/** A tax-inclusive amount without its tax, rounded to the minor unit; unchanged where the market states no rate. */
export function priceWithoutTax(grossMinor: number, market: Pick<Market, 'tax'>): number {
  const tax = taxOf(market);
  return tax === null ? grossMinor : Math.round(grossMinor / (1 + tax / 100));
}

/** The tax contained in a tax-inclusive amount. */
export function taxIncluded(grossMinor: number, market: Pick<Market, 'tax'>): number {
  return grossMinor - priceWithoutTax(grossMinor, market);
}
