import { type Product, RECOMMENDATION_SLOTS } from '@sockshop/core/catalog';
import { MESSAGES } from '@sockshop/core/errors';
import type { CatalogScope, Logger } from '@sockshop/core/ports';
import { generateCatalogue } from '@sockshop/sandbox/catalogue/generate';
import { type SearchSandbox, startSearchSandbox } from '@sockshop/sandbox/search/search.sandbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpCatalog } from './catalog.http.js';
import { SLOT_WIDGETS, tenantOf } from './catalog.slots.js';

const TOKEN = 'catalog-http-token';
const DE: CatalogScope = { storefront: 'de', currency: 'EUR' };
const products = generateCatalogue({ size: 12 });
// A product the service sends without an updateReason is invalid.
const broken: Product = { ...products[2]!, updateReason: '' };
const warnings: string[] = [];
const logger: Logger = { info() {}, warn: (message) => void warnings.push(message), error() {} };
let sandbox: SearchSandbox;

beforeAll(async () => {
  sandbox = await startSearchSandbox({ token: TOKEN, products: [...products.filter((p) => p.sku !== broken.sku), broken] });
});
afterAll(() => sandbox.close());

const catalogWith = (overrides: Partial<Parameters<typeof createHttpCatalog>[0]> = {}) =>
  createHttpCatalog({ baseUrl: sandbox.url, token: TOKEN, retries: 2, retryDelayMs: 5, timeoutMs: 1_000, logger, ...overrides });

describe('createHttpCatalog', () => {
  it('makes image URLs absolute with the image base URL', async () => {
    const product = (await catalogWith({ imageBaseUrl: 'https://img.example/' }).findProduct('CRW-100', DE))._unsafeUnwrap();
    expect(product.media.hero.thumbnail).toBe('https://img.example/media/CRW-100/0.svg');
    expect(product.media.images.every((i) => i.url.startsWith('https://img.example/media/CRW-100/'))).toBe(true);
    const [suggestion] = (await catalogWith().suggest('flamingo', 1, DE))._unsafeUnwrap();
    expect(suggestion?.product.photo).toBe(`${sandbox.url}/media/CRW-100/0.svg`);
  });

  it('retries a read POST /search after a 503, but not after a 400', async () => {
    sandbox.faults.inject({ status: 503 }, 2);
    expect((await catalogWith().search({ term: 'sock', limit: 3, offset: 0 }, DE)).isOk()).toBe(true);
    sandbox.faults.inject({ status: 400 }, 1);
    expect((await catalogWith().search({ term: 'sock', limit: 3, offset: 0 }, DE))._unsafeUnwrapErr().code).toBe('INVALID_INPUT');
  });

  it('leaves an invalid product out of a listing with a warning, and rejects it when asked for by sku', async () => {
    warnings.length = 0;
    const result = (await catalogWith().search({ limit: 64, offset: 0 }, DE))._unsafeUnwrap();
    expect(result.products.map((p) => p.sku)).not.toContain(broken.sku);
    expect(warnings).toContain('Invalid product received');
    expect((await catalogWith().findProduct(broken.sku, DE))._unsafeUnwrapErr()).toMatchObject({
      code: 'UPSTREAM_CONTRACT',
      message: 'Invalid product received',
    });
  });

  it('decodes a repeated listing answer once (the same frozen products), per storefront', async () => {
    const catalog = catalogWith();
    const query = { category: 'adults/socks', limit: 64, offset: 0 };
    const first = (await catalog.search(query, DE))._unsafeUnwrap();
    const again = (await catalog.search(query, DE))._unsafeUnwrap();
    expect(again.products).toBe(first.products);
    expect(Object.isFrozen(first.products[0])).toBe(true);
    const uk = (await catalog.search(query, { storefront: 'uk', currency: 'GBP' }))._unsafeUnwrap();
    expect(uk.products).not.toBe(first.products);
  });

  it('answers UPSTREAM_UNAVAILABLE for a refused token and for a service that is not there', async () => {
    expect((await catalogWith({ token: 'wrong' }).findProduct('CRW-100', DE))._unsafeUnwrapErr().code).toBe('UPSTREAM_UNAVAILABLE');
    const gone = await startSearchSandbox({ token: TOKEN, products });
    await gone.close();
    const error = (await catalogWith({ baseUrl: gone.url, retries: 0 }).findProduct('CRW-100', DE))._unsafeUnwrapErr();
    expect(error).toMatchObject({ code: 'UPSTREAM_UNAVAILABLE', message: 'Search service unreachable' });
  });

  it('serves every recommendation slot from a list the service knows', async () => {
    for (const slot of RECOMMENDATION_SLOTS) {
      const listed = await catalogWith().listRecommendations({ slot, limit: 2, page: 1, variables: {} }, DE);
      expect(listed.isOk(), slot).toBe(true);
      expect((await catalogWith().recommendFor(slot, 'CRW-100', 's', DE)).isOk(), slot).toBe(true);
    }
  });

  it("asks the search service for the storefront's tenant", () => {
    expect([tenantOf('de'), tenantOf('at'), tenantOf('be'), tenantOf('es'), tenantOf('uk')]).toEqual(['DE', 'DE', 'NL', 'EU', 'UK']);
  });

  it("a storefront without a slot's widget: 'PDP widget not found for storefront de' (and kin), logged, no call", async () => {
    warnings.length = 0;
    // de has its own table that lacks the product page's and the basket's widgets; uk keeps the shared ones.
    const { 'product-page': _pdp, basket: _basket, ...rest } = SLOT_WIDGETS;
    const catalog = catalogWith({ widgets: { de: rest } });
    const pdp = (await catalog.recommendFor('product-page', 'CRW-100', 's', DE))._unsafeUnwrapErr();
    expect(pdp).toEqual({ code: 'NOT_FOUND', message: 'PDP widget not found for storefront de' });
    const basket = (await catalog.listRecommendations({ slot: 'basket', limit: 8, page: 1, variables: {} }, DE))._unsafeUnwrapErr();
    expect(basket.message).toBe('Basket widget not found for storefront de');
    expect(warnings).toEqual(['PDP widget not found for storefront de', 'Basket widget not found for storefront de']);
    expect((await catalog.recommendFor('category-page', 'CRW-100', 's', DE)).isOk()).toBe(true);
    expect((await catalog.recommendFor('product-page', 'CRW-100', 's', { storefront: 'uk', currency: 'GBP' })).isOk()).toBe(true);
    for (const [slot, name] of [
      ['category-page', 'PLP'],
      ['sitemap', 'Sitemap'],
      ['random', 'Random'],
      ['bestsellers', 'Bestsellers'],
      ['landing-page', 'Landing page'],
    ] as const) {
      const none = (await catalogWith({ widgets: { de: {} } }).recommendFor(slot, 'CRW-100', 's', DE))._unsafeUnwrapErr();
      expect(none.message).toBe(MESSAGES.widgetNotFound(name, 'de'));
    }
  });

  it("a storefront without a tenant is logged as 'Tenant not found for storefront …' and asks as the default tenant", () => {
    warnings.length = 0;
    expect(tenantOf('xx' as never, logger)).toBe('default');
    expect(warnings).toEqual(['Tenant not found for storefront xx']);
  });

  it('escapes quotes in a category, so the filter expression stays readable', async () => {
    expect((await catalogWith().search({ category: 'a"b', limit: 3, offset: 0 }, DE))._unsafeUnwrap()).toMatchObject({ total: 0 });
  });
});
