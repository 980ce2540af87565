// @vitest-environment happy-dom

import { toPaymentAddress } from '@sockshop/core/checkout';
import { findMarket, type Market } from '@sockshop/core/markets';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { CheckoutProvider } from './checkout-provider';
import { checkoutStorage } from './checkout-storage';
import { aCheckoutInfo, aShop, BACKEND_WORDS, renderShop, resetBrowser, saveAddressStep, TEXTS, type TestShop } from './shop-fixtures';
import { useCheckout } from './use-checkout';

// The checkout provider (core's checkout machine with the payments fake behind its actors) under the real checkout
// pages: what it restores per market country, the order and payment session it creates, and its error paths.

const SOCK = 'SOCK-001-3638';

const payPalButton = () => screen.findByRole('button', { name: TEXTS.payWithPaypal });
const firstName = () => screen.findByRole('textbox', { name: 'firstName' }) as Promise<HTMLInputElement>;

async function readyToPay(shop: TestShop) {
  await shop.fillCart([{ id: SOCK, quantity: 2 }]);
  saveAddressStep(shop.market.countryCode);
}

afterEach(resetBrowser);

describe('CheckoutProvider', () => {
  it('restores the saved checkout information of the market country only', async () => {
    saveAddressStep('DE', aCheckoutInfo('DE', 'Grace'));
    saveAddressStep('AT', aCheckoutInfo('AT', 'Ada'));

    const austria = renderShop(aShop({ country: 'AT' }), '/at/checkout/address');
    expect((await firstName()).value).toBe('Ada');
    austria.unmount();

    renderShop(aShop({ country: 'DE' }), '/de/checkout/address');
    expect((await firstName()).value).toBe('Grace');
  });

  it('saves what the shopper enters for the market country, leaving the other countries alone', async () => {
    const shop = aShop({ country: 'AT' });
    await shop.fillCart([{ id: SOCK, quantity: 1 }]);
    saveAddressStep('DE', aCheckoutInfo('DE', 'Grace'));
    saveAddressStep('AT', aCheckoutInfo('AT', 'Ada'));
    renderShop(shop, '/at/checkout/address');
    const name = await firstName();

    await userEvent.clear(name);
    await userEvent.type(name, 'Hedy');
    await userEvent.click(screen.getByRole('button', { name: TEXTS.continueToPayment }));

    await payPalButton();
    expect(checkoutStorage.readCheckout('AT')?.info?.address.shipping.firstName).toBe('Hedy');
    expect(checkoutStorage.readCheckout('DE')?.info?.address.shipping.firstName).toBe('Grace');
  });

  it('creates the order and its payment session from the cart and the saved address, and keeps it for a reload', async () => {
    const shop = aShop();
    await readyToPay(shop);
    const first = renderShop(shop, '/de/checkout/payment');

    expect(await screen.findByText(TEXTS.preparingPayment)).toBeTruthy();
    await payPalButton();
    const frame = screen.getByTitle(TEXTS.cardDetails) as HTMLIFrameElement;
    expect(frame.src.startsWith('https://provider.fake.test/checkout/card?')).toBe(true);
    const saved = checkoutStorage.readOrderSession('DE');
    expect(saved?.order).toMatchObject({ status: 'pending', itemsCount: 2 });
    expect(saved?.token).toContain('fake-cart:');
    first.unmount();

    // A reload restores the open order and its session instead of asking for another.
    renderShop(shop, '/de/checkout/payment');
    await payPalButton();
    expect(screen.queryByText(TEXTS.preparingPayment)).toBeNull();
    expect(checkoutStorage.readOrderSession('DE')?.order.id).toBe(saved?.order.id);
  });

  it('without a cart (reset signal) the payment session fails with noCartFound', async () => {
    const shop = aShop();
    saveAddressStep('DE');

    renderShop(shop, '/de/checkout/payment');

    const alert = await screen.findByText(TEXTS.noCartFound);
    expect(alert.closest('[role="alert"]')).not.toBeNull();
    expect(checkoutStorage.readOrderSession('DE')).toBeNull();
  });

  it('when the payment side is unreachable it says so, keeps the cart, and a retry creates the session', async () => {
    const shop = aShop();
    await readyToPay(shop);
    shop.failNext('createOrder', 'UPSTREAM_UNAVAILABLE');
    renderShop(shop, '/de/checkout/payment');

    expect(await screen.findByText(TEXTS.tryAgainLater)).toBeTruthy();
    expect(document.body.textContent).not.toContain(BACKEND_WORDS);
    expect((await shop.commerce.fetchCart(shop.scope))._unsafeUnwrap().itemsCount).toBe(2);

    await userEvent.click(screen.getByRole('button', { name: TEXTS.retry }));

    await payPalButton();
    expect(screen.queryByText(TEXTS.tryAgainLater)).toBeNull();
  });

  it('an order past the units one cart or one address may hold unpaid reads as the quantity limit, in words of the shop', async () => {
    const shop = aShop();
    await readyToPay(shop);
    shop.failNext('createOrder', 'QUANTITY_LIMIT');
    renderShop(shop, '/de/checkout/payment');

    expect(await screen.findByText(TEXTS.quantityLimit)).toBeTruthy();
    expect(document.body.textContent).not.toContain(BACKEND_WORDS);
    expect(checkoutStorage.readOrderSession('DE')).toBeNull();
  });

  it('a closed order offers a new order (no retry), and the new order gets its own session', async () => {
    const shop = aShop();
    await readyToPay(shop);
    shop.failNext('createOrder', 'ORDER_CLOSED');
    renderShop(shop, '/de/checkout/payment');

    expect(await screen.findByText(TEXTS.orderClosed)).toBeTruthy();
    expect(screen.queryByRole('button', { name: TEXTS.retry })).toBeNull();
    expect(document.body.textContent).not.toContain(BACKEND_WORDS);
    const attempt = checkoutStorage.orderAttempt('DE');

    await userEvent.click(screen.getByRole('button', { name: TEXTS.startNewOrder }));

    await payPalButton();
    expect(screen.queryByText(TEXTS.orderClosed)).toBeNull();
    expect(checkoutStorage.orderAttempt('DE')).not.toBe(attempt);
    expect(checkoutStorage.readOrderSession('DE')?.order.status).toBe('pending');
  });

  it('an order closed by another tab answers ORDER_CLOSED on paying; a new order replaces it', async () => {
    const shop = aShop();
    await readyToPay(shop);
    renderShop(shop, '/de/checkout/payment');
    const payPal = await payPalButton();
    const stale = checkoutStorage.readOrderSession('DE')?.order.id;
    // Another tab started a new order from the same cart: the one this tab holds is cancelled.
    const address = toPaymentAddress(aCheckoutInfo('DE').address.shipping);
    const request = { shippingAddress: address, billingAddress: address, email: 'grace@example.com', telephone: '+49301234567' };
    await shop.payments.createOrder(
      { ...request, languageCode: 'de', returnUrl: 'http://localhost:3000/de/checkout/payment', idempotencyKey: 'other-tab' },
      shop.scope,
    );

    await userEvent.click(payPal);

    expect(await screen.findByText(TEXTS.orderClosed)).toBeTruthy();
    expect(screen.queryByRole('button', { name: TEXTS.payWithPaypal })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: TEXTS.startNewOrder }));
    await payPalButton();
    const fresh = checkoutStorage.readOrderSession('DE')?.order;
    expect(fresh?.id).not.toBe(stale);
    expect(fresh?.status).toBe('pending');
  });

  it('follows an in-place market switch: the other country starts its own saved checkout', async () => {
    saveAddressStep('DE', aCheckoutInfo('DE', 'Grace'));
    saveAddressStep('AT', aCheckoutInfo('AT', 'Ada'));
    const FirstName = () => <output>{useCheckout((s) => s.context.info?.address.shipping.firstName)}</output>;
    function Switching() {
      const [market, setMarket] = useState<Market | null>(findMarket('DE', 'production'));
      if (!market) return null;
      return (
        <CheckoutProvider market={market}>
          <FirstName />
          <button type="button" onClick={() => setMarket(findMarket('AT', 'production'))}>
            AT
          </button>
        </CheckoutProvider>
      );
    }
    renderShop(aShop(), '/de/switch', [{ path: 'switch', Component: Switching }]);

    expect((await screen.findByRole('status')).textContent).toBe('Grace');
    await userEvent.click(screen.getByRole('button', { name: 'AT' }));
    expect(screen.getByRole('status').textContent).toBe('Ada');
  });
});
