import { describe, expect, it } from 'vitest';
import { categoryPath, hasExtraFilters, productPath, searchPath } from './paths.js';

describe('paths', () => {
  it('§2 product links are /{storefront}/product/{slug}', () => {
    expect(productPath('de', 'striped-sock-blue')).toBe('/de/product/striped-sock-blue');
  });

  it('§2 search puts the URL-encoded term in `term` with an optional page', () => {
    expect(searchPath('nl', ' rode sokken & co ')).toBe('/nl/search?term=rode%20sokken%20%26%20co');
    expect(searchPath('nl', 'x', 2)).toBe('/nl/search/2?term=x');
    expect(searchPath('nl', 'x', 0)).toBe('/nl/search?term=x');
  });

  it('§2 colour and material filtering only on the listed categories', () => {
    expect(hasExtraFilters('adults/socks')).toBe(true);
    expect(hasExtraFilters('/collection/low-socks/')).toBe(true);
    expect(hasExtraFilters('/adults/underwear')).toBe(false);
    expect(categoryPath('de', 'adults/socks', { color: ['red', 'dark blue'], material: [] })).toBe(
      '/de/adults/socks?color=red,dark%20blue',
    );
    expect(categoryPath('de', 'kids/socks', { material: ['cotton'] })).toBe('/de/kids/socks?material=cotton');
    expect(categoryPath('de', 'adults/underwear', { color: ['red'] })).toBe('/de/adults/underwear');
    expect(categoryPath('de', 'adults/socks')).toBe('/de/adults/socks');
  });
});
