import { rawCartArb } from '@sockshop/test-fixtures/arbitraries/cart';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toCart } from '../cart/to-cart.js';
import { findMarket } from '../markets/lookups.js';
import type { Market } from '../markets/market.schema.js';
import { formatPrice } from './format-price.js';
import { minorDigitsOf } from './money.js';
import { taxIncluded } from './tax.js';
import { type TotalsAmounts, taxModeOf, totalsOf } from './totals.js';

const numRuns = Number(process.env.FC_NUM_RUNS ?? 200);

function marketOf(country: 'DE' | 'US' | 'JP'): Market {
  const market = findMarket(country, 'production');
  if (!market) throw new Error(`no market ${country}`);
  return market;
}

/** Reads a displayed amount back into minor units: what the shopper sees is what is summed. */
function shown(minor: number, market: Market): number {
  const text = formatPrice(minor, market.currency.code, market.countryCode);
  const digits = text.replace(/\D/g, '');
  // formatPrice keeps every minor digit (pricing.prop.test.ts), so the digits are the minor units.
  expect(minorDigitsOf(market.currency.code) === 0 || /[.,]\d\d\D*$/.test(text)).toBe(true);
  return Number(digits);
}

const includedVat = (gross: number, market: Market) => taxIncluded(gross, market);

/** A cart of the market as the backend prices it; in the US, an order adds the sales tax of its address on top. */
const amountsArb = (market: Market): fc.Arbitrary<TotalsAmounts> =>
  fc.tuple(rawCartArb, fc.integer({ min: 0, max: 10_000 }), fc.boolean()).map(([raw, rateBasisPoints, withAddress]) => {
    const cart = toCart({
      ...raw,
      store: { ...raw.store, countryCode: market.countryCode, currencyUnit: market.currency.code, taxPercentage: market.tax ?? 0 },
      // A US cart carries no tax until the address is known; a DE cart carries its included VAT; JP states none.
      totalTaxAmount: taxModeOf(market) === 'included' ? includedVat(raw.totalPriceWithDiscount, market) : 0,
    });
    if (taxModeOf(market) !== 'added' || !withAddress) return cart;
    // As the commerce backend does (sandbox us-tax.ts): the state's rate on the discounted total, rounded to the cent.
    const salesTax = Math.round((cart.priceTotal * rateBasisPoints) / 10_000 / 100);
    return { ...cart, priceTax: cart.priceTax + salesTax, priceTotal: cart.priceTotal + salesTax, externalTaxAmount: salesTax };
  });

describe('totals add up on the screen', () => {
  for (const country of ['DE', 'US', 'JP'] as const) {
    const market = marketOf(country);
    it(`${country}: displayed subtotal + shipping (+ added tax) − discount = displayed total, to the minor unit`, () => {
      fc.assert(
        fc.property(amountsArb(market), (amounts) => {
          const totals = totalsOf(amounts, market);
          const added = totals.tax.kind === 'added' ? shown(totals.tax.amount, market) : 0;
          const sum = shown(totals.subtotal, market) + shown(totals.shipping, market) + added - shown(totals.discount, market);
          expect(sum).toBe(shown(totals.total, market));
        }),
        { numRuns },
      );
    });
  }

  it('DE shows its VAT as included, never added; JP states no tax; the US adds sales tax or estimates it before an address', () => {
    fc.assert(
      fc.property(amountsArb(marketOf('DE')), amountsArb(marketOf('JP')), amountsArb(marketOf('US')), (de, jp, us) => {
        const deTax = totalsOf(de, marketOf('DE')).tax;
        expect(deTax.kind === 'included' || (deTax.kind === 'none' && de.priceTax === 0)).toBe(true);
        expect(totalsOf(jp, marketOf('JP')).tax.kind).toBe('none');
        expect(totalsOf(us, marketOf('US')).tax.kind).toBe(us.externalTaxAmount === undefined ? 'estimated' : 'added');
      }),
      { numRuns },
    );
  });

  it('the US example of the issue: $15.00 + $5.95 + $0.84 sales tax = $21.79', () => {
    const us = marketOf('US');
    const totals = totalsOf(
      { priceProducts: 1500, priceShipping: 595, priceDiscount: 0, priceTax: 84, priceTotal: 2179, externalTaxAmount: 84 },
      us,
    );
    expect(totals.tax).toEqual({ kind: 'added', amount: 84 });
    const added = totals.tax.kind === 'added' ? totals.tax.amount : 0;
    expect(totals.subtotal + totals.shipping + added - totals.discount).toBe(totals.total);
  });
});
