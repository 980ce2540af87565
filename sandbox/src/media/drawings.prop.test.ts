import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { generateCatalogue } from '../catalogue/generate.js';
import { campaignPicture } from './campaign-picture.js';
import { fabricOf, PATTERNS } from './fabric.js';
import { productPicture, viewOf } from './product-picture.js';

const catalogue = generateCatalogue({ size: 120 });
const runs = { numRuns: Number(process.env.FC_NUM_RUNS ?? 100) };
const productArb = fc.constantFrom(...catalogue);
const nameArb = fc
  .tuple(fc.stringMatching(/^[a-z0-9]{1,12}$/), fc.constantFrom('hero', 'promo', 'poster', 'story'))
  .map(([scope, kind]) => `${scope}-${kind}`);

// Headlines are HTML; no picture carries words (nor fonts to draw them).
const hasNoText = (svg: string) => !/<text|<tspan|<textPath|font-family/i.test(svg);

describe('generated pictures', () => {
  it('draw no text in any product picture, at any position and width', () => {
    fc.assert(
      fc.property(productArb, fc.nat(3), fc.integer({ min: 1, max: 3840 }), (product, position, width) => {
        const svg = productPicture(product, position, width);
        expect(hasNoText(svg)).toBe(true);
        expect(svg).toMatch(new RegExp(`^<svg [^>]*width="${width}" height="${width}"`));
      }),
      runs,
    );
  });

  it('draw no text in any campaign picture', () => {
    fc.assert(
      fc.property(nameArb, fc.integer({ min: 1, max: 3840 }), (name, width) => {
        expect(hasNoText(campaignPicture(name, width, Math.ceil(width / 2)))).toBe(true);
      }),
      runs,
    );
  });

  it('are the same for the same name, and differ between products and between positions', () => {
    fc.assert(
      fc.property(productArb, productArb, (a, b) => {
        expect(productPicture(a, 0, 320)).toBe(productPicture(a, 0, 320));
        if (a.sku !== b.sku) expect(productPicture(a, 0, 320)).not.toBe(productPicture(b, 0, 320));
        expect(productPicture(a, 0, 320)).not.toBe(productPicture(a, 1, 320));
      }),
      runs,
    );
    const all = new Set(catalogue.map((p) => productPicture(p, 0, 320)));
    expect(all.size).toBe(catalogue.length);
  });

  it('show every pattern across the catalogue, and several views of each product', () => {
    expect(new Set(catalogue.map((p) => fabricOf(p).pattern))).toEqual(new Set(PATTERNS));
    for (const product of catalogue) {
      const views = product.media.images.map((image) => viewOf(product, image.position));
      expect(new Set(views).size).toBe(views.length);
    }
  });

  it('paint each product in its own colour', () => {
    for (const product of catalogue.slice(0, 30)) {
      const { base, bands, pattern } = fabricOf(product);
      expect(productPicture(product, 0, 320)).toContain(pattern === 'stripes' ? bands[0] : base);
    }
  });
});
