// @vitest-environment happy-dom
import { aProduct, aVariant } from '@sockshop/test-fixtures/builders/product.builder';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aShop, checkoutRoutes, renderShop, resetBrowser, TEXTS } from '../../checkout/shop-fixtures';
import { AddToCartForm } from './AddToCartForm';

// The catalogue's sock sizes are EU ranges; a US shopper picks and reads US shoe sizes.

const sizes = (us: boolean) =>
  ['36-38', '42-44', 'L'].map((size) => {
    const id = `SOCK-001${us ? '-UP' : ''}-${size.replace('-', '')}`;
    return { id, size, stockStatus: 'in-stock' as const };
  });

function pageFor(us: boolean) {
  return function ProductPage() {
    return (
      <AddToCartForm
        variants={sizes(us)}
        analytics={{ sku: 'SOCK-001', name: 'Striped Sock', price: 1500, discount: 0, quantity: 1, currency: us ? 'USD' : 'EUR' }}
      />
    );
  };
}

const productOf = (us: boolean) =>
  aProduct({ sku: 'SOCK-001', variants: sizes(us).map(({ id, size }) => aVariant({ sku: id, id, size })) });

afterEach(() => {
  vi.restoreAllMocks();
  resetBrowser();
});

describe('sizes per market', () => {
  it('the US size picker and the added cart line show US men’s and women’s sizes; the variant sent is the same', async () => {
    const shop = aShop({ country: 'US', products: [productOf(true)] });
    const routes: RouteObject[] = [{ path: 'product/:sku', Component: pageFor(true) }, ...checkoutRoutes];
    renderShop(shop, '/us/product/SOCK-001', routes);
    const picker = await screen.findByRole('group');
    const labels = within(picker)
      .getAllByRole('radio')
      .map((radio) => radio.closest('label')?.textContent);
    expect(labels).toEqual(['M 4-6 / W 5.5-7.5', 'M 9-10.5 / W 10.5-12', 'L']);
    expect((screen.getByRole('radio', { name: 'M 4-6 / W 5.5-7.5' }) as HTMLInputElement).value).toBe('SOCK-001-UP-3638');

    const add = (await screen.findByRole('button', { name: TEXTS.addToCart })) as HTMLButtonElement;
    await waitFor(() => expect(add.disabled).toBe(false));
    // The drawer's upsell asks the shop's own API, which this test has not: it answers that it is unavailable.
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('', { status: 503 }));
    await userEvent.click(add);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/M 4-6 \/ W 5\.5-7\.5/)).toBeTruthy();
    expect(within(dialog).queryByText(/36-38/)).toBeNull();
  });

  it('other storefronts keep the EU sizes', async () => {
    const shop = aShop({ country: 'DE', products: [productOf(false)] });
    const routes: RouteObject[] = [{ path: 'product/:sku', Component: pageFor(false) }, ...checkoutRoutes];
    renderShop(shop, '/de/product/SOCK-001', routes);
    expect(await screen.findByRole('radio', { name: '36-38' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: '42-44' })).toBeTruthy();
  });
});
