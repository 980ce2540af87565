import { silentLogger } from '@sockshop/core/ports';
import { FakeCatalog } from '@sockshop/test-fixtures/fakes/catalog.fake';
import { FakeContent } from '@sockshop/test-fixtures/fakes/content.fake';
import { describe, expect, it } from 'vitest';
import { storefrontLoaderContext } from '../lib/loader-context-fixtures';
import { shopMarkets } from '../market-switch/shop-markets';
import { loader as chooserLoader } from './storefront-chooser';
import { loader as layoutLoader } from './storefront-layout';

// The au and nz storefronts go to the sites the server is configured with (EXTERNAL_SITE_AU, EXTERNAL_SITE_NZ), not to
// addresses written into core.

const SITES = { au: 'https://au.socks.example.org/', nz: 'https://nz.socks.example.org/' };

const shopWith = (externalSites?: Partial<typeof SITES>) => ({
  services: {
    catalog: new FakeCatalog(),
    content: new FakeContent(),
    logger: silentLogger,
    publicConfig: {
      env: 'production',
      origin: 'http://127.0.0.1',
      commerceUrl: '',
      paymentProviderUrl: '',
      imageBaseUrl: '',
      externalSites,
    },
  },
  market: null,
});

async function layoutAnswer(path: string, shop: ReturnType<typeof shopWith>): Promise<Response | unknown> {
  const request = new Request(`http://127.0.0.1${path}`);
  const params = { storefront: path.split('/')[1] };
  try {
    return await layoutLoader({ request, params, context: storefrontLoaderContext(shop, request, params) } as never);
  } catch (thrown) {
    return thrown;
  }
}

describe('external storefronts', () => {
  it('redirects /au and /nz to their configured sites', async () => {
    for (const code of ['au', 'nz'] as const) {
      const answer = (await layoutAnswer(`/${code}/adults/socks`, shopWith(SITES))) as Response;
      expect(answer.status, code).toBe(302);
      expect(answer.headers.get('location'), code).toBe(SITES[code]);
    }
  });

  it('answers 404 for an external storefront with no site configured', async () => {
    const answer = (await layoutAnswer('/au', shopWith({ nz: SITES.nz }))) as { init?: { status?: number } };
    expect(answer.init?.status).toBe(404);
  });

  it('lists the configured sites in the footer switcher and on the storefront chooser', async () => {
    const markets = shopMarkets({ env: 'production', externalSites: SITES, returnTo: '/de' });
    expect(markets.filter((market) => market.external)).toEqual([
      expect.objectContaining({ countryCode: 'AU', href: SITES.au }),
      expect.objectContaining({ countryCode: 'NZ', href: SITES.nz }),
    ]);
    expect(markets.find((market) => market.countryCode === 'AT')?.href).toBe('/api/market?country=AT&return=%2Fde');
    const request = new Request('http://127.0.0.1/');
    const chooser = chooserLoader({ request, params: {}, context: storefrontLoaderContext(shopWith(SITES), request, {}) } as never);
    expect(chooser.external.map((site) => site.url)).toEqual([SITES.au, SITES.nz]);
  });
});
