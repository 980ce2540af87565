import { BADGES, COLORS, MATERIALS, ProductSchema } from '@sockshop/core/catalog';
import { CURRENCY_CODES } from '@sockshop/core/markets';
import { describe, expect, it } from 'vitest';
import { materialOf, stockUnitsOf } from './attributes.js';
import { GIFT_BOX_SECTION } from './families.js';
import { generateCatalogue, UNOFFERED_BADGES } from './generate.js';
import { localiseProduct } from './localise.js';
import { CATEGORY_SLUGS, MATERIAL_LABELS } from './vocabulary.js';

const catalogue = generateCatalogue();

describe('sandbox catalogue (deterministic from its seed)', () => {
  it('generates 320 products by default, each valid for the core ProductSchema, with unique skus', () => {
    expect(catalogue).toHaveLength(320);
    for (const product of catalogue) ProductSchema.parse(product);
    const skus = catalogue.flatMap((p) => [p.sku, ...p.variants.map((v) => v.sku)]);
    expect(new Set(skus).size).toBe(skus.length);
  });

  it('is deterministic per seed, and a bigger catalogue starts with the smaller one', () => {
    expect(generateCatalogue()).toEqual(catalogue);
    expect(generateCatalogue({ size: 400 }).slice(0, 320)).toEqual(catalogue);
    expect(generateCatalogue({ seed: 7 })).not.toEqual(catalogue);
  });

  it('gives each product 2 to 6 sizes, each as a non-US variant and a -UP variant', () => {
    for (const product of catalogue) {
      const us = product.variants.filter((v) => v.sku.includes('-UP'));
      const rest = product.variants.filter((v) => !v.sku.includes('-UP'));
      expect(rest.length).toBeGreaterThanOrEqual(2);
      expect(rest.length).toBeLessThanOrEqual(6);
      expect(us.map((v) => v.size)).toEqual(rest.map((v) => v.size));
      expect(us.map((v) => v.sku)).toEqual(rest.map((v) => v.sku.replace(product.sku, `${product.sku}-UP`)));
      expect(product.availableSizes).toEqual(rest.map((v) => v.size));
    }
  });

  it('prices every product in every currency, JPY and KRW without minor unit', () => {
    for (const product of catalogue) {
      expect(Object.keys(product.currencies).sort()).toEqual([...CURRENCY_CODES].sort());
      expect(product.price.original).toBe(product.currencies.EUR?.price);
      expect(product.price.final).toBe(product.currencies.EUR?.finalPrice);
    }
    expect(catalogue[0]?.currencies.JPY?.price).toBe(2200);
    expect(catalogue[0]?.currencies.GBP?.price).toBe(1200);
  });

  it('has no-stock and low-stock variants and sold-out products', () => {
    const statuses = new Set(catalogue.flatMap((p) => p.variants.map((v) => v.stockStatus)));
    expect([...statuses].sort()).toEqual(['in-stock', 'low-stock', 'no-stock']);
    expect(catalogue.some((p) => p.stockStatus === 'no-stock')).toBe(true);
  });

  it('uses every badge the shop offers, every colour, material and category', () => {
    expect(new Set(catalogue.flatMap((p) => p.badges))).toEqual(new Set(BADGES.filter((b) => !UNOFFERED_BADGES.includes(b))));
    expect(new Set(catalogue.map((p) => p.color.primary))).toEqual(new Set(COLORS));
    expect(new Set(catalogue.map((p) => materialOf(p)))).toEqual(new Set(MATERIALS));
    expect(new Set(catalogue.flatMap((p) => p.categories))).toEqual(new Set(CATEGORY_SLUGS));
  });

  it('starts with a well-stocked adult sock, buyable in every size on every storefront', () => {
    const first = catalogue[0]!;
    expect(first).toMatchObject({ sku: 'CRW-100', name: 'Flamingo Crew Sock', stockStatus: 'in-stock' });
    expect(first.categories).toContain('adults/socks');
    expect(first.variants.every((v) => v.stockStatus === 'in-stock' && stockUnitsOf(v) === 50)).toBe(true);
  });

  it('exposes stock hints: 0 for no-stock, 3 for low-stock, 50 in stock, and 10 for the second product', () => {
    const units = catalogue.flatMap((p) => p.variants.map(stockUnitsOf));
    expect(new Set(units)).toEqual(new Set([0, 3, 10, 50]));
    expect(catalogue[1]!.variants.map(stockUnitsOf)).toEqual(catalogue[1]!.variants.map(() => 10));
  });

  it('claims no badge of a service the shop does not offer (no Buy with Prime)', () => {
    expect(UNOFFERED_BADGES).toContain('buy-with-prime');
    for (const product of generateCatalogue({ size: 1000 })) expect(product.badges).not.toContain('buy-with-prime');
  });

  it('gives no two products the same name (every storefront carries every product)', () => {
    for (const size of [320, 1000]) {
      const names = generateCatalogue({ size }).map((p) => p.name);
      expect(names.filter((name, i) => names.indexOf(name) !== i)).toEqual([]);
    }
    expect(catalogue.slice(0, 2).map((p) => p.name)).toEqual(['Flamingo Crew Sock', 'Banana Sneaker Sock']);
  });

  it('describes a gift box as a box of socks, every other product by its material, in every language', () => {
    const giftBoxes = catalogue.filter((p) => p.sections.includes(GIFT_BOX_SECTION));
    expect(giftBoxes.length).toBeGreaterThan(20);
    const materialWords = /knitted|gestrickt|gebreid|tricot|cotton|wool|polyamide|polyester|viscose|modal|linen|Baumwolle|Polyamid/i;
    for (const product of catalogue) {
      const giftBox = giftBoxes.includes(product);
      const text = `${product.description.full} ${product.meta.description}`.replace(product.name, '');
      if (giftBox) {
        expect(text, product.sku).not.toMatch(materialWords);
        expect(text, product.sku).toMatch(/three pairs of socks in a .+ box/);
        for (const language of ['de', 'nl', 'fr'] as const) {
          expect(localiseProduct(product, language).description.full.replace(product.name, ''), `${product.sku} ${language}`).not.toMatch(
            materialWords,
          );
        }
      } else {
        expect(text, product.sku).toContain(MATERIAL_LABELS[materialOf(product)!]);
        expect(text, product.sku).not.toMatch(/\bbox\b/i);
      }
    }
  });

  it('points media at the sandbox image route', () => {
    expect(catalogue[0]!.media.hero.original).toBe('/media/CRW-100/0.svg');
    expect(catalogue[0]!.media.images.map((i) => i.url)).toEqual(['/media/CRW-100/0.svg', '/media/CRW-100/1.svg']);
  });
});
