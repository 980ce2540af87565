// @vitest-environment happy-dom
import { formatPrice } from '@sockshop/core/pricing';
import { anOrder } from '@sockshop/test-fixtures/builders/order.builder';
import { testCardMethod } from '@sockshop/test-fixtures/contracts/payments.contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { checkoutStorage } from '../../checkout/checkout-storage';
import { aShop, PROVIDER_URL, renderShop, resetBrowser, saveAddressStep, TEXTS } from '../../checkout/shop-fixtures';

// The confirmation shows what was bought, where it goes, how it travels and arrives, how it was paid
// and where the order stands.

const SOCK = 'SOCK-001-3638';

afterEach(resetBrowser);

describe('order confirmation', () => {
  it('after a card payment shows the status, the address, the shipping method and estimate, the payment method, the lines and totals', async () => {
    const shop = aShop();
    const cart = await shop.fillCart([{ id: SOCK, quantity: 2 }]);
    saveAddressStep('DE');
    renderShop(shop, '/de/checkout/payment');
    await screen.findByRole('button', { name: TEXTS.payWithPaypal });
    await act(async () => {});
    const frame = screen.getByTitle(TEXTS.cardDetails) as HTMLIFrameElement;
    const data = { type: 'sandboxpay:paymentMethod', paymentMethod: testCardMethod('authorised') };
    act(() => {
      window.dispatchEvent(new MessageEvent('message', { origin: new URL(PROVIDER_URL).origin, source: frame.contentWindow, data }));
    });

    await screen.findByRole('heading', { name: TEXTS.thankYou });
    // The confirmation answer, not the order stored before paying, is what the page shows.
    await waitFor(() => expect(screen.getByTestId('order-number').getAttribute('data-confirmed')).toBe('true'));
    expect(screen.getByTestId('order-status').textContent).toBe('Bezahlt');
    expect(screen.getByText(TEXTS.shippingAddress)).toBeTruthy();
    const address = [...screen.getByTestId('order-address').querySelectorAll('span')].map((line) => line.textContent);
    expect(address).toEqual(['Grace Hopper', 'Sockenstraße 1', '10115 Berlin', 'Deutschland']);
    expect(screen.getByTestId('order-shipping').textContent).toBe('Standard');
    expect(screen.getByTestId('order-delivery').textContent).toBe('2-4 days');
    expect(screen.getByTestId('order-payment').textContent).toBe('Karte');
    // The lines and totals as bought: the pair's line and the total the order charged.
    expect(document.body.textContent).toContain(cart.items[0]?.name ?? '—');
    expect(screen.getByTestId('cart-total').textContent).toBe(formatPrice(cart.priceTotal, 'EUR', 'DE'));
  });

  it("a reload of an order the backend no longer answers shows the stored order's details, with the payment method chosen on the payment step when the answer lacks it", async () => {
    const shop = aShop();
    const order = anOrder({ id: 'order-77', status: 'paid', payment: { status: 'authorised', method: null } });
    // The payment step stored the order with the method chosen there; the confirmation answer lacks it.
    checkoutStorage.writeOrderSession('DE', {
      order: { ...order, payment: { status: 'pending', method: 'scheme' } },
      session: { id: 's-1', orderId: 'order-77', amount: { currency: 'EUR', value: order.priceTotal }, clientUrl: `${PROVIDER_URL}/x` },
      token: null,
    });
    renderShop(shop, '/de/checkout/success/order-77');

    const details = await screen.findByTestId('order-address');
    expect(within(details).getByText('10115 Berlin')).toBeTruthy();
    expect(screen.getByTestId('order-shipping').textContent).toBe('Standardversand');
    expect(screen.getByTestId('order-delivery').textContent).toBe('2-4 Werktage');
    expect(screen.getByTestId('order-payment').textContent).toBe('Karte');
    expect(screen.getByTestId('order-status').getAttribute('data-status')).toBe('paid');
    expect(screen.getByTestId('cart-total').textContent).toBe('19,95 €');
  });
});
