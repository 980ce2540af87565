import { CURRENCY_CODES, STOREFRONT_CODES } from '@sockshop/core/markets';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { generateCatalogue } from '../catalogue/generate.js';
import { indexCatalogue } from './catalogue-view.js';
import { SearchRequestSchema } from './protocol.js';
import { runSearch } from './search.js';

const numRuns = Number(process.env.FC_NUM_RUNS ?? 60);
const catalogue = indexCatalogue(generateCatalogue({ size: 120 }));
const words = ['flam', 'flamngo', 'sock', 'crew', 'pink', 'merino', 'kids', 'gift', 'boxer', 'qqq', ''];
const queryArb = fc.array(fc.constantFrom(...words), { maxLength: 2 }).map((parts) => parts.join(' '));
const contextArb = fc.record({ storefront: fc.constantFrom(...STOREFRONT_CODES), currency: fc.constantFrom(...CURRENCY_CODES) });

describe('search sandbox properties', () => {
  it('answers only storefront variants, at most limit items, prices in order when sorted by price', () => {
    fc.assert(
      fc.property(
        queryArb,
        contextArb,
        fc.integer({ min: 0, max: 30 }),
        fc.constantFrom<'asc' | 'desc'>('asc', 'desc'),
        (query, context, limit, order) => {
          const answer = runSearch(
            catalogue,
            SearchRequestSchema.parse({ token: 't', query, options: { limit, sortBy: [{ attribute: 'price', order }] }, context }),
          );
          expect(answer.items.length).toBeLessThanOrEqual(limit);
          expect(answer.metadata.count).toBeGreaterThanOrEqual(answer.items.length);
          const prices = answer.items.map((item) => item.product.currencies?.[context.currency]?.finalPrice ?? 0);
          expect(prices).toEqual([...prices].sort((a, b) => (order === 'asc' ? a - b : b - a)));
          for (const item of answer.items) {
            expect(item.product.variants?.every((v) => v.sku.includes('-UP') === (context.storefront === 'us'))).toBe(true);
          }
        },
      ),
      { numRuns },
    );
  });

  it('pages add up: consecutive pages of any size are the one long list, cut', () => {
    fc.assert(
      fc.property(queryArb, fc.integer({ min: 1, max: 15 }), (query, size) => {
        const ask = (offset: number, limit: number) =>
          runSearch(catalogue, SearchRequestSchema.parse({ token: 't', query, options: { offset, limit } })).items.map((i) => i.id);
        const all = ask(0, 60);
        const paged = [...ask(0, size), ...ask(size, size), ...ask(2 * size, size)];
        expect(paged).toEqual(all.slice(0, 3 * size));
      }),
      { numRuns },
    );
  });
});
