import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pageTypeOf, trackingPageType } from './page-type.js';

const numRuns = Number(process.env.FC_NUM_RUNS ?? 200);
const FIXED = ['faq', 'shipping', 'happy-news', 'happynews', 'happyblog', 'about-us', 'corporate-gifts'];
const slug = fc.stringMatching(/^[a-z0-9-]{1,16}$/);

describe('page type properties', () => {
  it('a fixed first segment keeps its type whatever the catalogue says', () => {
    fc.assert(
      fc.property(fc.constantFrom(...FIXED), fc.boolean(), (first, isCategory) => {
        expect(pageTypeOf(first, { isCategory })).toBe(pageTypeOf(first));
      }),
      { numRuns },
    );
  });

  it('any other slug is a category exactly when the catalogue knows it, else content tracked as unknown', () => {
    fc.assert(
      fc.property(
        slug.filter((s) => !FIXED.includes(s)),
        fc.boolean(),
        (first, isCategory) => {
          expect(pageTypeOf(first, { isCategory })).toBe(isCategory ? 'category' : 'content');
          expect(trackingPageType('storefront-slugs', first, { isCategory })).toBe(isCategory ? 'category' : 'unknown');
          // Without the catalogue's word, the spec's rule: any other slug is a category.
          expect(pageTypeOf(first)).toBe('category');
        },
      ),
      { numRuns },
    );
  });
});
