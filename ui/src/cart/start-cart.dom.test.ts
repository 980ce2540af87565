// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { aShop, resetBrowser } from '../checkout/shop-fixtures';
import { rememberMarketPreference } from '../market-switch/switch-in-page';
import { SEGMENT_STORAGE_KEY } from '../segments/segment-storage-key';
import { startCart } from './start-cart';

// Start-up in the browser, with the commerce fake behind the port.

const SOCK = 'SOCK-001-3638';

afterEach(resetBrowser);

describe('startCart', () => {
  it('a cart of another country is moved to the market country (update country)', async () => {
    const germany = aShop({ country: 'DE' });
    await germany.fillCart([{ id: SOCK, quantity: 2 }]);
    const austria = aShop({ country: 'AT' });
    // Same warehouse region: the token saved in Germany names the same cart in the same fake backend.
    const started = await startCart(germany.services, austria.scope, new URLSearchParams());
    expect(started.errors).toEqual([]);
    expect(started.cart?.countryCode).toBe('AT');
    expect(started.cart?.itemsCount).toBe(2);
  });

  it('a stored preference for another market of the storefront is applied: the cart goes to that country', async () => {
    const sweden = aShop({ country: 'SE' });
    await sweden.fillCart([{ id: SOCK, quantity: 1 }]);
    rememberMarketPreference('DK');
    const started = await startCart(sweden.services, sweden.scope, new URLSearchParams());
    expect(started.cart?.countryCode).toBe('DK');
  });

  it('a preference that is the current market, unknown, or on another storefront changes nothing', async () => {
    for (const stored of ['SE', 'ZZ', 'AU', 'DE']) {
      const sweden = aShop({ country: 'SE' });
      await sweden.fillCart([{ id: SOCK, quantity: 1 }]);
      rememberMarketPreference(stored);
      const started = await startCart(sweden.services, sweden.scope, new URLSearchParams());
      expect(started.cart?.countryCode, stored).toBe('SE');
      resetBrowser();
    }
  });

  it('without a token nothing is fetched and the cart stays empty', async () => {
    const germany = aShop({ country: 'DE' });
    const started = await startCart(germany.services, germany.scope, new URLSearchParams());
    expect(started.cart).toBeNull();
    expect(started.errors).toEqual([]);
  });

  it('load segment: the segment remembered in the session, else the default segment', async () => {
    const germany = aShop({ country: 'DE' });
    expect((await startCart(germany.services, germany.scope, new URLSearchParams())).segment?.id).toBe('');
    window.sessionStorage.setItem(
      SEGMENT_STORAGE_KEY,
      JSON.stringify({ uid: 'u', id: 'winter-sale', utmCampaigns: ['winter-sale'], hideNewsletter: true }),
    );
    const started = await startCart(germany.services, germany.scope, new URLSearchParams());
    expect(started.segment).toEqual({ uid: 'u', id: 'winter-sale', utmCampaigns: ['winter-sale'], utmContents: [], hideNewsletter: true });
  });
});
