import { type Product, ProductSchema } from '@sockshop/core/catalog';
import type { CatalogPort, CatalogScope } from '@sockshop/core/ports';
import { salesOf } from '@sockshop/sandbox/catalogue/attributes';
import { generateCatalogue } from '@sockshop/sandbox/catalogue/generate';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CatalogFault } from '../fakes/catalog.fake.js';

export interface CatalogHarness {
  catalog: CatalogPort;
  /** The next `times` requests to the service (default: every one) meet the fault. */
  fail(fault: CatalogFault, times?: number): void;
  close(): Promise<void>;
}

export type MakeCatalogHarness = (products: Product[]) => Promise<CatalogHarness>;

/** A small slice of the generated sandbox catalogue: every family, both -UP and other variants. */
export const CONTRACT_PRODUCTS: Product[] = generateCatalogue({ size: 60 });

const DE: CatalogScope = { storefront: 'de', currency: 'EUR' };
const US: CatalogScope = { storefront: 'us', currency: 'USD' };
const page = { limit: 64, offset: 0 };
const FIRST = CONTRACT_PRODUCTS[0]!;
const variantSkus = (products: readonly Product[]) => products.flatMap((p) => p.variants.map((v) => v.sku));

/** CatalogPort behaviour, run against the fake and against the HTTP adapter over the search sandbox. */
export function describeCatalogContract(name: string, make: MakeCatalogHarness) {
  describe(`CatalogPort: ${name}`, () => {
    let harness: CatalogHarness;
    let catalog: CatalogPort;
    beforeEach(async () => {
      harness = await make(CONTRACT_PRODUCTS);
      catalog = harness.catalog;
    });
    afterEach(() => harness.close());

    describe('search', () => {
      it('finds products by a word of their name, as valid products', async () => {
        const result = (await catalog.search({ term: 'flamingo', ...page }, DE))._unsafeUnwrap();
        expect(result.products.map((p) => p.sku)).toContain(FIRST.sku);
        expect(result.total).toBe(result.products.length);
        for (const product of result.products) ProductSchema.parse(product);
      });

      it('answers an empty result, not an error, when nothing matches', async () => {
        expect((await catalog.search({ term: 'qqqzzzxxx', ...page }, DE))._unsafeUnwrap()).toMatchObject({ products: [], total: 0 });
      });

      it('filters by category and pages through the total', async () => {
        const expected = CONTRACT_PRODUCTS.filter((p) => p.categories.includes('adults/socks')).length;
        const first = (await catalog.search({ category: 'adults/socks', limit: 5, offset: 0 }, DE))._unsafeUnwrap();
        const second = (await catalog.search({ category: 'adults/socks', limit: 5, offset: 5 }, DE))._unsafeUnwrap();
        expect(first.total).toBe(expected);
        expect(first.products).toHaveLength(5);
        expect(second.products.map((p) => p.sku)).not.toContain(first.products[0]!.sku);
        expect([...first.products, ...second.products].every((p) => p.categories.includes('adults/socks'))).toBe(true);
      });

      it('filters by price in minor units of the shopper currency and sorts by price', async () => {
        const result = (
          await catalog.search({ price: { min: 1000, max: 1500 }, sort: { attribute: 'price', order: 'asc' }, ...page }, US)
        )._unsafeUnwrap();
        const prices = result.products.map((p) => p.currencies.USD!.finalPrice);
        expect(prices.length).toBeGreaterThan(0);
        expect(prices.every((price) => price >= 1000 && price <= 1500)).toBe(true);
        expect(prices).toEqual([...prices].sort((a, b) => a - b));
      });

      it('sorts by newest and by bestsellers', async () => {
        const newest = (await catalog.search({ sort: { attribute: 'updatedAt', order: 'desc' }, ...page }, DE))._unsafeUnwrap().products;
        const dates = newest.map((p) => p.updatedAt);
        expect(dates).toEqual([...dates].sort().reverse());
        const best = (await catalog.search({ sort: { attribute: 'bestsellers', order: 'desc' }, limit: 10, offset: 0 }, DE))._unsafeUnwrap()
          .products;
        const expected = [...CONTRACT_PRODUCTS].sort((a, b) => salesOf(b) - salesOf(a) || a.sku.localeCompare(b.sku)).slice(0, 10);
        expect(best.map((p) => p.sku)).toEqual(expected.map((p) => p.sku));
      });

      it('narrows by a selected colour and reports colour facets with counts', async () => {
        const colour = FIRST.color.primary;
        const result = (await catalog.search({ filters: { color: [colour] }, ...page }, DE))._unsafeUnwrap();
        expect(result.products.length).toBeGreaterThan(0);
        expect(result.products.every((p) => p.color.primary === colour)).toBe(true);
        const facet = result.facets.find((f) => f.id === 'color');
        expect(facet?.items.find((i) => i.value === colour)).toMatchObject({ count: result.total, selected: true });
      });

      it('keeps only -UP variants on us and excludes them elsewhere', async () => {
        const us = (await catalog.search({ term: 'sock', ...page }, US))._unsafeUnwrap().products;
        const de = (await catalog.search({ term: 'sock', ...page }, DE))._unsafeUnwrap().products;
        expect(variantSkus(us).length).toBeGreaterThan(0);
        expect(variantSkus(us).every((sku) => sku.includes('-UP'))).toBe(true);
        expect(variantSkus(de).some((sku) => sku.includes('-UP'))).toBe(false);
      });
    });

    describe('suggest', () => {
      it('suggests products for 3 or more characters, with title and photo', async () => {
        const suggestions = (await catalog.suggest('flam', 8, DE))._unsafeUnwrap();
        expect(suggestions.find((s) => s.product.sku === FIRST.sku)).toMatchObject({ product: { title: FIRST.name } });
        expect(suggestions.every((s) => s.product.photo.includes(s.product.sku))).toBe(true);
        expect((await catalog.suggest('sock', 4, DE))._unsafeUnwrap()).toHaveLength(4);
      });

      it('suggests nothing for fewer than 3 characters after trimming', async () => {
        expect((await catalog.suggest('  fl ', 8, DE))._unsafeUnwrap()).toEqual([]);
      });
    });

    describe('findProduct', () => {
      it("finds a product by sku with the storefront's variants", async () => {
        const de = (await catalog.findProduct(FIRST.sku, DE))._unsafeUnwrap();
        const us = (await catalog.findProduct(FIRST.sku, US))._unsafeUnwrap();
        expect(de).toMatchObject({ sku: FIRST.sku, name: FIRST.name, stockStatus: 'in-stock' });
        expect(variantSkus([de]).some((sku) => sku.includes('-UP'))).toBe(false);
        expect(variantSkus([us]).every((sku) => sku.includes('-UP'))).toBe(true);
        expect(de.media.hero.original).toContain(`/media/${FIRST.sku}/0.svg`);
      });

      it("answers NOT_FOUND 'Product not found: {sku}' for an unknown sku", async () => {
        expect((await catalog.findProduct('NOPE-404', DE))._unsafeUnwrapErr()).toMatchObject({
          code: 'NOT_FOUND',
          message: 'Product not found: NOPE-404',
        });
      });

      it("answers INVALID_INPUT 'No sku provided' for an empty sku", async () => {
        expect((await catalog.findProduct('', DE))._unsafeUnwrapErr()).toMatchObject({ code: 'INVALID_INPUT', message: 'No sku provided' });
      });
    });

    describe('recommendations', () => {
      it('recommends other products for a sku with distribution 1 cluster, 2 recommendations, 3 similar', async () => {
        const result = (await catalog.recommendFor('product-page', FIRST.sku, 'session-1', DE))._unsafeUnwrap();
        expect(result.recommendations.length).toBeGreaterThan(0);
        expect(result.recommendations.every((r) => [1, 2, 3].includes(r.distribution))).toBe(true);
        expect(result.recommendations.map((r) => r.product.sku)).not.toContain(FIRST.sku);
        expect(variantSkus(result.recommendations.map((r) => r.product)).some((sku) => sku.includes('-UP'))).toBe(false);
      });

      it("answers 'Product not found: {sku}' for an unknown sku and 'No sku provided' for an empty one", async () => {
        expect((await catalog.recommendFor('product-page', 'NOPE-404', 's', DE))._unsafeUnwrapErr()).toMatchObject({
          code: 'NOT_FOUND',
          message: 'Product not found: NOPE-404',
        });
        expect((await catalog.recommendFor('product-page', ' ', 's', DE))._unsafeUnwrapErr()).toMatchObject({
          code: 'INVALID_INPUT',
          message: 'No sku provided',
        });
      });

      it('fills the basket slot with at most 8 products, never one already selected', async () => {
        const variables = { $CartAmount: 1400, $selected_items_1: FIRST.sku, $ShippingThreshold: 4000 };
        const result = (await catalog.listRecommendations({ slot: 'basket', limit: 20, page: 1, variables }, DE))._unsafeUnwrap();
        expect(result.recommendations).toHaveLength(8);
        expect(result.recommendations.map((r) => r.product.sku)).not.toContain(FIRST.sku);
        expect(result.total).toBeGreaterThan(8);
      });

      it("lists a slot's products page by page, with the total", async () => {
        const request = { slot: 'bestsellers', limit: 5, variables: {} } as const;
        const first = (await catalog.listRecommendations({ ...request, page: 1 }, DE))._unsafeUnwrap();
        const second = (await catalog.listRecommendations({ ...request, page: 2 }, DE))._unsafeUnwrap();
        expect(first.recommendations).toHaveLength(5);
        expect(first.total).toBe(second.total);
        expect(second.recommendations[0]!.product.sku).not.toBe(first.recommendations[0]!.product.sku);
      });

      it("answers 'No recommendations found' when a listing has nothing", async () => {
        const request = { slot: 'bestsellers', limit: 5, page: 1, variables: { $category: 'no-such-category' } } as const;
        expect((await catalog.listRecommendations(request, DE))._unsafeUnwrapErr()).toMatchObject({
          code: 'NOT_FOUND',
          message: 'No recommendations found',
        });
      });
    });

    describe('filters and price range', () => {
      it("answers the available filters of the storefront's catalogue", async () => {
        const facets = (await catalog.availableFilters(DE))._unsafeUnwrap();
        const colour = facets.find((f) => f.id === 'color');
        expect(colour?.items.find((i) => i.value === FIRST.color.primary)?.count).toBeGreaterThan(0);
      });

      it('answers the price range of a category, and null for a category without products', async () => {
        const range = (await catalog.categoryPriceRange('adults/apparel', DE))._unsafeUnwrap();
        const apparel = CONTRACT_PRODUCTS.filter((p) => p.categories.includes('adults/apparel')).map((p) => p.price.final);
        expect(range).toEqual({ min: Math.min(...apparel), max: Math.max(...apparel) });
        expect((await catalog.categoryPriceRange('no-such-category', DE))._unsafeUnwrap()).toBeNull();
      });
    });

    describe('a misbehaving service', () => {
      it('absorbs a single 5xx', async () => {
        harness.fail('unavailable', 1);
        expect((await catalog.findProduct(FIRST.sku, DE)).isOk()).toBe(true);
      });

      it('answers UPSTREAM_UNAVAILABLE while the service answers 5xx', async () => {
        harness.fail('unavailable');
        expect((await catalog.search({ term: 'sock', ...page }, DE))._unsafeUnwrapErr().code).toBe('UPSTREAM_UNAVAILABLE');
        expect((await catalog.recommendFor('product-page', FIRST.sku, 's', DE))._unsafeUnwrapErr().code).toBe('UPSTREAM_UNAVAILABLE');
      });

      it('answers RATE_LIMITED while the service answers 429', async () => {
        harness.fail('rate-limited');
        expect((await catalog.findProduct(FIRST.sku, DE))._unsafeUnwrapErr().code).toBe('RATE_LIMITED');
        expect((await catalog.suggest('flam', 8, DE))._unsafeUnwrapErr().code).toBe('RATE_LIMITED');
      });

      it('answers UPSTREAM_UNAVAILABLE when the service is too slow, and recovers after', async () => {
        harness.fail('timeout', 1);
        expect((await catalog.search({ term: 'sock', ...page }, DE))._unsafeUnwrapErr().code).toBe('UPSTREAM_UNAVAILABLE');
        expect((await catalog.search({ term: 'sock', ...page }, DE)).isOk()).toBe(true);
      });

      it('answers UPSTREAM_CONTRACT for a malformed answer', async () => {
        harness.fail('malformed');
        expect((await catalog.search({ term: 'sock', ...page }, DE))._unsafeUnwrapErr().code).toBe('UPSTREAM_CONTRACT');
        expect((await catalog.availableFilters(DE))._unsafeUnwrapErr().code).toBe('UPSTREAM_CONTRACT');
        expect(
          (await catalog.listRecommendations({ slot: 'bestsellers', limit: 4, page: 1, variables: {} }, DE))._unsafeUnwrapErr().code,
        ).toBe('UPSTREAM_CONTRACT');
      });
    });
  });
}
