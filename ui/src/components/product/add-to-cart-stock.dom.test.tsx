// @vitest-environment happy-dom
import { aProduct, aVariant } from '@sockshop/test-fixtures/builders/product.builder';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { aShop, checkoutRoutes, renderShop, resetBrowser, TEXTS } from '../../checkout/shop-fixtures';
import { AddToCartForm } from './AddToCartForm';

// The product page (its stock from the catalogue) offered a size that another shopper's pending order
// held; the cart refused it as "Ausverkauft" without saying which size, or which others it still had.

const SIZES = [
  { id: 'SOCK-001-3638', size: '36-38' },
  { id: 'SOCK-001-3942', size: '39-42' },
  { id: 'SOCK-001-4346', size: '43-46' },
] as const;

const sock = aProduct({
  sku: 'SOCK-001',
  name: 'Ringelsocke',
  variants: SIZES.map(({ id, size }) => aVariant({ sku: id, id, size, stockStatus: 'low-stock' })),
});

function ProductPage() {
  return (
    <AddToCartForm
      variants={SIZES.map(({ id, size }) => ({ id, size, stockStatus: 'low-stock' as const }))}
      analytics={{ sku: 'SOCK-001', name: 'Ringelsocke', price: 1500, discount: 0, quantity: 1, currency: 'EUR' }}
    />
  );
}

const routes: RouteObject[] = [{ path: 'product/:sku', Component: ProductPage }, ...checkoutRoutes];
const radio = (size: string) => screen.getByRole('radio', { name: new RegExp(size) }) as HTMLInputElement;

afterEach(resetBrowser);

describe('add to cart when the backend has less than the catalogue says', () => {
  it('names the refused size, offers only the sizes the backend still has, and adds the next one', async () => {
    const shop = aShop({ products: [sock] });
    // Other shoppers' pending orders hold every pair of 36-38 and 39-42; the catalogue still says "a few left".
    shop.commerce.seed([sock], (variant) => (variant.id === 'SOCK-001-4346' ? 3 : 0));
    renderShop(shop, '/de/product/SOCK-001', routes);
    const add = await screen.findByRole('button', { name: TEXTS.addToCart });
    await waitFor(() => expect((add as HTMLButtonElement).disabled).toBe(false));
    expect(radio('36-38').checked).toBe(true);

    await userEvent.click(add);

    const status = await screen.findByText(/36-38 ist leider ausverkauft/);
    expect(status.textContent).toBe('Größe 36-38 ist leider ausverkauft. Noch zu haben: 43-46.');
    expect(radio('36-38').disabled).toBe(true);
    expect(radio('39-42').disabled).toBe(true);
    expect(radio('43-46').checked).toBe(true);

    await userEvent.click(add);
    expect(await screen.findByText(TEXTS.addedToCart)).toBeTruthy();
  });

  it('says every size is gone when the backend has none left', async () => {
    const shop = aShop({ products: [sock] });
    shop.commerce.seed([sock], () => 0);
    renderShop(shop, '/de/product/SOCK-001', routes);
    const add = (await screen.findByRole('button', { name: TEXTS.addToCart })) as HTMLButtonElement;
    await waitFor(() => expect(add.disabled).toBe(false));

    await userEvent.click(add);

    expect(await screen.findByText('Größe 36-38 ist leider ausverkauft. Alle Größen sind ausverkauft.')).toBeTruthy();
    expect(add.disabled).toBe(true);
  });
});
