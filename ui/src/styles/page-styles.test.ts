import { describe, expect, it } from 'vitest';
import { pageStylesOf } from './page-styles';

// A page inlines its own page type's share of the styles, known from the matched routes (ui/src/routes.ts).
describe('pageStylesOf', () => {
  it('gives home, categories, content pages and search the storefront share', () => {
    for (const leaf of ['storefront', 'storefront-slugs', 'storefront-search', 'storefront-editor']) {
      expect(pageStylesOf(['root', 'storefront-layout', leaf])).toBe('storefront');
    }
    expect(pageStylesOf(['root', 'storefront-shared-content'])).toBe('storefront');
  });

  it('gives the product page, every checkout step and the chooser their own', () => {
    expect(pageStylesOf(['root', 'storefront-layout', 'storefront-product'])).toBe('product');
    expect(pageStylesOf(['root', 'storefront-layout', 'storefront-checkout', 'storefront-checkout-cart'])).toBe('checkout');
    expect(pageStylesOf(['root', 'index'])).toBe('chooser');
  });

  it('inlines everything where it cannot tell (an error outside the storefront)', () => {
    expect(pageStylesOf(['root'])).toBe('all');
    expect(pageStylesOf([])).toBe('all');
  });
});
