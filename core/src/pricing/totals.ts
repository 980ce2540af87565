import type { Market } from '../markets/market.schema.js';

/**
 * How a market's prices carry tax: `added` where sales tax is worked out from the shipping address
 * and put on top of the prices (the US: the tax service answers per state, TAX_JAR_ERROR); `included` where
 * prices already hold VAT, which the totals show but never add again; `none` where the market states no tax.
 */
export type TaxMode = 'added' | 'included' | 'none';

/** Markets whose tax is added at checkout; every other market's prices include their tax. */
const SALES_TAX_COUNTRIES: readonly string[] = ['US'];

export function taxModeOf(market: Pick<Market, 'countryCode' | 'tax'>): TaxMode {
  if (SALES_TAX_COUNTRIES.includes(market.countryCode)) return 'added';
  return market.tax ? 'included' : 'none';
}

/** The amounts a cart or an order answers with, in minor units; `externalTaxAmount` only once an address is known. */
export interface TotalsAmounts {
  priceProducts: number;
  priceShipping: number;
  priceDiscount: number;
  priceTax: number;
  priceTotal: number;
  externalTaxAmount?: number;
}

/**
 * The tax line of the totals: `added` (sales tax, counted into the total), `estimated` (sales tax not yet known: no
 * address, so the line says it is calculated at checkout and adds nothing), `included` (VAT inside the prices, shown,
 * not added), or none.
 */
export type TaxLine = { kind: 'added'; amount: number } | { kind: 'estimated' } | { kind: 'included'; amount: number } | { kind: 'none' };

export interface Totals {
  subtotal: number;
  shipping: number;
  discount: number;
  tax: TaxLine;
  total: number;
}

/**
 * The lines the totals show, so that subtotal + shipping + added tax − discount = total on the screen. The total is
 * what the backend charges; the other lines are its parts.
 */
export function totalsOf(amounts: TotalsAmounts, market: Pick<Market, 'countryCode' | 'tax'>): Totals {
  const lines = {
    subtotal: amounts.priceProducts,
    shipping: amounts.priceShipping,
    discount: amounts.priceDiscount,
    total: amounts.priceTotal,
  };
  const mode = taxModeOf(market);
  const added = amounts.externalTaxAmount ?? 0;
  const included = Math.max(0, amounts.priceTax - added);
  if (mode === 'added') {
    return { ...lines, tax: amounts.externalTaxAmount === undefined ? { kind: 'estimated' } : { kind: 'added', amount: added } };
  }
  return { ...lines, tax: included > 0 ? { kind: 'included', amount: included } : { kind: 'none' } };
}
