import { RawCartSchema } from '@sockshop/core/cart';
import { MinorUnitsSchema, ProductSchema, RawProductSchema } from '@sockshop/core/catalog';
import { MarketSchema } from '@sockshop/core/markets';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { marketArb, moneyArb, productArb, rawCartArb, rawProductArb } from './index';

// The arbitraries keep the bounds of the zod schemas they stand for.
describe('arbitraries', () => {
  it('moneyArb gives minor units', () => {
    fc.assert(
      fc.property(moneyArb(), (m) => {
        expect(MinorUnitsSchema.safeParse(m).success).toBe(true);
      }),
    );
  });

  it('marketArb gives markets', () => {
    fc.assert(
      fc.property(marketArb(), (m) => {
        expect(MarketSchema.safeParse(m).success).toBe(true);
      }),
    );
  });

  it('productArb gives products and rawProductArb raw products', () => {
    fc.assert(
      fc.property(productArb(), (p) => {
        expect(ProductSchema.safeParse(p).error).toBeUndefined();
      }),
      { numRuns: 50 },
    );
    fc.assert(
      fc.property(rawProductArb(), (p) => {
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
});
