import { resolveMarket } from '@sockshop/core/markets';
import { silentLogger } from '@sockshop/core/ports';
import { FakeContent } from '@sockshop/test-fixtures/fakes/content.fake';
import { isRouteErrorResponse } from 'react-router';
import { describe, expect, it } from 'vitest';
import { storefrontLoaderContext } from '../lib/loader-context-fixtures';
import { loader } from './shared-content';

// /{storefront}/shared-content showed every shopper a raw table of the content system's slugs.

const footer = { full_slug: '_default/shared/footer', name: 'Footer', content: { _uid: 'f', component: 'footer' } };

function load(preview: { bridgeUrl: string } | null) {
  const shop = {
    services: {
      content: new FakeContent({ stories: [footer], datasources: {} }),
      logger: silentLogger,
      publicConfig: { env: 'production', origin: 'http://127.0.0.1', commerceUrl: '', paymentProviderUrl: '', imageBaseUrl: '' },
    },
    market: resolveMarket({ storefront: 'de' }, 'production'),
    preview,
  };
  const request = new Request('http://127.0.0.1/de/shared-content');
  const context = storefrontLoaderContext(shop, request, { storefront: 'de' });
  return loader({ request, params: { storefront: 'de' }, context } as unknown as Parameters<typeof loader>[0]);
}

async function statusOf(preview: { bridgeUrl: string } | null): Promise<number | null> {
  try {
    await load(preview);
    return null;
  } catch (error) {
    return isRouteErrorResponse(error) ? error.status : ((error as { init?: { status?: number } }).init?.status ?? -1);
  }
}

describe('the shared-content overview', () => {
  it('answers a shopper 404, as any unknown address', async () => {
    expect(await statusOf(null)).toBe(404);
  });

  it("lists the shared stories for the visual editor's verified preview", async () => {
    expect(await statusOf({ bridgeUrl: 'https://app.storyblok.com/f/storyblok-v2-latest.js' })).toBeNull();
    const answer = await load({ bridgeUrl: 'https://app.storyblok.com/f/storyblok-v2-latest.js' });
    expect(answer.pages).toContainEqual({ slug: '_default/shared/footer', name: 'Footer', component: 'footer' });
  });
});
