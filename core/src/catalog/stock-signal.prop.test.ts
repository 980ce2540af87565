import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { StockStatus } from './product.schema.js';
import { countsAsInStock, productStockStatus, withoutStockBadges } from './stock.js';

// One stock signal per product, worked out over all its sizes.

const statusArb = fc.constantFrom<StockStatus>('no-stock', 'low-stock', 'in-stock');
const variantsArb = fc.array(
  statusArb.map((stockStatus) => ({ stockStatus })),
  { maxLength: 8 },
);

describe('a product shows one stock signal', () => {
  it('in stock while any size is, "only a few left" only when every size left is low, else sold out', () => {
    fc.assert(
      fc.property(variantsArb, (variants) => {
        const status = productStockStatus(variants);
        const left = variants.filter((v) => v.stockStatus !== 'no-stock');
        if (left.length === 0) expect(status).toBe('no-stock');
        else if (left.every((v) => v.stockStatus === 'low-stock')) expect(status).toBe('low-stock');
        else expect(status).toBe('in-stock');
      }),
    );
  });

  it('a product counts as in stock exactly when any variant is in stock or low on stock, and its status agrees', () => {
    fc.assert(
      fc.property(variantsArb, (variants) => {
        const expected = variants.some((v) => v.stockStatus !== 'no-stock');
        expect(countsAsInStock(variants)).toBe(expected);
        expect(productStockStatus(variants) !== 'no-stock').toBe(expected);
        // Order of the sizes never matters.
        expect(countsAsInStock([...variants].reverse())).toBe(expected);
      }),
    );
    expect(countsAsInStock([])).toBe(false);
    expect(countsAsInStock([{ stockStatus: 'no-stock' }, { stockStatus: 'low-stock' }])).toBe(true);
  });

  it('drops the stock badges that would repeat or contradict the status, keeping the others in their order', () => {
    expect(withoutStockBadges(['low-stock', 'new', 'in-stock', 'bestsellers'])).toEqual(['new', 'bestsellers']);
    fc.assert(
      fc.property(fc.array(fc.constantFrom('low-stock', 'in-stock', 'new', 'discount', 'gift-idea')), (badges) => {
        const kept = withoutStockBadges(badges);
        expect(kept).not.toContain('low-stock');
        expect(kept).not.toContain('in-stock');
        expect(kept).toEqual(badges.filter((b) => b !== 'low-stock' && b !== 'in-stock'));
      }),
    );
  });
});
