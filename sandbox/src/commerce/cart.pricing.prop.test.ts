import { toCart } from '@sockshop/core/cart';
import { COUNTRY_CODES } from '@sockshop/core/markets';
import { aProduct, aVariant } from '@sockshop/test-fixtures/builders/product.builder';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { priceCart } from './cart.pricing.js';
import { DISCOUNT_CODES } from './discounts.js';
import { marketOf } from './market.table.js';
import { orderAmountsOf } from './order.lines.js';
import { shippingOptionsFor } from './shipping.table.js';
import { stockedVariantsOf } from './stocked-variant.js';

const numRuns = Number(process.env.FC_RUNS ?? 200);

const cartArb = fc
  .record({
    country: fc.constantFrom(...COUNTRY_CODES),
    lines: fc.array(
      fc.record({
        price: fc.integer({ min: 0, max: 50_000 }),
        listExtra: fc.integer({ min: 0, max: 5_000 }),
        quantity: fc.integer({ min: 1, max: 10 }),
      }),
      {
        maxLength: 8,
      },
    ),
    code: fc.option(fc.constantFrom(...DISCOUNT_CODES, 'UNKNOWN')),
    shipping: fc.option(fc.constantFrom('standard', 'express')),
    threshold: fc.integer({ min: 0, max: 20_000 }),
  })
  .map(({ country, lines, code, shipping, threshold }) => {
    const currency = marketOf(country).currency;
    return {
      id: 'cart',
      state: 'OPEN' as const,
      countryCode: country,
      languageCode: 'en' as const,
      lines: lines.map((line, i) => {
        const price = { original: line.price + line.listExtra, final: line.price };
        const product = aProduct({
          sku: `P${i}`,
          id: `P${i}`,
          variants: [
            aVariant({
              id: `P${i}-M`,
              sku: `P${i}-M`,
              price,
              currencies: { [currency]: { price: price.original, finalPrice: price.final } },
            }),
          ],
        });
        return { variant: stockedVariantsOf(product)[0]!, quantity: line.quantity };
      }),
      shipping: shipping ? (shippingOptionsFor(country, currency).find((o) => o.speed === shipping) ?? null) : null,
      discountCode: code,
      freeShippingThreshold: threshold,
    };
  });

describe('cart pricing properties (discounts, shipping and totals)', () => {
  it('totals are never negative and products − discount + shipping = total', () => {
    fc.assert(
      fc.property(cartArb, (state) => {
        const raw = priceCart(state);
        const cart = toCart(raw);
        expect(cart.priceTotal).toBeGreaterThanOrEqual(0);
        expect(cart.priceDiscount).toBeGreaterThanOrEqual(0);
        expect(cart.priceProducts - cart.priceDiscount + cart.priceShipping).toBe(cart.priceTotal);
        expect(raw.totalPrice - raw.totalDiscountAmount).toBe(raw.totalPriceWithDiscount);
        expect(cart.priceTax).toBeLessThanOrEqual(cart.priceTotal);
      }),
      { numRuns },
    );
  });

  it('an unknown code prices like no code at all, and a discount never exceeds what it applies to', () => {
    fc.assert(
      fc.property(cartArb, (state) => {
        const unknown = priceCart({ ...state, discountCode: 'UNKNOWN' });
        expect({ ...unknown, discounts: { ...unknown.discounts, code: null } }).toEqual(priceCart({ ...state, discountCode: null }));
        const raw = priceCart(state);
        expect(raw.discounts.cartDiscount + raw.discounts.productDiscounts.reduce((s, d) => s + d.amount, 0)).toBeLessThanOrEqual(
          raw.totalPrice - (raw.cartItems.find((i) => i.type === 'shippingOption')?.unitPrice ?? 0),
        );
      }),
      { numRuns },
    );
  });

  it("an order's lines and amounts are its cart as the shop reads it (the backend's mapping, checked against the shop's)", () => {
    fc.assert(
      fc.property(cartArb, (state) => {
        const raw = priceCart(state);
        const { items, itemsCount, priceProducts, priceShipping, priceDiscount } = toCart(raw);
        expect(orderAmountsOf(raw)).toEqual({ items, itemsCount, priceProducts, priceShipping, priceDiscount });
      }),
      { numRuns },
    );
  });

  it('line order does not change the totals', () => {
    fc.assert(
      fc.property(cartArb, (state) => {
        const reversed = priceCart({ ...state, lines: [...state.lines].reverse() });
        const original = priceCart(state);
        expect([reversed.totalPriceWithDiscount, reversed.totalTaxAmount]).toEqual([
          original.totalPriceWithDiscount,
          original.totalTaxAmount,
        ]);
      }),
      { numRuns },
    );
  });
});
