import { ProductSchema } from '@sockshop/core/catalog';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { generateCatalogue } from './generate.js';

const numRuns = Number(process.env.FC_NUM_RUNS ?? 20);

describe('sandbox catalogue properties', () => {
  it('any seed gives valid products with unique skus', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 - 1 }), fc.integer({ min: 1, max: 30 }), (seed, size) => {
        const products = generateCatalogue({ seed, size });
        for (const product of products) ProductSchema.parse(product);
        const skus = products.flatMap((p) => [p.sku, ...p.variants.map((v) => v.sku)]);
        expect(new Set(skus).size).toBe(skus.length);
      }),
      { numRuns },
    );
  });
});
