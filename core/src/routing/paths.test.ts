import { describe, expect, it } from 'vitest';
import { productPath, searchPath } from './paths.js';

describe('paths', () => {
  it('product links are /{storefront}/product/{slug}', () => {
    expect(productPath('de', 'striped-sock-blue')).toBe('/de/product/striped-sock-blue');
  });

  it('search puts the URL-encoded term in `term` with an optional page', () => {
    expect(searchPath('nl', ' rode sokken & co ')).toBe('/nl/search?term=rode%20sokken%20%26%20co');
    expect(searchPath('nl', 'x', 2)).toBe('/nl/search/2?term=x');
    expect(searchPath('nl', 'x', 0)).toBe('/nl/search?term=x');
  });
});
