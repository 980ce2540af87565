// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { aShop, renderShop, resetBrowser } from '../../checkout/shop-fixtures';

// The cart's shipping options name their price before the shopper chooses.

const SOCK = 'SOCK-001-3638';

afterEach(resetBrowser);

describe('cart shipping options', () => {
  it('each option shows its price in the market format beside its name', async () => {
    const shop = aShop();
    await shop.fillCart([{ id: SOCK, quantity: 1 }]);
    renderShop(shop, '/de/checkout/cart');

    const options = await screen.findAllByRole('radio');
    expect(options.length).toBeGreaterThanOrEqual(2);
    const prices = options.map((radio) => within(radio.closest('label') as HTMLElement).getByTestId('shipping-price').textContent);
    for (const price of prices) expect(price).toMatch(/^\d+,\d\d €$/);
    expect(new Set(prices).size).toBe(prices.length);
  });

  it('above the free-shipping threshold every option says free', async () => {
    const shop = aShop();
    await shop.fillCart([{ id: SOCK, quantity: 10 }]);
    renderShop(shop, '/de/checkout/cart');

    const options = await screen.findAllByRole('radio');
    const prices = options.map((radio) => within(radio.closest('label') as HTMLElement).getByTestId('shipping-price').textContent);
    expect(prices).toEqual(options.map(() => 'Kostenlos'));
  });
});
