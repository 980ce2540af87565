// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { aShop, renderShop, resetBrowser, TEXTS } from '../../checkout/shop-fixtures';

// The cart view with lines is its own chunk: it shows once the browser has a cart with lines, and keeps the cart's rules.

afterEach(resetBrowser);

describe('the cart view with lines', () => {
  it('a cart without a shipping method gets the first one listed, and shows it chosen', async () => {
    const shop = aShop();
    const cart = await shop.fillCart([{ id: 'SOCK-001-3638', quantity: 1 }]);
    expect(cart.shippingMethod).toBeFalsy();
    const methods = await shop.commerce.listShippingMethods(shop.market.countryCode, shop.scope);
    const first = methods._unsafeUnwrap().find((method) => method.available);

    renderShop(shop, '/de/checkout/cart');

    await waitFor(() => expect(screen.getByRole('radio', { checked: true })).toBeTruthy());
    const fetched = await shop.commerce.fetchCart(shop.scope);
    expect(fetched._unsafeUnwrap()?.shippingMethod?.id).toBe(first?.id);
  });

  it('an empty cart shows the way back to the shop and no view with lines', async () => {
    renderShop(aShop(), '/de/checkout/cart');
    await screen.findByText(TEXTS.emptyCart);
    expect(screen.queryByRole('button', { name: TEXTS.continueToAddress })).toBeNull();
  });
});
