// @vitest-environment happy-dom
import { MESSAGES } from '@sockshop/core/errors';
import { findMarket } from '@sockshop/core/markets';
import type { CommercePort } from '@sockshop/core/ports';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { aShop, checkoutRoutes, renderShop, resetBrowser, TEXTS, type TestShop } from '../checkout/shop-fixtures';
import { AddToCartForm } from '../components/product/AddToCartForm';
import type { PublicConfig } from '../services';
import { CartProvider, useCart } from './cart-context';

// The cart provider with the commerce fake behind its port: what the shopper sees on the product page (the add-to-cart
// form) and in the checkout cart, and what the provider keeps when the backend answers with an error.

const PLENTY = 'SOCK-001-3638';
const LAST_THREE = 'SOCK-001-4146';

/** What the header and the pages read from the provider, in one line. */
function CartState() {
  const { cart, status, error } = useCart();
  return (
    <output data-testid="cart-state">
      {status} · {cart ? cart.items.map((item) => `${item.id}×${item.quantity}`).join(',') : 'no cart'} · {error?.code ?? 'ok'}
    </output>
  );
}

function ProductPage() {
  return (
    <>
      <AddToCartForm
        variants={[
          { id: PLENTY, size: '36-38', stockStatus: 'in-stock' },
          { id: LAST_THREE, size: '41-46', stockStatus: 'low-stock' },
        ]}
        analytics={{ sku: 'SOCK-001', name: 'Ringelsocke', price: 1500, discount: 0, quantity: 1, currency: 'EUR' }}
      />
      <CartState />
    </>
  );
}

const productRoutes: RouteObject[] = [{ path: 'product/:sku', Component: ProductPage }, ...checkoutRoutes];

const cartState = () => screen.getByTestId('cart-state');
const increaseSock = () => screen.findByRole('button', { name: `${TEXTS.increase} Ringelsocke` });
/** The quantity the checkout cart shows on the sock's line. */
const sockQuantity = () => within(screen.getByRole('group', { name: /Ringelsocke/ })).getByRole('status').textContent;
const savedToken = () => window.localStorage.getItem('cartToken:NL');

async function openProduct(shop: TestShop) {
  renderShop(shop, '/de/product/SOCK-001', productRoutes);
  const button = await screen.findByRole('button', { name: TEXTS.addToCart });
  await waitFor(() => expect(cartState().textContent).not.toMatch(/^loading/));
  return button;
}

afterEach(resetBrowser);

describe('CartProvider', () => {
  it('loads the cart the saved token names', async () => {
    const shop = aShop();
    await shop.fillCart([{ id: PLENTY, quantity: 2 }]);
    await openProduct(shop);
    expect(cartState().textContent).toBe(`ready · ${PLENTY}×2 · ok`);
  });

  it('in the visual editor (its `_storyblok` link) the saved cart is not fetched at start-up', async () => {
    const shop = aShop();
    await shop.fillCart([{ id: PLENTY, quantity: 2 }]);
    window.history.replaceState(null, '', '/de/editor/_default/home?_storyblok=1');
    await openProduct(shop);
    expect(cartState().textContent).toBe('ready · no cart · ok');
    expect(savedToken()).toContain('fake-cart:');
  });

  it('starts without a cart and creates one on the first add to cart, keeping its token', async () => {
    const shop = aShop();
    const add = await openProduct(shop);
    expect(cartState().textContent).toBe('ready · no cart · ok');

    await userEvent.click(add);

    expect(await screen.findByText(TEXTS.addedToCart)).toBeTruthy();
    expect(cartState().textContent).toBe(`ready · ${PLENTY}×1 · ok`);
    expect(savedToken()).toContain('fake-cart:');
  });

  it('on a reset signal at start-up drops the token and starts with an empty cart', async () => {
    const shop = aShop();
    const cart = await shop.fillCart([{ id: PLENTY, quantity: 1 }]);
    shop.commerce.closeCart(cart.cartId); // paid in another tab

    await openProduct(shop);

    // The reset is kept for the page to say noCartFound.
    expect(cartState().textContent).toBe('ready · no cart · CART_RESET');
    expect(savedToken()).toBeNull();
  });

  it('on a reset signal during a cart action drops the token and the cart and says noCartFound', async () => {
    const shop = aShop();
    const cart = await shop.fillCart([{ id: PLENTY, quantity: 1 }]);
    renderShop(shop, '/de/checkout/cart');
    await userEvent.click(await increaseSock());
    await waitFor(() => expect(sockQuantity()).toBe('2'));
    shop.commerce.closeCart(cart.cartId); // paid in another tab

    await userEvent.click(await increaseSock());

    expect(await screen.findByText(TEXTS.noCartFound)).toBeTruthy();
    expect(screen.getByText(TEXTS.emptyCart)).toBeTruthy();
    expect(savedToken()).toBeNull();
  });

  it('keeps the line when a size is out of stock and says so on the product page', async () => {
    const shop = aShop();
    await shop.fillCart([{ id: LAST_THREE, quantity: 3 }]);
    await openProduct(shop);
    await userEvent.click(screen.getByRole('radio', { name: /41-46/ }));

    await userEvent.click(screen.getByRole('button', { name: TEXTS.addToCart }));

    // The refusal names the size and offers the others.
    expect(await screen.findByText('Größe 41-46 ist leider ausverkauft. Noch zu haben: 36-38.')).toBeTruthy();
    expect(cartState().textContent).toBe(`ready · ${LAST_THREE}×3 · OUT_OF_STOCK`);
    expect(shop.commerce.stockOf(LAST_THREE)).toBe(3);
  });

  it('keeps the line when a size is out of stock and says so in the checkout cart', async () => {
    const shop = aShop();
    await shop.fillCart([{ id: LAST_THREE, quantity: 3 }]);
    renderShop(shop, '/de/checkout/cart');

    await userEvent.click(await increaseSock());

    expect((await screen.findByRole('alert')).textContent).toBe(TEXTS.outOfStock);
    expect(sockQuantity()).toBe('3');
  });

  it('keeps the cart when the backend becomes unreachable and says the cart is not available', async () => {
    const shop = aShop();
    await shop.fillCart([{ id: PLENTY, quantity: 2 }]);
    const add = await openProduct(shop);
    shop.setUnreachable(true);

    await userEvent.click(add);

    expect(await screen.findByText(TEXTS.cartUnavailable)).toBeTruthy();
    expect(cartState().textContent).toBe(`ready · ${PLENTY}×2 · UPSTREAM_UNAVAILABLE`);
    expect(savedToken()).toContain('fake-cart:');

    shop.setUnreachable(false);
    await userEvent.click(add);
    expect(await screen.findByText(TEXTS.addedToCart)).toBeTruthy();
    expect(cartState().textContent).toBe(`ready · ${PLENTY}×3 · ok`);
  });

  it('keeps the line in the checkout cart when the backend is unreachable, with a translated message only', async () => {
    const shop = aShop();
    await shop.fillCart([{ id: PLENTY, quantity: 2 }]);
    renderShop(shop, '/de/checkout/cart');
    const increase = await increaseSock();
    shop.setUnreachable(true);

    await userEvent.click(increase);

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(TEXTS.cartUnavailable);
    expect(document.body.textContent).not.toContain('ECONNREFUSED');
    expect(sockQuantity()).toBe('2');
  });

  it('refuses an unknown discount code in words of its own, not the backend message', async () => {
    const shop = aShop();
    await shop.fillCart([{ id: PLENTY, quantity: 1 }]);
    renderShop(shop, '/de/checkout/cart');
    await userEvent.type(await screen.findByRole('textbox', { name: TEXTS.discountCode }), 'NOPE');

    await userEvent.click(screen.getByRole('button', { name: TEXTS.apply }));

    expect(await screen.findByText(TEXTS.discountInvalid)).toBeTruthy();
    expect(document.body.textContent).not.toContain(MESSAGES.missingDiscountCode);
    expect(sockQuantity()).toBe('1');
  });

  it('is unavailable when the backend cannot be reached at start-up, and the checkout says so', async () => {
    const shop = aShop();
    await shop.fillCart([{ id: PLENTY, quantity: 1 }]);
    shop.setUnreachable(true);

    renderShop(shop, '/de/checkout/cart');

    expect((await screen.findByRole('alert')).textContent).toBe(TEXTS.cartUnavailable);
    expect(savedToken()).toContain('fake-cart:');
  });

  it('starts once per page: a reload of the layout starts nothing again, an in-place switch moves the cart once', async () => {
    const ireland = aShop({ country: 'IE' });
    await ireland.fillCart([{ id: PLENTY, quantity: 1 }]);
    const sweden = findMarket('SE', 'production');
    if (!sweden) throw new Error('no market SE');
    // The shop's commerce fake, with each call it answers noted.
    const calls: string[] = [];
    const commerce = new Proxy(ireland.services.commerce, {
      get(target, key, receiver) {
        const member: unknown = Reflect.get(target, key, receiver);
        if (typeof member !== 'function') return member;
        return (...args: unknown[]) => {
          calls.push(String(key));
          return member.apply(target, args);
        };
      },
    }) satisfies CommercePort;
    const services = { ...ireland.services, commerce };
    const CartCountry = () => {
      const { cart, status } = useCart();
      return <output data-testid="cart-country">{`${status} ${cart?.countryCode ?? 'no cart'}`}</output>;
    };
    // The layout's data comes again as new objects, with the same values, each time the layout reloads.
    const page = (config: PublicConfig, market = ireland.market) => (
      <CartProvider config={config} market={market} services={services}>
        <CartCountry />
      </CartProvider>
    );
    const shown = () => screen.getByTestId('cart-country').textContent;
    const { rerender } = render(page(ireland.config));
    await waitFor(() => expect(shown()).toBe('ready IE'));
    expect(calls.filter((call) => call === 'fetchCart')).toHaveLength(1);

    rerender(page({ ...ireland.config }));
    rerender(page({ ...ireland.config }, sweden));

    await waitFor(() => expect(shown()).toBe('ready SE'));
    expect(calls.filter((call) => call === 'fetchCart')).toHaveLength(2);
    expect(calls.filter((call) => call === 'updateMarket')).toHaveLength(1);
  });
});
