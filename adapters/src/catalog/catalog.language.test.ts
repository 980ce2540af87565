import type { CatalogScope } from '@sockshop/core/ports';
import { generateCatalogue } from '@sockshop/sandbox/catalogue/generate';
import { type SearchSandbox, startSearchSandbox } from '@sockshop/sandbox/search/search.sandbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpCatalog } from './catalog.http.js';
import { requestContext } from './catalog.mapping.js';

const TOKEN = 'catalog-language-token';
let sandbox: SearchSandbox;

beforeAll(async () => {
  sandbox = await startSearchSandbox({ token: TOKEN, products: generateCatalogue({ size: 12 }) });
});
afterAll(() => sandbox.close());

const scope = (storefront: CatalogScope['storefront'], currency: CatalogScope['currency'] = 'EUR'): CatalogScope => ({
  storefront,
  currency,
});

describe('createHttpCatalog: product texts in the storefront language', () => {
  it('names the language of each storefront in the request context', () => {
    expect(requestContext(scope('de'))).toEqual({ storefront: 'de', currency: 'EUR', language: 'de' });
    expect(requestContext(scope('at')).language).toBe('de');
    expect(requestContext(scope('be')).language).toBe('nl');
    expect(requestContext(scope('fr')).language).toBe('fr');
    expect(requestContext(scope('uk', 'GBP')).language).toBe('en');
    expect(requestContext(scope('gl', 'JPY')).language).toBe('en');
  });

  it('reads a product page in German on de, Dutch on nl, French on fr and English on uk', async () => {
    const catalog = createHttpCatalog({ baseUrl: sandbox.url, token: TOKEN });
    const care = async (storefront: CatalogScope['storefront']) =>
      (await catalog.findProduct('CRW-100', scope(storefront)))._unsafeUnwrap().information.washingInstructions;
    expect(await care('de')).toMatch(/^Maschinenwäsche/);
    expect(await care('nl')).toMatch(/^Machinewas/);
    expect(await care('fr')).toMatch(/^Lavage en machine/);
    expect(await care('uk')).toMatch(/^Machine wash/);
    const listed = (await catalog.search({ term: 'flamingo', limit: 1, offset: 0 }, scope('de')))._unsafeUnwrap().products[0];
    expect(listed?.description.short).toContain(' aus ');
  });
});
