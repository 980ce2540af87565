import { createMemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { switcherOptions } from '../market-switch/switcher-options';
import { shouldRevalidate } from '../routes/storefront-layout';

// The storefront layout's revalidation rule inside a real React Router, shaped like routes.ts: loaders count their
// calls, and navigations, submissions and revalidations go through the router as a shopper's clicks would.

function aShop(start = '/de/search?term=socks') {
  const calls = { layout: 0, listing: 0, product: 0 };
  const router = createMemoryRouter(
    [
      {
        id: 'storefront-layout',
        path: ':storefront',
        loader: () => ++calls.layout,
        shouldRevalidate,
        children: [
          { id: 'storefront-search', path: 'search/:pageNumber?', loader: () => ++calls.listing, action: () => ({ ok: true }) },
          { id: 'storefront-product', path: 'product/:sku', loader: () => ++calls.product },
          { id: 'storefront-slugs', path: '*', loader: () => ++calls.listing },
        ],
      },
    ],
    { initialEntries: [start] },
  );
  return { router, calls, ready: waitForIdle(router) };
}

function waitForIdle(router: ReturnType<typeof createMemoryRouter>): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized && router.state.navigation.state === 'idle') return resolve();
    const stop = router.subscribe((state) => {
      if (state.initialized && state.navigation.state === 'idle') {
        stop();
        resolve();
      }
    });
  });
}

describe('storefront layout revalidation', () => {
  it('filter, sort and page changes load only the listing', async () => {
    const shop = aShop();
    await shop.ready;
    expect(shop.calls).toEqual({ layout: 1, listing: 1, product: 0 });
    await shop.router.navigate('/de/search?term=socks&sort=price:asc');
    await shop.router.navigate('/de/search?term=socks&sort=price:asc&colour=red');
    await shop.router.navigate('/de/search/2?term=socks&sort=price:asc&colour=red');
    expect(shop.calls).toEqual({ layout: 1, listing: 4, product: 0 });
  });

  it('another page of the same storefront loads only that page', async () => {
    const shop = aShop('/de/adults/socks');
    await shop.ready;
    await shop.router.navigate('/de/product/SOCK-0001');
    await shop.router.navigate('/de/adults/socks?page=2');
    expect(shop.calls).toEqual({ layout: 1, listing: 2, product: 1 });
  });

  it('another storefront reloads the layout', async () => {
    const shop = aShop();
    await shop.ready;
    await shop.router.navigate('/nl/search?term=socks');
    expect(shop.calls.layout).toBe(2);
  });

  it('a form submission reloads the layout as React Router would', async () => {
    const shop = aShop();
    await shop.ready;
    await shop.router.navigate('/de/search?term=socks', { formMethod: 'post', formData: new FormData() });
    expect(shop.calls.layout).toBe(2);
  });

  it('a revalidation of the same page reloads the layout', async () => {
    const shop = aShop();
    await shop.ready;
    await shop.router.revalidate();
    expect(shop.calls.layout).toBe(2);
  });

  it('a GET form (the filters) does not reload the layout', async () => {
    const shop = aShop();
    await shop.ready;
    const filters = new FormData();
    filters.set('term', 'socks');
    filters.set('sort', 'price:desc');
    await shop.router.navigate('/de/search', { formMethod: 'get', formData: filters });
    expect(shop.router.state.location.search).toBe('?term=socks&sort=price%3Adesc');
    expect(shop.calls).toEqual({ layout: 1, listing: 2, product: 0 });
  });
});

describe('market switcher links', () => {
  const entries = [
    { countryCode: 'AT', name: 'Österreich', storefront: 'de', url: null },
    { countryCode: 'AU', name: 'Australia', storefront: 'au', url: 'https://au.example.test' },
  ];

  it('return to the page the shopper is on', () => {
    const [austria, australia] = switcherOptions(entries, '/de/search/2');
    expect(austria?.href).toBe('/api/market?country=AT&return=%2Fde%2Fsearch%2F2');
    expect(australia?.href).toBe('https://au.example.test');
  });
});
