import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../errors.js';

('./categories.js');

import { parseFilters } from './filters.js';
import { OUTLET_PAGE_SIZE, PRODUCT_PAGE_SIZE, pageCount, pageOffset, pageSizeFor, paginationLinks } from './paging.js';
import { compareSizes, sortSizes } from './sizes.js';
import { parseSort } from './sort.js';
import { productStockStatus } from './stock.js';
import { variantsOfStorefront } from './variants.js';
import { COLOR_HEX, COLORS, colorHex, isColor } from './vocabulary.js';

describe('sizes', () => {
  it('letter sizes order xxxs to xxxl, whatever the case', () => {
    expect(sortSizes(['XL', 'm', 'XXXS', 'S', 'xxxl', 'XS', 'L', 'XXL', 'xxs'])).toEqual([
      'XXXS',
      'xxs',
      'XS',
      'S',
      'm',
      'L',
      'XL',
      'XXL',
      'xxxl',
    ]);
    expect(sortSizes(['3XL', '2XS', 'M'])).toEqual(['2XS', 'M', '3XL']);
  });

  it('years are turned into months so ages compare', () => {
    expect(sortSizes(['2-3y', '12-24m', '0-6m', '7-9 years', '6-12 months', '4-6Y'])).toEqual([
      '0-6m',
      '6-12 months',
      '12-24m',
      '2-3y',
      '4-6Y',
      '7-9 years',
    ]);
    expect(compareSizes('1y', '18m')).toBeLessThan(0);
    expect(compareSizes('2y', '18m')).toBeGreaterThan(0);
  });

  it('shoe sizes order by their range; unknown sizes come last', () => {
    expect(sortSizes(['one-size', '42-44', '36-38', '39-41', 'XL', '34-35'])).toEqual([
      '34-35',
      '36-38',
      '39-41',
      '42-44',
      'XL',
      'one-size',
    ]);
  });
});

describe('stock and variants', () => {
  it('a product counts as in stock if any variant is in stock or low on stock', () => {
    expect(productStockStatus([{ stockStatus: 'no-stock' }, { stockStatus: 'in-stock' }])).toBe('in-stock');
    expect(productStockStatus([{ stockStatus: 'no-stock' }, { stockStatus: 'low-stock' }])).toBe('low-stock');
    expect(productStockStatus([{ stockStatus: 'no-stock' }])).toBe('no-stock');
    expect(productStockStatus([])).toBe('no-stock');
  });

  it('us keeps SKUs containing -UP, others exclude them', () => {
    const variants = [{ sku: 'A-UP-1' }, { sku: 'A-1' }, { sku: 'B-UP' }];
    expect(variantsOfStorefront(variants, 'us')).toEqual([{ sku: 'A-UP-1' }, { sku: 'B-UP' }]);
    expect(variantsOfStorefront(variants, 'uk')).toEqual([{ sku: 'A-1' }]);
  });
});

describe('vocabulary', () => {
  it('every colour has a hex value', () => {
    expect(Object.keys(COLOR_HEX).sort()).toEqual([...COLORS].sort());
    for (const hex of Object.values(COLOR_HEX)) expect(hex).toMatch(/^#[0-9a-f]{6}$/);
    expect(colorHex('navy')).toBe('#1f2a5c');
    expect(colorHex('banana')).toBeUndefined();
    expect(isColor(3)).toBe(false);
  });
});

describe('sort parameter', () => {
  it.each(['price', 'price:up', ':asc', 'price:asc:x', '', 'price:ASC'])('refuses %j', (value) => {
    expect(parseSort(value)._unsafeUnwrapErr()).toMatchObject({ code: 'INVALID_INPUT', message: MESSAGES.invalidSort });
  });
});

describe('filters', () => {
  it('reads the selected facet values: repeated or comma separated, blanks, repeats and over-long values dropped', () => {
    const filters = parseFilters({ color: 'red, blue,,red', material: ['wool', 'cotton'], size: '' }, ['color', 'material', 'size']);
    expect(filters).toEqual({ color: ['red', 'blue'], material: ['wool', 'cotton'] });
    expect(parseFilters({ color: ['x'.repeat(64), 'red', 'x'.repeat(63)] }, ['color'])).toEqual({ color: ['red', 'x'.repeat(63)] });
    expect(parseFilters({ badges: 'new' }, ['color'])).toEqual({});
  });
});

describe('paging', () => {
  it('page sizes 64, and 152 for outlet-all categories', () => {
    expect(PRODUCT_PAGE_SIZE).toBe(64);
    expect(OUTLET_PAGE_SIZE).toBe(152);
    expect(pageSizeFor('adults/socks')).toBe(64);
    expect(pageSizeFor('outlet/all')).toBe(152);
    expect(pageSizeFor('sale/outlet-all')).toBe(152);
    expect(pageSizeFor()).toBe(64);
  });

  it('page count and offset', () => {
    expect(pageCount(0, 64)).toBe(0);
    expect(pageCount(64, 64)).toBe(1);
    expect(pageCount(65, 64)).toBe(2);
    expect(() => pageCount(10, 0)).toThrow(RangeError);
    expect(pageOffset(3, 64)).toBe(128);
    expect(pageOffset(0, 64)).toBe(0);
  });

  it('prev and next links, omitted on the first and last page and out of range', () => {
    expect(paginationLinks('/de/search', 2, 3)).toEqual({ prev: '/de/search/1', next: '/de/search/3' });
    expect(paginationLinks('/de/adults/socks/', 1, 3)).toEqual({ next: '/de/adults/socks/2' });
    expect(paginationLinks('/de/search', 3, 3)).toEqual({ prev: '/de/search/2' });
    expect(paginationLinks('/de/search', 4, 3)).toEqual({});
    expect(paginationLinks('/de/search', 0, 3)).toEqual({});
    expect(paginationLinks('/de/search', 1, 1)).toEqual({});
  });

  it('reads attribute:order with asc or desc', () => {
    expect(parseSort('price:asc')._unsafeUnwrap()).toEqual({ attribute: 'price', order: 'asc' });
    expect(parseSort('updatedAt:desc')._unsafeUnwrap()).toEqual({ attribute: 'updatedAt', order: 'desc' });
  });
});
