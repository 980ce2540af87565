import { silentLogger } from '@sockshop/core/ports';
import { FakeCatalog } from '@sockshop/test-fixtures/fakes/catalog.fake';
import { FakeContent } from '@sockshop/test-fixtures/fakes/content.fake';
import type { AppLoadContext } from 'react-router';
import { describe, expect, it } from 'vitest';
import { loader as chooserLoader } from './storefront-chooser';
import { loader as layoutLoader } from './storefront-layout';

// issue 14: au and nz go to the sites the server is configured with (EXTERNAL_SITE_AU, EXTERNAL_SITE_NZ), not to
// addresses written into core.

const SITES = { au: 'https://au.socks.example.org/', nz: 'https://nz.socks.example.org/' };

const contextWith = (externalSites?: Partial<typeof SITES>): AppLoadContext =>
  ({
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
    requestId: 'test',
  }) as unknown as AppLoadContext;

async function layoutAnswer(path: string, context: AppLoadContext): Promise<Response | unknown> {
  const storefront = path.split('/')[1];
  try {
    return await layoutLoader({ request: new Request(`http://127.0.0.1${path}`), params: { storefront }, context } as never);
  } catch (thrown) {
    return thrown;
  }
}

describe('external storefronts (spec §1)', () => {
  it('redirects /au and /nz to their configured sites', async () => {
    for (const code of ['au', 'nz'] as const) {
      const answer = (await layoutAnswer(`/${code}/adults/socks`, contextWith(SITES))) as Response;
      expect(answer.status, code).toBe(302);
      expect(answer.headers.get('location'), code).toBe(SITES[code]);
    }
  });

  it('answers 404 for an external storefront with no site configured', async () => {
    const answer = (await layoutAnswer('/au', contextWith({ nz: SITES.nz }))) as { init?: { status?: number } };
    expect(answer.init?.status).toBe(404);
  });

  it('lists the configured sites in the footer switcher and on the storefront chooser', async () => {
    const layout = (await layoutAnswer('/de', contextWith(SITES))) as { switcher: { countryCode: string; url: string | null }[] };
    expect(layout.switcher.filter((entry) => entry.url !== null)).toEqual([
      expect.objectContaining({ countryCode: 'AU', url: SITES.au }),
      expect.objectContaining({ countryCode: 'NZ', url: SITES.nz }),
    ]);
    const chooser = chooserLoader({ request: new Request('http://127.0.0.1/'), params: {}, context: contextWith(SITES) } as never);
    expect(chooser.external.map((site) => site.url)).toEqual([SITES.au, SITES.nz]);
  });
});
