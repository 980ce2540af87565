// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { aShop, renderShop, resetBrowser, returnToShop, TEXTS } from '../checkout/shop-fixtures';
import { cartTokenKey, savedCartToken } from './saved-cart-token';

// A closed or invalid saved cart read "Dein Warenkorb ist leer", never the spec's noCartFound;
// a failed `items=` restore left an empty cart without a word.

const SOCK = 'SOCK-001-3638';
const LAST_THREE = 'SOCK-001-4146';

/** Opens the checkout cart at this address (the cart's start-up reads the page's own query, as in the browser). */
async function openCart(shop: ReturnType<typeof aShop>, path = '/de/checkout/cart') {
  returnToShop(path);
  renderShop(shop, path);
  // Untranslated keys read as themselves: the page's heading is `cart` once the cart has loaded.
  await screen.findByRole('heading', { name: 'cart' });
}

const lines = () => screen.queryAllByRole('group', { name: /Ringelsocke/ });

afterEach(resetBrowser);

describe('a cart that could not be kept says so', () => {
  it('a saved cart that was closed (paid in another tab) says noCartFound, not just "empty"', async () => {
    const shop = aShop();
    const cart = await shop.fillCart([{ id: SOCK, quantity: 1 }]);
    shop.commerce.closeCart(cart.cartId);

    await openCart(shop);

    expect(await screen.findByText(TEXTS.noCartFound)).toBeTruthy();
    expect(screen.getByText(TEXTS.emptyCart)).toBeTruthy();
    expect(window.localStorage.getItem('cartToken:NL')).toBeNull();
  });

  it('a saved token the backend does not know says noCartFound', async () => {
    const shop = aShop();
    window.localStorage.setItem(cartTokenKey('NL'), savedCartToken('fake-cart:999'));

    await openCart(shop);

    expect(await screen.findByText(TEXTS.noCartFound)).toBeTruthy();
  });

  it('an items link with a line that cannot be added keeps the lines that could, and says how many could not', async () => {
    const shop = aShop();

    await openCart(shop, `/de/checkout/cart?items=${SOCK}x2,${LAST_THREE}x9,UNKNOWN-1x1`);

    expect(await screen.findByText('2 von 3 Artikeln aus diesem Link konnten nicht in deinen Warenkorb gelegt werden.')).toBeTruthy();
    expect(lines()).toHaveLength(1);
    expect(within(lines()[0] as HTMLElement).getByRole('status').textContent).toBe('2');
    // One message: the refused lines are not told a second time as a cart error.
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('an items link none of whose lines can be added says so on the empty cart', async () => {
    const shop = aShop();

    await openCart(shop, '/de/checkout/cart?items=UNKNOWN-1x1,garbage');

    expect(await screen.findByText(TEXTS.itemsRestoreFailed)).toBeTruthy();
    expect(screen.getByText(TEXTS.emptyCart)).toBeTruthy();
  });
});
