// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { createTranslate } from '../../lib/translate';
import type { ProductTile } from '../../product/product-view';
import { StorefrontCodeContext } from '../shared/storefront-href';
import { Recommendations } from './Recommendations';

// "You may also like" under the product: streamed after the page, in place of cards of the same shape, and gone without
// a trace when there is nothing to show or the list cannot be loaded.

const t = createTranslate({ youMayAlsoLike: 'Das könnte dir auch gefallen', inStock: 'Auf Lager' });
const HEADING = 'Das könnte dir auch gefallen';

function aTile(sku: string): ProductTile {
  return {
    sku,
    name: `Sock ${sku}`,
    price: '15 €',
    picture: `/media/${sku}.svg`,
    stockStatus: 'in-stock',
  };
}

function deferred<T>() {
  let resolve: (value: T) => void = () => {};
  let reject: (reason: unknown) => void = () => {};
  const promise = new Promise<T>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
}

function renderOnProductPage(tiles: Promise<ProductTile[]>) {
  const router = createMemoryRouter(
    [
      {
        path: '/de/product/:sku',
        element: (
          // The storefront layout names the shown storefront; a card's link goes to that storefront's product page.
          <StorefrontCodeContext.Provider value="de">
            <Recommendations list="recommendations" tiles={tiles} reserve={4} t={t} />
          </StorefrontCodeContext.Provider>
        ),
      },
    ],
    {
      initialEntries: ['/de/product/SOCK-001'],
    },
  );
  return render(<RouterProvider router={router} />);
}

afterEach(cleanup);

describe('Recommendations', () => {
  it('holds the place of the cards while the list is on its way, then shows them', async () => {
    const list = deferred<ProductTile[]>();
    const page = renderOnProductPage(list.promise);
    const waiting = await screen.findByRole('region', { name: HEADING });
    expect(waiting.getAttribute('aria-busy')).toBe('true');
    expect(page.container.querySelectorAll('.product-card__media')).toHaveLength(4);
    expect(screen.queryAllByRole('link')).toHaveLength(0);

    list.resolve([aTile('SOCK-002'), aTile('SOCK-003')]);
    const links = await screen.findAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/de/product/SOCK-002', '/de/product/SOCK-003']);
    expect(screen.getByRole('region', { name: HEADING }).hasAttribute('aria-busy')).toBe(false);
    expect(page.container.querySelectorAll('.product-card')).toHaveLength(2);
  });

  it('renders nothing when the list cannot be loaded', async () => {
    const list = deferred<ProductTile[]>();
    const page = renderOnProductPage(list.promise);
    await screen.findByRole('region', { name: HEADING });
    list.reject(new Error('stream timed out'));
    await waitFor(() => expect(page.container.innerHTML).toBe(''));
  });

  it('renders nothing when there are no recommendations', async () => {
    const page = renderOnProductPage(Promise.resolve([]));
    await waitFor(() => expect(page.container.innerHTML).toBe(''));
    expect(screen.queryByText(HEADING)).toBeNull();
  });

  it('server-renders placeholder cards of the same shape as the real ones', () => {
    const router = createMemoryRouter([
      { path: '/', element: <Recommendations list="recommendations" tiles={new Promise(() => {})} reserve={4} t={t} /> },
    ]);
    const html = renderToString(<RouterProvider router={router} />);
    const placeholders = html.match(
      /<li aria-hidden="true" class="product-card"><div class="product-card__media"><\/div><h3 class="product-card__name">/g,
    );
    expect(placeholders).toHaveLength(4);
    expect(html).toContain(HEADING);
  });
});
