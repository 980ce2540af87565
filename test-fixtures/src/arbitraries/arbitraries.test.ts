import { CartSchema, RawCartSchema, toCart } from '@sockshop/core/cart';
import { MinorUnitsSchema, normalizeProduct, ProductSchema, RawProductSchema } from '@sockshop/core/catalog';
import { MarketSchema, STOREFRONT_CODES } from '@sockshop/core/markets';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { marketArb, moneyArb, productArb, rawCartArb, rawProductArb } from './index';

// The arbitraries keep the bounds of the zod schemas they stand for.
describe('arbitraries', () => {
  it('moneyArb gives minor units', () => {
    fc.assert(
      fc.property(moneyArb, (m) => {
        expect(MinorUnitsSchema.safeParse(m).success).toBe(true);
      }),
    );
  });

  it('marketArb gives markets', () => {
    fc.assert(
      fc.property(marketArb, (m) => {
        expect(MarketSchema.safeParse(m).success).toBe(true);
      }),
    );
  });

  it('productArb gives products and rawProductArb raw products', () => {
    fc.assert(
      fc.property(productArb, (p) => {
        expect(ProductSchema.safeParse(p).error).toBeUndefined();
      }),
      { numRuns: 50 },
    );
    fc.assert(
      fc.property(rawProductArb, (p) => {
        expect(RawProductSchema.safeParse(p).error).toBeUndefined();
      }),
      { numRuns: 50 },
    );
  });

  it('rawCartArb gives backend carts', () => {
    fc.assert(
      fc.property(rawCartArb, (c) => {
        expect(RawCartSchema.safeParse(c).error).toBeUndefined();
      }),
      { numRuns: 50 },
    );
  });

  it('every raw product normalises for every storefront', () => {
    fc.assert(
      fc.property(rawProductArb, fc.constantFrom(...STOREFRONT_CODES), (raw, storefront) => {
        const product = normalizeProduct(raw, storefront)._unsafeUnwrap();
        expect(product.variants.every((v) => v.sku.includes('-UP') === (storefront === 'us'))).toBe(true);
      }),
      { numRuns: 50 },
    );
  });

  it('every backend cart maps to a valid cart', () => {
    fc.assert(
      fc.property(rawCartArb, (raw) => {
        expect(CartSchema.safeParse(toCart(raw)).error).toBeUndefined();
      }),
      { numRuns: 50 },
    );
  });
});
