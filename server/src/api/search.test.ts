import { type ApiHarness, startApiHarness } from '@sockshop/test-fixtures/harness/api.harness';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

let api: ApiHarness;
beforeAll(async () => {
  api = await startApiHarness();
});
afterAll(() => api.close());
beforeEach(() => api.search.faults.clear());

const post = (path: string, body: unknown) =>
  fetch(`${api.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
type SearchAnswer = { products: { sku: string; price: unknown }[]; facets: unknown[]; pagination: { total: number } };

describe('POST /search', () => {
  it('answers products, facets and pagination.total; a token in the body is ignored (the server holds it)', async () => {
    const response = await post('/search', {
      token: 'a-wrong-token',
      query: 'socks',
      options: { limit: 5, offset: 0 },
      context: { storefront: 'de' },
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as SearchAnswer;
    expect(body.products.length).toBeLessThanOrEqual(5);
    expect(body.pagination.total).toBeGreaterThan(0);
    expect(Array.isArray(body.facets)).toBe(true);
  });

  it('sortBy, facets and a category and price filter narrow the result', async () => {
    const all = (await (await post('/search', { query: '', options: { limit: 0 } })).json()) as SearchAnswer;
    const filtered = await post('/search', {
      query: '',
      options: { limit: 10, sortBy: [{ attribute: 'price', order: 'asc' }], filter: 'categories = "adults/socks" AND price <= 100000' },
      context: { storefront: 'uk' },
    });
    expect(filtered.status).toBe(200);
    const body = (await filtered.json()) as SearchAnswer;
    expect(body.pagination.total).toBeLessThan(all.pagination.total);
    const asObject = await post('/search', {
      options: { limit: 10, filter: { category: 'adults/socks', price: { min: 0, max: 100000 } } },
      context: { storefront: 'uk' },
    });
    expect(((await asObject.json()) as SearchAnswer).pagination.total).toBe(body.pagination.total);
  });

  it('refuses a limit above 152, unknown filter clauses, bad types and unknown storefronts with 400', async () => {
    for (const body of [
      { options: { limit: 153 } },
      { options: { offset: -1 } },
      { options: { filter: 'price < 5 OR 1=1' } },
      { options: { sortBy: [{ attribute: 'price', order: 'up' }] } },
      { query: 42 },
      { context: { storefront: 'xx' } },
    ]) {
      const response = await post('/search', body);
      expect(response.status, JSON.stringify(body)).toBe(400);
    }
  });

  it('search service down: a clear 503 JSON error; slow: the same within the adapter timeout', async () => {
    api.search.faults.inject({ status: 503 }, 3);
    const down = await post('/search', { query: 'socks' });
    expect(down.status).toBe(503);
    expect(await down.json()).toEqual({
      error: { code: 'SEARCH_UNAVAILABLE', message: 'Search is unavailable right now, please try again shortly' },
    });
    api.search.faults.clear();
    api.search.faults.inject({ malformed: true }, 1);
    expect((await post('/search', { query: 'socks' })).status).toBe(503);
  });
});

describe('POST /search/suggest', () => {
  it('answers products with sku, title and photo; up to 8', async () => {
    const response = await post('/search/suggest', { query: 'sock', context: { storefront: 'de' } });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { products: { id: string; sku: string; title: string; photo: string }[] };
    expect(body.products.length).toBeGreaterThan(0);
    expect(body.products.length).toBeLessThanOrEqual(8);
    expect(body.products[0]).toEqual({
      id: expect.any(String),
      sku: expect.any(String),
      title: expect.any(String),
      photo: expect.any(String),
    });
    const mobile = (await (await post('/search/suggest', { query: 'sock', options: { limit: 4 } })).json()) as { products: unknown[] };
    expect(mobile.products.length).toBeLessThanOrEqual(4);
  });

  it('a query under 3 characters suggests nothing; a limit above 8 is 400', async () => {
    expect(await (await post('/search/suggest', { query: 'so' })).json()).toEqual({ products: [] });
    expect((await post('/search/suggest', { query: 'sock', options: { limit: 9 } })).status).toBe(400);
    expect((await post('/search/suggest', { query: 'x'.repeat(201) })).status).toBe(400);
  });

  it('search down: 503 JSON for a question not asked before', async () => {
    api.search.faults.inject({ status: 500 }, 3);
    expect((await post('/search/suggest', { query: 'never asked' })).status).toBe(503);
  });

  it('a question asked again within a minute is answered from the cache, not the search service', async () => {
    const first = await post('/search/suggest', { query: 'wool', options: { limit: 4 }, context: { storefront: 'de' } });
    expect(first.status).toBe(200);
    const body = await first.text();
    // The search service now fails every call: only the cache can answer, and it does, for the same question.
    api.search.faults.inject({ status: 500 }, 100);
    const again = await post('/search/suggest', { query: ' Wool ', options: { limit: 4 }, context: { storefront: 'de' } });
    expect(again.status).toBe(200);
    expect(again.headers.get('cache-control')).toBe('no-store');
    expect(await again.text()).toBe(body);
    // Four suggestions are too small to compress: the cached length goes out as it is.
    expect(again.headers.get('content-length')).toBe(String(Buffer.byteLength(body)));
    expect((await post('/search/suggest', { query: 'wool', options: { limit: 3 } })).status).toBe(503);
  });
});

describe('POST /api/available-filters/{tenant} and /api/category-price-range/{tenant}', () => {
  it('available filters answer the filters only', async () => {
    const response = await post('/api/available-filters/DE', { context: { storefront: 'de' } });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { filters: { id: string }[] };
    expect(Object.keys(body)).toEqual(['filters']);
    expect(body.filters.length).toBeGreaterThan(0);
  });

  it('the price range of a category; null when the maximum cannot be found', async () => {
    const range = await post('/api/category-price-range/DE', { category: 'adults/socks', context: { storefront: 'de' } });
    expect(range.status).toBe(200);
    const body = (await range.json()) as { min: number; max: number };
    expect(body.max).toBeGreaterThanOrEqual(body.min);
    const none = await post('/api/category-price-range/DE', { category: 'no/such-category' });
    expect(none.status).toBe(200);
    expect(await none.json()).toBeNull();
    api.search.faults.inject({ status: 500 }, 3);
    expect(await (await post('/api/category-price-range/DE', { category: 'adults/socks' })).json()).toBeNull();
  });

  it('an unknown tenant or a bad body is 400', async () => {
    expect((await post('/api/available-filters/XX', {})).status).toBe(400);
    expect((await post('/api/category-price-range/DE', { category: '../../etc' })).status).toBe(400);
    expect((await post('/api/category-price-range/DE', { context: { storefront: 1 } })).status).toBe(400);
  });
});
