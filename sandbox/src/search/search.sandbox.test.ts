import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { salesOf } from '../catalogue/attributes.js';
import { generateCatalogue } from '../catalogue/generate.js';
import { type SearchSandbox, startSearchSandbox } from './search.sandbox.js';

const TOKEN = 'search-test-token';
let sandbox: SearchSandbox;

beforeAll(async () => {
  sandbox = await startSearchSandbox({ token: TOKEN, products: generateCatalogue() });
});
afterAll(() => sandbox.close());

// biome-ignore lint/suspicious/noExplicitAny: the tests read the service's JSON loosely; the adapter is what parses it strictly
type Json = Record<string, any>;
async function post(path: string, body: Json): Promise<{ status: number; body: Json }> {
  const response = await fetch(`${sandbox.url}${path}`, { method: 'POST', body: JSON.stringify(body) });
  return { status: response.status, body: await response.json() };
}
const search = (query: string, options: Json = {}, context: Json = {}) => post('/search', { token: TOKEN, query, options, context });
const names = (body: Json) => body.items.map((item: Json) => item.product.name as string);
async function get(path: string): Promise<{ status: number; body: Json }> {
  const response = await fetch(`${sandbox.url}${path}`, { headers: { authorization: `Bearer ${TOKEN}` } });
  return { status: response.status, body: await response.json() };
}

describe('search sandbox: POST /search', () => {
  it('answers 401 for a wrong token and 400 with a JSON error for a malformed body', async () => {
    expect((await post('/search', { token: 'wrong', query: 'sock' })).status).toBe(401);
    const malformed = await post('/search', { token: TOKEN, options: { limit: 'ten' } });
    expect(malformed.status).toBe(400);
    expect(malformed.body.error.code).toBe('INVALID_REQUEST');
    const notJson = await fetch(`${sandbox.url}/search`, { method: 'POST', body: '{nope' });
    expect(notJson.status).toBe(400);
    expect((await notJson.json()).error.code).toBe('INVALID_JSON');
  });

  it('matches prefixes and tolerates typos in names', async () => {
    expect(names((await search('flam')).body)).toContain('Flamingo Crew Sock');
    expect(names((await search('flamngo crew')).body)).toContain('Flamingo Crew Sock');
  });

  it('tolerates two neighbouring letters swapped, as shoppers type (Damerau: a swap is one edit)', async () => {
    const socks = (await search('socks', { limit: 500 })).body;
    const swapped = (await search('sokcs', { limit: 500 })).body;
    expect(swapped.metadata.count).toBeGreaterThan(0);
    expect(swapped.metadata.count).toBe(socks.metadata.count);
    expect(names((await search('falmingo')).body)).toContain('Flamingo Crew Sock');
  });

  it('matches colour, category and material words', async () => {
    const merino = (await search('merino', { limit: 500 })).body;
    expect(merino.metadata.count).toBeGreaterThan(0);
    expect(merino.items.every((i: Json) => i.product.information.composition.includes('merino wool'))).toBe(true);
    const kids = (await search('kids', { limit: 500 })).body;
    expect(kids.items.every((i: Json) => i.product.categories.includes('kids/socks'))).toBe(true);
    const pink = (await search('pink', { limit: 500 })).body;
    expect(pink.items.every((i: Json) => [i.product.color.primary, i.product.color.secondary].includes('pink'))).toBe(true);
  });

  it('keeps only -UP variants on us and excludes them elsewhere', async () => {
    const us = (await search('', { limit: 500 }, { storefront: 'us', currency: 'USD' })).body;
    const de = (await search('', { limit: 500 }, { storefront: 'de' })).body;
    const variantSkus = (body: Json) => body.items.flatMap((i: Json) => i.product.variants.map((v: Json) => v.sku as string));
    expect(variantSkus(us).every((sku: string) => sku.includes('-UP'))).toBe(true);
    expect(variantSkus(de).some((sku: string) => sku.includes('-UP'))).toBe(false);
    expect(us.items[0].product._id).toBeTruthy();
  });

  it('counts facet values for colour, material, size, price and badges; a facet ignores its own selection', async () => {
    const all = (await search('', { limit: 0 })).body;
    expect(all.metadata.facets.map((f: Json) => f.id)).toEqual(['color', 'material', 'size', 'price', 'badges']);
    const colour = all.metadata.facets[0];
    expect(colour.values.reduce((sum: number, v: Json) => sum + v.count, 0)).toBe(all.metadata.count);
    const pinkCount = colour.values.find((v: Json) => v.value === 'pink').count;
    const picked = (await search('', { limit: 500, facets: [{ id: 'color', attribute: 'color', values: ['pink'] }] })).body;
    expect(picked.metadata.count).toBe(pinkCount);
    expect(picked.metadata.facets[0].values.find((v: Json) => v.value === 'pink').selected).toBe(true);
    expect(picked.metadata.facets[0].values.length).toBe(colour.values.length);
  });

  it('sorts by price both ways, by newest and by bestsellers', async () => {
    const prices = async (order: string) =>
      (await search('', { limit: 40, sortBy: [{ attribute: 'price', order }] }, { currency: 'GBP' })).body.items.map(
        (i: Json) => i.product.currencies.GBP.finalPrice as number,
      );
    const asc = await prices('asc');
    expect(asc).toEqual([...asc].sort((a, b) => a - b));
    const desc = await prices('desc');
    expect(desc).toEqual([...desc].sort((a, b) => b - a));
    const newest = (await search('', { limit: 40, sortBy: [{ attribute: 'updatedAt', order: 'desc' }] })).body.items.map(
      (i: Json) => i.product.updatedAt,
    );
    expect(newest).toEqual([...newest].sort().reverse());
    const best = (await search('', { limit: 40, sortBy: [{ attribute: 'bestsellers', order: 'desc' }] })).body.items.map((i: Json) =>
      salesOf(i.product),
    );
    expect(best).toEqual([...best].sort((a, b) => b - a));
  });

  it('filters by category and by price in minor units of the shopper currency, and pages', async () => {
    const body = (await search('', { limit: 5, offset: 5, filter: 'categories = "kids/socks" AND price <= 1200' }, { currency: 'EUR' }))
      .body;
    expect(body.items).toHaveLength(5);
    expect(body.metadata).toMatchObject({ offset: 5, limit: 5 });
    expect(body.pagination.total).toBe(body.metadata.count);
    for (const item of body.items) {
      expect(item.product.categories).toContain('kids/socks');
      expect(item.product.currencies.EUR.finalPrice).toBeLessThanOrEqual(1200);
    }
    expect((await search('', { filter: 'price <<< 3' })).status).toBe(400);
  });

  it('finds a product by sku with a filter', async () => {
    const body = (await search('', { filter: 'sku = "CRW-100"' })).body;
    expect(body.items.map((i: Json) => i.id)).toEqual(['CRW-100']);
  });
});

describe('search sandbox: POST /search/suggest', () => {
  it('answers 8 items by default, masked and grouped on request', async () => {
    const body = (
      await post('/search/suggest', {
        token: TOKEN,
        query: 'sock',
        options: { customResponseMask: 'sku,name', groupBy: { attribute: 'sections', size: 2 } },
      })
    ).body;
    expect(body.items).toHaveLength(8);
    expect(Object.keys(body.items[0].product).sort()).toEqual(['name', 'sku']);
    expect(body.groups[0]).toMatchObject({ value: 'socks' });
    expect(body.groups[0].items).toHaveLength(2);
  });
});

describe('search sandbox: recommendations', () => {
  it('answers distribution 1 cluster, 2 recommendations and 3 similar for a sku', async () => {
    const { status, body } = await get('/widget/pdp/recommendations/sku/CRW-100?limit=9');
    expect(status).toBe(200);
    expect(new Set(body.recommendations.map((r: Json) => r.distribution))).toEqual(new Set([1, 2, 3]));
    expect(body.recommendations.map((r: Json) => r.id)).not.toContain('CRW-100');
    expect(body.pagination.total).toBe(body.recommendations.length);
  });

  it("answers 404 'Product not found: {sku}' and 'No recommendations found' for an unknown widget", async () => {
    expect((await get('/widget/pdp/recommendations/sku/NOPE-1')).body.error.message).toBe('Product not found: NOPE-1');
    expect((await get('/widget/nope/recommendations/sku/CRW-100')).body.error.message).toBe('No recommendations found');
    expect((await fetch(`${sandbox.url}/widget/pdp/recommendations/sku/CRW-100`)).status).toBe(401);
  });

  it('fills the basket widget: at most 8, never a selected item, first what closes the free-shipping gap', async () => {
    const variables = encodeURIComponent(JSON.stringify({ $CartAmount: 1400, $ShippingThreshold: 4000, $selected_items_1: 'CRW-100' }));
    const { body } = await get(`/widget/basket/recommendations/profile-1?limit=20&variables=${variables}`);
    expect(body.recommendations).toHaveLength(8);
    expect(body.recommendations.map((r: Json) => r.id)).not.toContain('CRW-100');
    expect(body.recommendations[0].product.currencies.EUR.finalPrice).toBeGreaterThanOrEqual(2600);
  });

  it('lists widgets by profile, limit, page and variables', async () => {
    const variables = encodeURIComponent(JSON.stringify({ $category: 'adults/underwear' }));
    const first = (await get(`/widget/bestsellers/recommendations/p?limit=4&page=1&variables=${variables}`)).body;
    const second = (await get(`/widget/bestsellers/recommendations/p?limit=4&page=2&variables=${variables}`)).body;
    expect(first.recommendations).toHaveLength(4);
    expect(first.pagination.total).toBeGreaterThan(8);
    expect(second.recommendations[0].id).not.toBe(first.recommendations[0].id);
    expect(first.recommendations.every((r: Json) => r.product.categories.includes('adults/underwear'))).toBe(true);
  });
});

describe('search sandbox: filters, price range, media', () => {
  it('answers available filters and a category price range per tenant', async () => {
    const filters = (await post('/filters/DE', { token: TOKEN, category: 'adults/apparel' })).body.filters;
    expect(filters.map((f: Json) => f.id)).toContain('color');
    const range = (await post('/price-range/DE', { token: TOKEN, category: 'adults/apparel', context: { currency: 'EUR' } })).body;
    expect(range.min).toBeGreaterThan(0);
    expect(range.max).toBeGreaterThanOrEqual(range.min);
    expect((await post('/price-range/DE', { token: TOKEN, category: 'nothing-here' })).body).toEqual({ min: null, max: null });
    expect((await post('/filters/XX', { token: TOKEN })).status).toBe(404);
  });

  it('serves the generated drawing at the requested width to a client naming no raster format, cached for long, with CORS', async () => {
    for (const width of [90, 320, 720, 1024, 1920, 3840]) {
      const response = await fetch(`${sandbox.url}/media/CRW-100/0.svg?w=${width}&q=${width === 90 ? 1 : 60}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/svg+xml');
      expect(response.headers.get('cache-control')).toContain('max-age=31536000');
      expect(response.headers.get('access-control-allow-origin')).toBe('*');
      expect(response.headers.get('vary')).toBe('Accept');
      const svg = await response.text();
      expect(svg).toMatch(new RegExp(`^<svg [^>]*width="${width}" height="${width}"`));
      expect(svg).not.toContain('<text');
    }
    expect((await fetch(`${sandbox.url}/media/CRW-100/0.svg?w=5000`)).status).toBe(400);
    expect((await fetch(`${sandbox.url}/media/CRW-100/0.svg?fm=gif`)).status).toBe(400);
    expect((await fetch(`${sandbox.url}/media/NOPE/0.svg`)).status).toBe(404);
    expect((await fetch(`${sandbox.url}/media/CRW-100/9.svg`)).status).toBe(404);
  });

  it('serves AVIF or WebP as the Accept header names them, or as fm= asks, at the width asked for', async () => {
    const chromium = { accept: 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8' };
    const avif = await fetch(`${sandbox.url}/media/CRW-100/1.svg?w=320&q=70`, { headers: chromium });
    expect(avif.headers.get('content-type')).toBe('image/avif');
    expect(avif.headers.get('vary')).toBe('Accept');
    const webp = await fetch(`${sandbox.url}/media/CRW-100/1.svg?w=320&q=70`, { headers: { accept: 'image/webp,*/*' } });
    expect(webp.headers.get('content-type')).toBe('image/webp');
    expect([...new Uint8Array(await webp.arrayBuffer()).slice(8, 12)].map((c) => String.fromCharCode(c)).join('')).toBe('WEBP');
    const explicit = await fetch(`${sandbox.url}/media/CRW-100/1.svg?w=90&q=1&fm=webp`, { headers: chromium });
    expect(explicit.headers.get('content-type')).toBe('image/webp');
    expect(explicit.headers.get('vary')).toBeNull();
  });
});

describe('search sandbox: rate limit', () => {
  it('answers 429 beyond the configured requests per second', async () => {
    const limited = await startSearchSandbox({ token: TOKEN, products: generateCatalogue({ size: 20 }), rateLimitPerSecond: 3 });
    try {
      const statuses = [];
      for (let i = 0; i < 6; i++) {
        statuses.push((await fetch(`${limited.url}/search`, { method: 'POST', body: JSON.stringify({ token: TOKEN }) })).status);
      }
      expect(statuses).toContain(429);
      expect(statuses.slice(0, 3)).toEqual([200, 200, 200]);
    } finally {
      await limited.close();
    }
  });
});
