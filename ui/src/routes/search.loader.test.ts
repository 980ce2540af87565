import { resolveMarket } from '@sockshop/core/markets';
import { silentLogger } from '@sockshop/core/ports';
import { aProduct } from '@sockshop/test-fixtures/builders/product.builder';
import { FakeCatalog } from '@sockshop/test-fixtures/fakes/catalog.fake';
import { FakeContent } from '@sockshop/test-fixtures/fakes/content.fake';
import { describe, expect, it } from 'vitest';
import { storefrontLoaderContext } from '../lib/loader-context-fixtures';
import { tilesOf } from '../listing/tiles-in-page';
import { loader } from './search';

// A search page past the last page said "224 Ergebnisse" and "Keine Ergebnisse gefunden" together.

const SOCKS = Array.from({ length: 70 }, (_, i) => aProduct({ sku: `SOCK-${String(i).padStart(3, '0')}`, name: `Ringelsocke ${i}` }));

function shop() {
  return {
    services: {
      catalog: new FakeCatalog(SOCKS),
      content: new FakeContent({ stories: [], datasources: {} }),
      logger: silentLogger,
      publicConfig: { env: 'production', origin: 'http://127.0.0.1', commerceUrl: '', paymentProviderUrl: '', imageBaseUrl: '' },
    },
    market: resolveMarket({ storefront: 'de' }, 'production'),
  };
}

async function search(path: string) {
  const request = new Request(`http://127.0.0.1${path}`);
  const pageNumber = new URL(request.url).pathname.split('/')[3];
  const params = { storefront: 'de', pageNumber };
  const context = storefrontLoaderContext(shop(), request, params);
  const answer = await loader({ request, params, context } as unknown as Parameters<typeof loader>[0]);
  // A plain object, or data() with its status.
  return 'data' in answer && 'init' in answer
    ? { body: answer.data, status: answer.init?.status ?? 200 }
    : { body: answer as Exclude<typeof answer, { init: unknown }>, status: 200 };
}

describe('search pages past the end', () => {
  it('a page past the last one answers 404 with no listing and a link to the last page, keeping the query', async () => {
    const first = await search('/de/search?term=ringelsocke');
    expect(first.status).toBe(200);
    const pages = first.body.listing?.pageCount ?? 0;
    expect(first.body.listing?.total).toBe(70);
    expect(pages).toBeGreaterThan(1);

    const past = await search(`/de/search/${pages + 5}?term=ringelsocke`);

    expect(past.status).toBe(404);
    expect(past.body.listing).toBeNull();
    expect(past.body.pastEnd).toEqual({ lastPage: `/de/search/${pages}?term=ringelsocke`, total: 70 });
  });

  it('the last page itself, and a term with no results, are pages as before', async () => {
    const first = await search('/de/search?term=ringelsocke');
    const last = await search(`/de/search/${first.body.listing?.pageCount}?term=ringelsocke`);
    expect(last.status).toBe(200);
    expect(last.body.pastEnd).toBeNull();
    expect(last.body.listing && tilesOf(last.body.listing).length).toBeGreaterThan(0);

    const none = await search('/de/search/3?term=zzzzzz');
    expect(none.status).toBe(200);
    expect(none.body.listing?.total).toBe(0);
  });
});
