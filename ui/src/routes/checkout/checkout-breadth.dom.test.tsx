// @vitest-environment happy-dom
import type { PaymentMethod } from '@sockshop/core/payments';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { errAsync, okAsync } from 'neverthrow';
import { afterEach, describe, expect, it } from 'vitest';
import { checkoutStorage } from '../../checkout/checkout-storage';
import {
  aShop,
  aSock,
  checkoutRoutes,
  renderShop,
  resetBrowser,
  saveAddressStep,
  TEXTS,
  type TestShop,
} from '../../checkout/shop-fixtures';

// The checkout's breadth: payment methods by market, the stock check before the order, the analytics of the
// address and payment steps, and the content's checkout banner. The real pages over the fakes (shop-fixtures).

const SOCK = 'SOCK-001-3638';
const LOW = 'SOCK-001-4146';

const dataLayerEvents = () =>
  ((window.dataLayer ?? []) as { event?: string; ecommerce?: Record<string, unknown> }[]).filter((e) => e.ecommerce);
const methodsShown = async () => (await screen.findByTestId('payment-methods')).dataset.methods;

async function shopper(country = 'DE', lines = [{ id: SOCK, quantity: 1 }], prepare: (shop: TestShop) => void = () => {}) {
  const shop = aShop({ country });
  await shop.fillCart(lines);
  saveAddressStep(country);
  prepare(shop);
  return shop;
}

afterEach(() => {
  resetBrowser();
  window.dataLayer = [];
});

describe('payment methods (the paymentmethods call)', () => {
  it('de: the card form with its brands and PayPal, as the call answered', async () => {
    const shop = await shopper('DE');
    renderShop(shop, '/de/checkout/payment');
    expect(await methodsShown()).toBe('scheme paypal');
    expect((await screen.findByTestId('card-brands')).textContent).toBe(`${TEXTS.acceptedCards}: Visa, Mastercard, American Express`);
    expect(screen.getByRole('button', { name: TEXTS.payWithPaypal })).toBeTruthy();
    // The provider's card form is asked for in the shop's language.
    expect(new URL((screen.getByTitle(TEXTS.cardDetails) as HTMLIFrameElement).src).searchParams.get('lang')).toBe('de');
  });

  it('gl (Japan): card only, PayPal is blocked for the market', async () => {
    const shop = await shopper('JP');
    renderShop(shop, '/gl/checkout/payment');
    expect(await methodsShown()).toBe('scheme');
    expect(screen.queryByRole('button', { name: /paypal/i })).toBeNull();
  });

  it('attack: an answer that lists a blocked or unknown method anyway does not put it on the page', async () => {
    const shop = await shopper('JP', undefined, (s) => {
      const tampered: PaymentMethod[] = [
        { type: 'scheme', name: 'Card' },
        { type: 'paypal', name: 'PayPal' },
        { type: 'evil', name: '<img src=x onerror=alert(1)>' },
      ];
      s.payments.listPaymentMethods = () => okAsync(tampered);
    });
    renderShop(shop, '/gl/checkout/payment');
    expect(await methodsShown()).toBe('scheme');
    expect(document.body.textContent).not.toContain('onerror');
  });

  it('when the call fails the shopper is told, and may pay by card', async () => {
    const shop = await shopper('DE', undefined, (s) => {
      s.payments.listPaymentMethods = () => errAsync({ code: 'UPSTREAM_UNAVAILABLE', message: 'down' });
    });
    renderShop(shop, '/de/checkout/payment');
    expect(await methodsShown()).toBe('scheme');
    expect(screen.getByText(TEXTS.paymentMethodsUnavailable)).toBeTruthy();
    expect(screen.getByTitle(TEXTS.cardDetails)).toBeTruthy();
  });

  it('choosing PayPal pushes add_payment_info once with the payment type', async () => {
    const shop = await shopper('DE');
    renderShop(shop, '/de/checkout/payment');
    await userEvent.click(await screen.findByRole('button', { name: TEXTS.payWithPaypal }));
    await waitFor(() => expect(dataLayerEvents().map((e) => e.event)).toContain('add_payment_info'));
    const event = dataLayerEvents().find((e) => e.event === 'add_payment_info');
    expect(event?.ecommerce).toMatchObject({ currency: 'EUR', payment_type: 'paypal' });
    expect(dataLayerEvents().filter((e) => e.event === 'add_payment_info')).toHaveLength(1);
  });
});

describe('stock check before the order', () => {
  it('an out-of-stock line stops the order: the shopper sees which, the cart stays, no order is created', async () => {
    const shop = await shopper('DE', [
      { id: SOCK, quantity: 1 },
      { id: LOW, quantity: 1 },
    ]);
    // Another shopper bought the last pairs of 41-46 after this one put them in the cart.
    shop.commerce.seed([aSock()], (variant) => (variant.id === LOW ? 0 : 100));
    const { router } = renderShop(shop, '/de/checkout/payment');
    expect(await screen.findByText(TEXTS.itemsOutOfStock)).toBeTruthy();
    const lines = screen.getByTestId('out-of-stock-lines');
    expect(lines.textContent).toContain('41-46');
    expect(lines.textContent).toContain(TEXTS.outOfStock);
    expect(lines.querySelectorAll('li')).toHaveLength(1);
    expect(checkoutStorage.readOrderSession('DE')).toBeNull();
    expect((await shop.commerce.fetchCart(shop.scope))._unsafeUnwrap().itemsCount).toBe(2);
    await userEvent.click(screen.getByRole('button', { name: TEXTS.viewCart }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/de/checkout/cart'));
  });
});

describe('address step analytics', () => {
  it('confirming the address pushes add_shipping_info with the cart shipping method', async () => {
    const shop = await shopper('DE', undefined, (s) => {
      void s.commerce.selectShippingMethod('de-standard', s.scope);
    });
    renderShop(shop, '/de/checkout/address');
    await userEvent.click(await screen.findByRole('button', { name: TEXTS.continueToPayment }));
    await waitFor(() => expect(dataLayerEvents().map((e) => e.event)).toContain('add_shipping_info'));
    expect(dataLayerEvents().find((e) => e.event === 'add_shipping_info')?.ecommerce).toMatchObject({
      currency: 'EUR',
      shipping_tier: 'de-standard',
    });
  });
});

describe('checkout banner', () => {
  it('shows the content banner on checkout pages, rich text rendered without markup injection', async () => {
    const shop = await shopper('DE');
    const banner = {
      message: {
        type: 'doc',
        content: [
          {
            type: 'paragraph',
            content: [
              { type: 'text', text: 'Heute bestellt', marks: [{ type: 'bold' }] },
              { type: 'text', text: ' <script>alert(1)</script>' },
              { type: 'text', text: 'Versand', marks: [{ type: 'link', attrs: { href: 'javascript:alert(1)', linktype: 'url' } }] },
            ],
          },
        ],
      },
      color: 'yellow',
      href: null,
    };
    const routes = [{ ...checkoutRoutes[0]!, loader: () => ({ checkoutBanner: banner }) }];
    renderShop(shop, '/de/checkout/address', routes);
    const shown = await screen.findByTestId('checkout-banner');
    expect(shown.querySelector('strong')?.textContent).toBe('Heute bestellt');
    expect(shown.querySelector('script')).toBeNull();
    expect(shown.querySelector('a[href^="javascript"]')).toBeNull();
    expect(shown.className).toContain('bg-yellow');
  });

  it('no banner when the content has none', async () => {
    const shop = await shopper('DE');
    renderShop(shop, '/de/checkout/address');
    await screen.findByRole('button', { name: TEXTS.continueToPayment });
    expect(screen.queryByTestId('checkout-banner')).toBeNull();
  });
});
