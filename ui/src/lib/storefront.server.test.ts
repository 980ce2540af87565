import { resolveMarket } from '@sockshop/core/markets';
import { silentLogger } from '@sockshop/core/ports';
import { FakeCatalog } from '@sockshop/test-fixtures/fakes/catalog.fake';
import { FakeContent } from '@sockshop/test-fixtures/fakes/content.fake';
import { describe, expect, it } from 'vitest';
import { storefrontLoaderContext } from './loader-context-fixtures';
import { storefrontOf } from './storefront.server';

// The storefront middleware resolves the storefront and market once per request, from the market the server put in the
// shop context; every loader below it reads that one answer.

const services = {
  catalog: new FakeCatalog(),
  content: new FakeContent(),
  logger: silentLogger,
  publicConfig: { env: 'production' as const, origin: 'http://127.0.0.1', commerceUrl: '', paymentProviderUrl: '', imageBaseUrl: '' },
};
const swedish = new Request('http://127.0.0.1/eu/search', { headers: { cookie: 'marketV2=SE' } });
const storefrontFor = (market: ReturnType<typeof resolveMarket> | null, request = swedish, storefront = 'eu') =>
  storefrontOf(storefrontLoaderContext({ services, market }, request, { storefront }));

describe('the storefront middleware', () => {
  it('takes the market the server resolved', () => {
    const finnish = resolveMarket({ storefront: 'eu', cookieCountry: 'FI' }, 'production');
    const { market, catalogScope } = storefrontFor(finnish);
    expect(market.countryCode).toBe('FI');
    expect(catalogScope).toEqual({ storefront: 'eu', currency: 'EUR' });
  });

  it('resolves the market itself only when the context has none for this storefront', () => {
    expect(storefrontFor(null).market.countryCode).toBe('SE');
    expect(storefrontFor(resolveMarket({ storefront: 'de' }, 'production')).catalogScope.currency).toBe('SEK');
  });

  it('asks for drafts only for a preview the server verified', () => {
    const request = new Request('http://127.0.0.1/de/editor/home?_storyblok=1');
    const plain = storefrontLoaderContext({ services, market: null }, request, { storefront: 'de' });
    const preview = storefrontLoaderContext({ services, market: null, preview: { bridgeUrl: 'http://127.0.0.1/b.js' } }, request, {
      storefront: 'de',
    });
    expect(storefrontOf(plain).contentScope.version).not.toBe('draft');
    expect(storefrontOf(preview).contentScope.version).toBe('draft');
  });

  it('leaves the 404 of an unknown storefront to the loaders, with the path', () => {
    const unknown = storefrontLoaderContext({ services, market: null }, new Request('http://127.0.0.1/xx/socks'), { storefront: 'xx' });
    let thrown: unknown;
    try {
      storefrontOf(unknown);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toMatchObject({ data: { path: '/xx/socks' }, init: { status: 404 } });
  });
});
