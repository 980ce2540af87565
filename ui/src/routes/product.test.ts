import type { Recommendations } from '@sockshop/core/catalog';
import { resolveMarket } from '@sockshop/core/markets';
import { type CatalogError, type CatalogScope, silentLogger } from '@sockshop/core/ports';
import { aProduct } from '@sockshop/test-fixtures/builders/product.builder';
import { FakeCatalog } from '@sockshop/test-fixtures/fakes/catalog.fake';
import { FakeContent } from '@sockshop/test-fixtures/fakes/content.fake';
import { ResultAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { storefrontLoaderContext } from '../lib/loader-context-fixtures';
import { productRecommendations } from '../recommendations/recommendations.server';
import { loader } from './product';

// The product page's loader with the catalog fake behind the port and the context the server and the storefront middleware build (the market
// resolved once per request): the product is awaited, the recommendations below the fold are not.

const SOCKS = ['SOCK-001', 'SOCK-002', 'SOCK-003', 'SOCK-004', 'SOCK-005', 'SOCK-006'].map((sku) =>
  aProduct({ sku, name: `Sock ${sku}`, currencies: { EUR: { price: 1500, finalPrice: 1500 }, SEK: { price: 17000, finalPrice: 17000 } } }),
);

/** The catalog fake whose recommendations wait until the test lets them through. */
class SlowRecommendations extends FakeCatalog {
  private open: () => void = () => {};
  private readonly gate = new Promise<void>((resolve) => {
    this.open = resolve;
  });

  release(): void {
    this.open();
  }

  override recommendFor(...args: [Parameters<FakeCatalog['recommendFor']>[0], string, string, CatalogScope]) {
    return new ResultAsync<Recommendations, CatalogError>(this.gate.then(() => super.recommendFor(...args)));
  }
}

interface ShopFor {
  services: object;
  market: ReturnType<typeof resolveMarket>;
}

function loadContext(catalog: FakeCatalog, { storefront = 'de', country }: { storefront?: 'de' | 'eu'; country?: string } = {}): ShopFor {
  return {
    services: {
      catalog,
      content: new FakeContent(),
      logger: silentLogger,
      publicConfig: { env: 'production', origin: 'http://127.0.0.1', commerceUrl: '', paymentProviderUrl: '', imageBaseUrl: '' },
    },
    market: resolveMarket({ storefront, cookieCountry: country }, 'production'),
  };
}

function loadProduct(shop: ShopFor, sku = 'SOCK-001') {
  const storefront = shop.market.storefrontCode;
  const request = new Request(`http://127.0.0.1/${storefront}/product/${sku}`);
  const context = storefrontLoaderContext(shop, request, { storefront, sku });
  // What React Router hands a loader; the generated type also lists the matched routes, which this loader does not read.
  const args = { request, params: { storefront, sku }, context, pattern: '/:storefront/product/:sku' };
  return loader(args as unknown as Parameters<typeof loader>[0]);
}

const skusOf = (tiles: { sku: string }[]) => tiles.map((tile) => tile.sku);

describe('product page loader', () => {
  it('answers with the product before the recommendations arrive, and streams them after', async () => {
    const catalog = new SlowRecommendations(SOCKS);
    const answer = await loadProduct(loadContext(catalog));
    if (!('product' in answer) || !answer.product) throw new Error('expected the product');
    expect(answer.product.sku).toBe('SOCK-001');
    let settled = false;
    void answer.recommendations.cluster.then(() => {
      settled = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(settled).toBe(false);

    catalog.release();
    const tiles = await answer.recommendations.cluster;
    expect(tiles).toHaveLength(4);
    expect(skusOf(tiles)).not.toContain('SOCK-001');
    expect(tiles[0]?.sku).toMatch(/^SOCK-00\d$/);
  });

  it('streams the cluster and similar lists, never the per-session one, each without the product itself', async () => {
    const catalog = new FakeCatalog(SOCKS);
    const answer = await loadProduct(loadContext(catalog));
    if (!('product' in answer) || !answer.product) throw new Error('expected the product');
    const [cluster, similar] = await Promise.all([answer.recommendations.cluster, answer.recommendations.similar]);
    const all = [...skusOf(cluster), ...skusOf(similar)];
    expect(all).not.toContain('SOCK-001');
    expect(new Set(all).size).toBe(all.length);
    expect(Object.keys(answer.recommendations).sort()).toEqual(['cluster', 'similar']);
  });

  it('sends BreadcrumbList data ending at the product, as JSON safe inside a script', async () => {
    const answer = await loadProduct(loadContext(new FakeCatalog(SOCKS)));
    if (!('product' in answer) || !answer.product) throw new Error('expected the product');
    const data = JSON.parse(answer.product.breadcrumbData) as { '@type': string; itemListElement: { name: string; item: string }[] };
    expect(data['@type']).toBe('BreadcrumbList');
    expect(data.itemListElement.at(0)?.item).toBe('http://127.0.0.1/de');
    expect(data.itemListElement.at(-1)).toMatchObject({ name: 'Sock SOCK-001', item: 'http://127.0.0.1/de/product/SOCK-001' });
    expect(answer.product.breadcrumbData).not.toContain('<');
  });

  it('prices in the market the server resolved', async () => {
    // A shopper of the eu storefront from Sweden pays in kronor; the server resolved that market from the cookie.
    const answer = await loadProduct(loadContext(new FakeCatalog(SOCKS), { storefront: 'eu', country: 'SE' }));
    if (!('product' in answer) || !answer.product) throw new Error('expected the product');
    expect(answer.product.price).toMatch(/kr/);
    expect((await answer.recommendations.cluster)[0]?.price).toMatch(/kr/);
  });
});

describe('product recommendations', () => {
  const scope: CatalogScope = { storefront: 'de', currency: 'EUR' };
  const market = resolveMarket({ storefront: 'de' }, 'production');

  it('are an empty list when the service cannot answer, and the fault is logged', async () => {
    const catalog = new FakeCatalog(SOCKS, { retries: 0 });
    catalog.fail('unavailable');
    const warnings: unknown[] = [];
    const logger = { ...silentLogger, warn: (message: string, data?: Record<string, unknown>) => warnings.push({ message, ...data }) };
    await expect(productRecommendations(catalog, 'SOCK-001', scope, market, logger)).resolves.toEqual({ cluster: [], similar: [] });
    expect(warnings).toEqual([{ message: 'Failed to fetch recommendations for PDP', sku: 'SOCK-001', code: 'UPSTREAM_UNAVAILABLE' }]);
  });

  it('are an empty list, quietly, when there are none or the product is unknown', async () => {
    const warnings: unknown[] = [];
    const logger = { ...silentLogger, warn: (message: string) => warnings.push(message) };
    const alone = new FakeCatalog(SOCKS.slice(0, 1));
    await expect(productRecommendations(alone, 'SOCK-001', scope, market, logger)).resolves.toEqual({ cluster: [], similar: [] });
    await expect(productRecommendations(alone, 'SOCK-404', scope, market, logger)).resolves.toEqual({ cluster: [], similar: [] });
    expect(warnings).toEqual([]);
  });
});
