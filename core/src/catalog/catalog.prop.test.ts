import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { STOREFRONT_CODES } from '../markets/codes.js';
import { parseFilters } from './filters.js';
import { normalizeProduct } from './normalize-product.js';
import { pageCount, paginationLinks } from './paging.js';
import { ProductSchema } from './product.schema.js';
import { compareSizes, sortSizes } from './sizes.js';
import { variantsOfStorefront } from './variants.js';
import { COLORS } from './vocabulary.js';

const numRuns = Number(process.env.FC_NUM_RUNS ?? 200);
const storefrontArb = fc.constantFrom(...STOREFRONT_CODES);
const skuArb = fc.tuple(fc.stringMatching(/^[A-Z]{1,4}-\d{1,3}$/), fc.boolean()).map(([sku, us]) => (us ? `${sku}-UP` : sku));
const sizeArb = fc.oneof(
  fc.constantFrom('0-6m', '7-9y', '36-38', '45-47', 'XXXS', 'M', 'XXL', 'one-size'),
  fc.stringMatching(/^\d{1,2}(-\d{1,2})?\s?(y|m|years|months)?$/),
  fc.string({ minLength: 1, maxLength: 6 }),
);

// A raw product as the search service sends it: mixed EU and -UP variants, colours possibly outside the fixed list.
const rawProductArb = fc
  .record({
    variants: fc.array(fc.record({ sku: skuArb, size: sizeArb, stockStatus: fc.constantFrom('no-stock', 'low-stock', 'in-stock') }), {
      maxLength: 8,
    }),
    primary: fc.oneof(fc.constantFrom(...COLORS), fc.string({ maxLength: 8 })),
    secondary: fc.option(fc.oneof(fc.constantFrom(...COLORS), fc.string({ maxLength: 8 })), { nil: undefined }),
    original: fc.integer({ min: 0, max: 100_000 }),
    off: fc.integer({ min: 0, max: 100_000 }),
  })
  .map(({ variants, primary, secondary, original, off }) => {
    const price = { original, final: Math.max(0, original - off) };
    return {
      _id: 'raw-1',
      id: '1',
      sku: 'SKU-1',
      name: 'Sock',
      kind: 'product',
      price,
      variants: variants.map((v, i) => ({ ...v, id: `${v.sku}-${i}`, price, currencies: {} })),
      media: { hero: { small: 's', original: 'o', thumbnail: 't', large: 'l' }, images: [] },
      meta: { title: 'Sock', description: '' },
      description: { full: '', short: '' },
      color: secondary === undefined ? { primary } : { primary, secondary },
      updatedAt: '2026-01-01T00:00:00.000Z',
      updateReason: 'created',
    };
  });

describe('catalogue properties', () => {
  it('variant filtering is idempotent', () => {
    fc.assert(
      fc.property(fc.array(fc.record({ sku: skuArb })), storefrontArb, (variants, storefront) => {
        const once = variantsOfStorefront(variants, storefront);
        expect(variantsOfStorefront(once, storefront)).toEqual(once);
      }),
      { numRuns },
    );
  });

  it('us and any other storefront split the variants into two disjoint parts', () => {
    fc.assert(
      fc.property(fc.array(fc.record({ sku: skuArb })), storefrontArb, (variants, storefront) => {
        fc.pre(storefront !== 'us');
        const us = variantsOfStorefront(variants, 'us');
        const other = variantsOfStorefront(variants, storefront);
        expect(us.length + other.length).toBe(variants.length);
        expect(us.every((v) => !other.includes(v))).toBe(true);
      }),
      { numRuns },
    );
  });

  it('sortSizes is a permutation and idempotent', () => {
    fc.assert(
      fc.property(fc.array(sizeArb, { maxLength: 12 }), (sizes) => {
        const sorted = sortSizes(sizes);
        expect([...sorted].sort()).toEqual([...sizes].sort());
        expect(sortSizes(sorted)).toEqual(sorted);
        expect(sortSizes([...sizes].reverse())).toEqual(sorted);
      }),
      { numRuns },
    );
  });

  it('compareSizes is antisymmetric and zero only for equal sizes', () => {
    fc.assert(
      fc.property(sizeArb, sizeArb, (a, b) => {
        expect(Math.sign(compareSizes(a, b))).toBe(-Math.sign(compareSizes(b, a)) || 0);
        expect(compareSizes(a, b) === 0).toBe(a === b);
      }),
      { numRuns },
    );
  });

  it('a normalised product is valid, keeps only its storefront variants, and fails only when none is left', () => {
    fc.assert(
      fc.property(rawProductArb, storefrontArb, (raw, storefront) => {
        const kept = raw.variants.filter((v) => v.sku.includes('-UP') === (storefront === 'us'));
        const result = normalizeProduct(raw, storefront);
        if (kept.length === 0) {
          expect(result._unsafeUnwrapErr().message).toBe('Missing variants for product');
          return;
        }
        const product = result._unsafeUnwrap();
        expect(ProductSchema.safeParse(product).error).toBeUndefined();
        expect(product.variants.map((v) => v.sku).sort()).toEqual(kept.map((v) => v.sku).sort());
        expect(product.stockStatus === 'no-stock').toBe(kept.every((v) => v.stockStatus === 'no-stock'));
        expect(COLORS).toContain(product.color.primary);
      }),
      { numRuns },
    );
  });

  it('pageCount pages hold every item with no empty page', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000 }), fc.constantFrom(64, 152, 1, 10), (total, size) => {
        const pages = pageCount(total, size);
        expect(pages * size).toBeGreaterThanOrEqual(total);
        if (total > 0) expect((pages - 1) * size).toBeLessThan(total);
      }),
      { numRuns },
    );
  });

  it('prev exists only after the first page and next only before the last, both within range', () => {
    fc.assert(
      fc.property(fc.integer({ min: -2, max: 30 }), fc.integer({ min: 0, max: 25 }), (page, total) => {
        const links = paginationLinks('/de/search', page, total);
        const inRange = page >= 1 && page <= total;
        expect(links.prev !== undefined).toBe(inRange && page > 1);
        expect(links.next !== undefined).toBe(inRange && page < total);
        if (links.next) expect(links.next).toBe(`/de/search/${page + 1}`);
      }),
      { numRuns },
    );
  });

  it('filters read from a query keep each selected value once, in order, whether repeated or comma separated', () => {
    const valueArb = fc.stringMatching(/^[a-z0-9-]{1,8}$/);
    const filtersArb = fc.dictionary(
      fc.constantFrom('color', 'material', 'size'),
      fc.uniqueArray(valueArb, { minLength: 1, maxLength: 4 }),
    );
    fc.assert(
      fc.property(filtersArb, fc.boolean(), (filters, commaSeparated) => {
        const query = Object.fromEntries(
          Object.entries(filters).map(([param, values]) => [param, commaSeparated ? values.join(',') : [...values, ...values, '']]),
        );
        expect(parseFilters(query, ['color', 'material', 'size'])).toEqual(filters);
      }),
      { numRuns },
    );
  });
});
