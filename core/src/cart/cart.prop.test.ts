import { rawCartArb } from '@sockshop/test-fixtures/arbitraries/cart';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../markets/codes.js';
import { COMMERCE_ERROR_CODES } from '../ports/commerce.port.js';
import { CartSchema } from './cart.schema.js';
import { toCommerceError } from './commerce-errors.js';
import { hasFreeShipping } from './free-shipping.js';
import { parseItemsQuery } from './items-query.js';

import { normalizeShippingMethods } from './shipping-methods.js';
import { toCart } from './to-cart.js';

const numRuns = Number(process.env.FC_NUM_RUNS ?? 200);
describe('cart properties', () => {
  it('itemsCount equals the sum of line quantities and is never negative; the cart is valid', () => {
    fc.assert(
      fc.property(rawCartArb, (raw) => {
        const cart = toCart(raw);
        expect(cart.itemsCount).toBe(cart.items.reduce((sum, item) => sum + item.quantity, 0));
        expect(cart.itemsCount).toBeGreaterThanOrEqual(0);
        expect(CartSchema.safeParse(cart).error).toBeUndefined();
      }),
      { numRuns },
    );
  });

  it('products minus discount plus shipping is the total', () => {
    fc.assert(
      fc.property(rawCartArb, (raw) => {
        const cart = toCart(raw);
        expect(cart.priceProducts - cart.priceDiscount + cart.priceShipping).toBe(cart.priceTotal);
      }),
      { numRuns },
    );
  });

  it('free shipping holds exactly when a free-shipping code applies or shipping costs nothing', () => {
    fc.assert(
      fc.property(rawCartArb, (raw) => {
        const cart = toCart(raw);
        const shipping = raw.cartItems.find((item) => item.type === 'shippingOption');
        const codeApplies = raw.discounts.code !== null && raw.discounts.rules.length > 0;
        expect(hasFreeShipping(cart)).toBe(codeApplies || shipping?.unitPriceWithDiscount === 0);
      }),
      { numRuns },
    );
  });

  it('restoring a cart from a query never yields a non-positive or fractional quantity, nor an empty id', () => {
    const entryArb = fc.oneof(
      fc.string(),
      fc.tuple(fc.string(), fc.integer({ min: -5, max: 99 })).map(([id, q]) => `${id}x${q}`),
    );
    fc.assert(
      fc.property(fc.array(entryArb, { maxLength: 8 }), (entries) => {
        for (const line of parseItemsQuery(entries.join(','))) {
          expect(Number.isInteger(line.quantity) && line.quantity > 0).toBe(true);
          expect(line.id.length).toBeGreaterThan(0);
        }
      }),
      { numRuns },
    );
  });

  it('well-formed items survive writing and reading the query', () => {
    const linesArb = fc.array(fc.record({ id: fc.stringMatching(/^[A-Za-z0-9-]{1,12}$/), quantity: fc.integer({ min: 1, max: 99 }) }), {
      maxLength: 6,
    });
    fc.assert(
      fc.property(linesArb, (lines) => {
        expect(parseItemsQuery(lines.map((l) => `${l.id}x${l.quantity}`).join(','))).toEqual(lines);
      }),
      { numRuns },
    );
  });

  it('shipping methods kept always have a title, description and price; none is invented', () => {
    const textsArb = fc.dictionary(fc.constantFrom('en', 'de', 'nl', 'fr'), fc.string({ maxLength: 4 }));
    const methodArb = fc.record({
      id: fc.string(),
      title: textsArb,
      description: textsArb,
      price: fc.dictionary(fc.constantFrom('en', 'de', 'EUR', 'GBP'), fc.integer({ min: 0, max: 10_000 })),
      available: fc.boolean(),
      errorMessage: fc.constant(null),
      discountAmount: fc.constant(0),
      deliveryDetails: textsArb,
      logo: fc.constant(''),
    });
    fc.assert(
      fc.property(
        fc.array(methodArb, { maxLength: 5 }),
        fc.constantFrom(...LANGUAGES),
        fc.constantFrom('EUR' as const, 'GBP' as const),
        (raw, language, currency) => {
          const methods = normalizeShippingMethods(raw, language, currency);
          expect(methods.length).toBeLessThanOrEqual(raw.length);
          for (const method of methods) {
            expect(method.title && method.description).toBeTruthy();
            expect(method.price).toBeGreaterThanOrEqual(0);
          }
        },
      ),
      { numRuns },
    );
  });

  it('every backend code maps into the commerce codes; reset codes always reset a cart; tax fields never leak', () => {
    const resetCodes = ['UNAUTHORIZED', 'CART_NOT_FOUND', 'CART_CLOSED'];
    const codeArb = fc.oneof(fc.constantFrom(...resetCodes, 'TAX_JAR_ERROR', 'OUT_OF_STOCK', 'quantity_request_upper_limit'), fc.string());
    fc.assert(
      fc.property(codeArb, fc.string(), fc.constantFrom('cart' as const, 'order' as const), (code, message, source) => {
        const error = toCommerceError(code, `to_zip ${message} to_state`, source);
        expect(COMMERCE_ERROR_CODES).toContain(error.code);
        if (source === 'cart' && resetCodes.includes(code)) expect(error.code).toBe('CART_RESET');
        if (error.code === 'TAX_ADDRESS') expect(error.message).toMatch(/^zip .* state$/s);
      }),
      { numRuns },
    );
  });
});
