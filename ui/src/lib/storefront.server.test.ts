import { resolveMarket } from '@sockshop/core/markets';
import { silentLogger } from '@sockshop/core/ports';
import { FakeCatalog } from '@sockshop/test-fixtures/fakes/catalog.fake';
import { FakeContent } from '@sockshop/test-fixtures/fakes/content.fake';
import type { AppLoadContext } from 'react-router';
import { describe, expect, it } from 'vitest';
import { storefrontRequest } from './storefront.server';

// The market of a storefront page comes from the load context, where the server put it once per request.

const services = {
  catalog: new FakeCatalog(),
  content: new FakeContent(),
  logger: silentLogger,
  publicConfig: { env: 'production' as const, origin: 'http://127.0.0.1', commerceUrl: '', paymentProviderUrl: '', imageBaseUrl: '' },
};
const context = (market: AppLoadContext['market']): AppLoadContext => ({ services, market, requestId: 'test' });
const swedish = new Request('http://127.0.0.1/eu/search', { headers: { cookie: 'marketV2=SE' } });

describe('storefrontRequest', () => {
  it('takes the market the server resolved', () => {
    const finnish = resolveMarket({ storefront: 'eu', cookieCountry: 'FI' }, 'production');
    const { market, catalogScope } = storefrontRequest({ storefront: 'eu' }, swedish, context(finnish));
    expect(market.countryCode).toBe('FI');
    expect(catalogScope).toEqual({ storefront: 'eu', currency: 'EUR' });
  });

  it('resolves the market itself only when the context has none for this storefront', () => {
    expect(storefrontRequest({ storefront: 'eu' }, swedish, context(null)).market.countryCode).toBe('SE');
    const german = resolveMarket({ storefront: 'de' }, 'production');
    expect(storefrontRequest({ storefront: 'eu' }, swedish, context(german)).catalogScope.currency).toBe('SEK');
  });

  it('answers 404 for an unknown storefront', () => {
    expect(() => storefrontRequest({ storefront: 'xx' }, new Request('http://127.0.0.1/xx'), context(null))).toThrow();
  });
});
