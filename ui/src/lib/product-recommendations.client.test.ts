import { StockStatusSchema } from '@sockshop/core/catalog';
import { resolveMarket } from '@sockshop/core/markets';
import { aProduct } from '@sockshop/test-fixtures/builders/product.builder';
import { describe, expect, it } from 'vitest';
import { loadSessionRecommendations, loadWidgetProducts, sessionIdOf } from './product-recommendations.client';

// The browser's callers of the own server's recommendation API, with a recording fetch in place of the network.
const market = resolveMarket({ storefront: 'de' }, 'production');
const product = (sku: string) =>
  aProduct({ sku, name: `Sock ${sku}`, currencies: { EUR: { price: 1500, finalPrice: 1200 }, SEK: { price: 17000, finalPrice: 17000 } } });

function recordingFetch(status: number, body: unknown) {
  const urls: string[] = [];
  const fetchImpl = (async (url: string) => {
    urls.push(url);
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
  return { urls, fetchImpl };
}

describe('sessionIdOf', () => {
  it('is the uid cookie when it has the shape the API accepts, else empty', () => {
    expect(sessionIdOf('a=1; uid=abc-123; b=2')).toBe('abc-123');
    expect(sessionIdOf('uid=%3Cscript%3E')).toBe('');
    expect(sessionIdOf('')).toBe('');
  });
});

describe('loadSessionRecommendations', () => {
  it('asks /api/product/pdp/{sku} with the session and storefront, and keeps distribution 2 as priced tiles', async () => {
    const { urls, fetchImpl } = recordingFetch(200, {
      id: 'pdp',
      recommendations: [
        { distribution: 1, product: product('A') },
        { distribution: 2, product: product('B') },
        { distribution: 2, product: product('SOCK-1') },
        { distribution: 3, product: product('C') },
      ],
    });
    const tiles = await loadSessionRecommendations('SOCK-1', market, { cookie: 'uid=u-42', fetchImpl });
    expect(urls).toEqual(['/api/product/pdp/SOCK-1?sessionId=u-42&storefront=de']);
    expect(tiles.map((tile) => tile.sku)).toEqual(['B']);
    expect(tiles[0]).toMatchObject({
      sku: 'B',
      price: expect.stringContaining('12'),
      originalPrice: expect.stringContaining('15'),
    });
    expect(tiles[0]?.picture).toBeTruthy();
  });

  it("is empty for 'No recommendations found' and for an answer of another shape", async () => {
    expect(await loadSessionRecommendations('SOCK-1', market, { cookie: '', fetchImpl: recordingFetch(404, {}).fetchImpl })).toEqual([]);
    expect(
      await loadSessionRecommendations('SOCK-1', market, { cookie: '', fetchImpl: recordingFetch(200, { nope: 1 }).fetchImpl }),
    ).toEqual([]);
  });

  it('is empty when one product of the answer lacks what a tile shows (the check by hand)', async () => {
    const good = product('SOCK-2');
    const broken = [
      { ...good, stockStatus: 'plenty' },
      { ...good, media: { hero: { small: 1, original: '' } } },
      { ...good, currencies: { EUR: { price: '15' } } },
      { ...good, badges: [7] },
      { ...good, price: { original: 1500 } },
    ];
    for (const bad of broken) {
      const body = {
        id: 'r1',
        recommendations: [
          { distribution: 2, product: good },
          { distribution: 2, product: bad },
        ],
      };
      const answer = await loadSessionRecommendations('SOCK-1', market, { cookie: '', fetchImpl: recordingFetch(200, body).fetchImpl });
      expect(answer, JSON.stringify(bad)).toEqual([]);
    }
    const distribution = { id: 'r1', recommendations: [{ distribution: 4, product: good }] };
    expect(
      await loadSessionRecommendations('SOCK-1', market, { cookie: '', fetchImpl: recordingFetch(200, distribution).fetchImpl }),
    ).toEqual([]);
  });
});

describe('loadWidgetProducts', () => {
  it('asks /api/v2/products/{widget}/{profile}/{limit}/{page}/{variables} for the first page', async () => {
    const { urls, fetchImpl } = recordingFetch(200, {
      id: 'bestsellers',
      recommendations: ['A', 'B', 'C'].map((sku) => ({ distribution: 2, product: product(sku) })),
      pagination: { total: 40 },
    });
    const tiles = await loadWidgetProducts('bestsellers', 3, market, { fetchImpl });
    expect(urls).toEqual(['/api/v2/products/bestsellers/content/3/1/-?storefront=de']);
    expect(tiles.map((tile) => tile.sku)).toEqual(['A', 'B', 'C']);
  });
});

describe('the stock statuses a tile may carry', () => {
  it("are core's, every one of them (the check by hand holds a copy: core's come with its schema library)", async () => {
    const body = {
      id: 'bestsellers',
      recommendations: StockStatusSchema.options.map((stockStatus) => ({
        distribution: 2,
        product: { ...product(stockStatus), stockStatus },
      })),
    };
    const tiles = await loadWidgetProducts('bestsellers', 3, market, { fetchImpl: recordingFetch(200, body).fetchImpl });
    expect(tiles.map((tile) => tile.sku)).toEqual([...StockStatusSchema.options]);
  });
});
