import { type ApiHarness, startApiHarness } from '@sockshop/test-fixtures/harness/api.harness';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

let api: ApiHarness;
let sku: string;
beforeAll(async () => {
  api = await startApiHarness();
  sku = api.search.products.find((p) => p.stockStatus !== 'no-stock')!.sku;
});
afterAll(() => api.close());
beforeEach(() => api.search.faults.clear());

type Answer = { id: string; recommendations: { distribution: number; product: { sku: string } }[]; pagination?: { total: number } };
const errorOf = async (response: Response) => ((await response.json()) as { error: { code: string; message: string } }).error;

describe('GET /api/product/{widget}/{sku}', () => {
  it('answers id and recommendations with distributions 1 cluster, 2 recommendations, 3 similar', async () => {
    const response = await fetch(`${api.url}/api/product/pdp/${sku}?sessionId=abc-123`);
    expect(response.status).toBe(200);
    const body = (await response.json()) as Answer;
    expect(body.id).toEqual(expect.any(String));
    expect(body.recommendations.length).toBeGreaterThan(0);
    expect(new Set(body.recommendations.map((r) => r.distribution))).toEqual(new Set([1, 2, 3]));
    expect(body.recommendations.every((r) => r.product.sku !== sku)).toBe(true);
  });

  it("an unknown widget is 404 'No recommendations found'; an unknown sku is 404 'Product not found: {sku}'", async () => {
    const widget = await fetch(`${api.url}/api/product/nowidget/${sku}`);
    expect(widget.status).toBe(404);
    expect(await errorOf(widget)).toEqual({ code: 'NOT_FOUND', message: 'No recommendations found' });
    const product = await fetch(`${api.url}/api/product/pdp/NOPE-1`);
    expect(product.status).toBe(404);
    expect((await errorOf(product)).message).toBe('Product not found: NOPE-1');
  });

  it("an empty sku is 400 'No sku provided'; bad widget, sku or sessionId are 400", async () => {
    for (const path of ['/api/product/pdp', '/api/product/pdp/', '/api/product/pdp/%20']) {
      const response = await fetch(`${api.url}${path}`);
      expect(response.status).toBe(400);
      expect(await errorOf(response)).toEqual({ code: 'INVALID_INPUT', message: 'No sku provided' });
    }
    for (const path of [
      `/api/product/p%3Cd/${sku}`,
      `/api/product/pdp/${'x'.repeat(65)}`,
      `/api/product/pdp/${sku}?sessionId=%3Cscript%3E`,
      '/api/product/pdp/%E0%A4%A',
    ]) {
      expect((await fetch(`${api.url}${path}`)).status).toBe(400);
    }
  });

  it('search service down or slow: 503 with a clear JSON error, not a crash', async () => {
    api.search.faults.inject({ status: 500 }, 3);
    const down = await fetch(`${api.url}/api/product/pdp/${sku}`);
    expect(down.status).toBe(503);
    expect((await errorOf(down)).code).toBe('SEARCH_UNAVAILABLE');
    api.search.faults.clear();
    api.search.faults.inject({ delayMs: 1_500 }, 1);
    const slow = await fetch(`${api.url}/api/product/pdp/${sku}`);
    expect(slow.status).toBe(503);
  });
});

describe('GET /api/v2/products/{widget}/{profile}/{limit}/{page}/{variables}', () => {
  it('answers id, recommendations and pagination.total with a public Cache-Control', async () => {
    const variables = encodeURIComponent(JSON.stringify({ $category: 'adults/socks' }));
    const response = await fetch(`${api.url}/api/v2/products/bestsellers/home/4/1/${variables}?storefront=uk`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=60, stale-while-revalidate=300');
    const body = (await response.json()) as Answer;
    expect(body.recommendations).toHaveLength(4);
    expect(body.pagination!.total).toBeGreaterThanOrEqual(4);
    const none = await fetch(`${api.url}/api/v2/products/random/p/2/1/-`);
    expect(none.status).toBe(200);
  });

  it('limit and page are bounded integers; variables must be URL-encoded JSON of short values', async () => {
    for (const path of [
      'bestsellers/p/0/1/-',
      'bestsellers/p/65/1/-',
      'bestsellers/p/4/0/-',
      'bestsellers/p/4/1.5/-',
      'bestsellers/p/x/1/-',
      'bestsellers/p/4/1/notjson',
      'bestsellers/p/4/1/%5B1%5D',
      `bestsellers/p/4/1/${encodeURIComponent('{"a":{"b":1}}')}`,
    ]) {
      const response = await fetch(`${api.url}/api/v2/products/${path}`);
      expect(response.status, path).toBe(400);
      expect((await errorOf(response)).code).toBe('INVALID_INPUT');
    }
    expect((await fetch(`${api.url}/api/v2/products/bestsellers/p/4/1/-?storefront=zz`)).status).toBe(400);
  });
});

describe('POST /api/v2/widget', () => {
  const post = (body: unknown) =>
    fetch(`${api.url}/api/v2/widget`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

  it('the basket widget with $CartAmount, $selected_items_1, $ShippingThreshold and limit 8', async () => {
    const response = await post({
      widgetId: 'basket',
      profileId: 'cart',
      variables: { $CartAmount: 1500, $selected_items_1: sku, $ShippingThreshold: 5000 },
      limit: 8,
      requestName: 'basket-upsell',
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as Answer & { requestName: string };
    expect(body.requestName).toBe('basket-upsell');
    expect(body.recommendations.length).toBeLessThanOrEqual(8);
    expect(body.recommendations.some((r) => r.product.sku === sku)).toBe(false);
  });

  it('bad bodies are 400; an unknown widget is 404', async () => {
    for (const body of [
      {},
      { widgetId: 'basket' },
      { widgetId: 'basket', profileId: 'c', limit: 1000 },
      { widgetId: 'basket', profileId: 'c', variables: [] },
    ]) {
      expect((await post(body)).status).toBe(400);
    }
    expect((await post({ widgetId: 'unknown', profileId: 'c' })).status).toBe(404);
  });
});
