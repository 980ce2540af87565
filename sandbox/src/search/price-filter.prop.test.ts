import { CURRENCY_CODES, STOREFRONT_CODES } from '@sockshop/core/markets';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { generateCatalogue } from '../catalogue/generate.js';
import { indexCatalogue, priceIn, viewFor } from './catalogue-view.js';
import { SearchRequestSchema } from './protocol.js';
import { runSearch } from './search.js';

const numRuns = Number(process.env.FC_NUM_RUNS ?? 60);
const catalogue = indexCatalogue(generateCatalogue({ size: 120 }));
const contextArb = fc.record({ storefront: fc.constantFrom(...STOREFRONT_CODES), currency: fc.constantFrom(...CURRENCY_CODES) });

// The shop sends the price filter in minor units (JPY and KRW as they are) as `price >= min AND price <= max`.
describe('search sandbox price filter expression', () => {
  it('answers exactly the products priced within the range, in the asked currency', () => {
    fc.assert(
      fc.property(contextArb, fc.nat(60_000), fc.nat(60_000), (context, a, b) => {
        const [min, max] = a <= b ? [a, b] : [b, a];
        const request = (filter: string) => SearchRequestSchema.parse({ token: 't', query: '', options: { limit: 500, filter }, context });
        const answer = runSearch(catalogue, request(`categories = "adults/socks" AND price >= ${min} AND price <= ${max}`));
        const expected = viewFor(catalogue, context.storefront)
          .entries.filter((entry) => entry.product.categories.includes('adults/socks'))
          .filter((entry) => {
            const price = priceIn(entry.product, context.currency);
            return price >= min && price <= max;
          })
          .map((entry) => entry.product.sku)
          .sort();
        expect(answer.items.map((item) => item.id).sort()).toEqual(expected);
        for (const item of answer.items) {
          const price = item.product.currencies?.[context.currency]?.finalPrice ?? item.product.price?.final ?? -1;
          expect(price).toBeGreaterThanOrEqual(min);
          expect(price).toBeLessThanOrEqual(max);
        }
      }),
      { numRuns },
    );
  });
});
