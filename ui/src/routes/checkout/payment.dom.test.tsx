// @vitest-environment happy-dom
import { testCardMethod } from '@sockshop/test-fixtures/contracts/payments.contract';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { checkoutStorage } from '../../checkout/checkout-storage';
import {
  aShop,
  BACKEND_WORDS,
  PROVIDER_URL,
  renderShop,
  resetBrowser,
  returnToShop,
  saveAddressStep,
  TEXTS,
  type TestShop,
} from '../../checkout/shop-fixtures';

// The payment step with the payments fake behind the port. The provider's card form cannot load here: a test plays the
// frame by posting the message it posts (its origin, its window), and PayPal goes by redirect, which needs no frame.

const SOCK = 'SOCK-001-3638';
const PROVIDER_REASON = 'CVC Declined';

const payPalButton = () => screen.findByRole('button', { name: TEXTS.payWithPaypal });
const cardFrame = () => screen.getByTitle(TEXTS.cardDetails) as HTMLIFrameElement;
const savedToken = () => window.localStorage.getItem('cartToken:NL');
const orderId = () => checkoutStorage.readOrderSession('DE')?.order.id ?? '';

/** A shopper with one pair in the cart and the address done, on the payment step with the order created. */
async function onPaymentStep(prepare: (shop: TestShop) => void = () => {}) {
  const shop = aShop();
  await shop.fillCart([{ id: SOCK, quantity: 1 }]);
  saveAddressStep('DE');
  prepare(shop);
  const page = renderShop(shop, '/de/checkout/payment');
  await payPalButton();
  // The step's DOM can be on screen before React ran its effects (the card form's message listener): a shopper's card
  // form answers long after, so the test lets the effects run before it plays the form.
  await act(async () => {});
  return { shop, page };
}

/** What the provider's card form posts to the shop when the shopper presses pay (or another window, pretending). */
function cardFormPosts(
  paymentMethod: Record<string, string>,
  { origin = new URL(PROVIDER_URL).origin, source = cardFrame().contentWindow }: { origin?: string; source?: Window | null } = {},
) {
  const data = { type: 'sandboxpay:paymentMethod', paymentMethod };
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { origin, source, data }));
  });
}

/** The shop holds the shopper's cart still: the token is kept and the backend answers it. */
async function expectCartKept(shop: TestShop) {
  expect(savedToken()).toContain('fake-cart:');
  const cart = await shop.commerce.fetchCart(shop.scope);
  expect(cart.isOk() && cart.value.itemsCount).toBe(1);
}

const pageText = () => document.body.textContent ?? '';

afterEach(resetBrowser);

describe('payment step', () => {
  it('a refused card shows the translated generic refusal, never the provider reason, and the shopper may pay again', async () => {
    const { shop } = await onPaymentStep((s) => s.tellRefusalReasons(PROVIDER_REASON));
    const frame = cardFrame();

    cardFormPosts(testCardMethod('refused'));

    expect(await screen.findByText(TEXTS.paymentRefused)).toBeTruthy();
    expect(pageText()).not.toContain(PROVIDER_REASON);
    expect(pageText()).not.toContain('Refused');
    // A fresh card form for the next try; no new order needed.
    expect(cardFrame()).not.toBe(frame);
    expect(screen.queryByRole('button', { name: TEXTS.startNewOrder })).toBeNull();
    expect(screen.getByRole('button', { name: TEXTS.payWithPaypal })).toBeTruthy();
    await expectCartKept(shop);
  });

  it("ignores a payment message from any origin but the provider's, or from any window but the card form's", async () => {
    const { shop } = await onPaymentStep();
    expect(cardFrame().contentWindow).not.toBeNull();

    cardFormPosts(testCardMethod('authorised'), { origin: 'https://attacker.example' });
    cardFormPosts(testCardMethod('authorised'), { source: window });

    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByText(TEXTS.processingPayment)).toBeNull();
    const order = await shop.payments.confirmOrder(orderId(), shop.scope);
    expect(order.isOk() && order.value.status).toBe('pending');
  });

  it('PayPal refused on the provider page: back on the payment step with the translated refusal only', async () => {
    const { shop, page } = await onPaymentStep((s) => s.tellRefusalReasons(PROVIDER_REASON));

    await userEvent.click(await payPalButton());

    const providerPage = window.location.href;
    expect(providerPage.startsWith(`${PROVIDER_URL}/checkout/redirect/`)).toBe(true);
    const redirectResult = shop.payments.shopperDecides(providerPage, false);
    page.unmount();
    returnToShop(`/de/checkout/payment?redirectResult=${redirectResult}`);

    const back = renderShop(shop, `/de/checkout/payment?redirectResult=${redirectResult}`);

    expect(await screen.findByText(TEXTS.paymentRefused)).toBeTruthy();
    expect(pageText()).not.toContain(PROVIDER_REASON);
    await waitFor(() => expect(back.router.state.location.search).toBe(''));
    expect(await payPalButton()).toBeTruthy();
    await expectCartKept(shop);
  });

  it('after five refusals says the order was declined too often, and a new order can be paid', async () => {
    const { shop } = await onPaymentStep();
    // Four refusals already (other cards, earlier in this visit).
    for (const holder of ['A', 'B', 'C', 'D']) {
      const key = `pay-${holder}`;
      await shop.payments.submitPayment(
        { orderId: orderId(), paymentMethod: testCardMethod('refused', holder), idempotencyKey: key },
        shop.scope,
      );
    }
    const closedOrder = orderId();

    cardFormPosts(testCardMethod('refused', 'E'));
    expect(await screen.findByText(TEXTS.paymentRefused)).toBeTruthy();
    await waitFor(() => expect(screen.queryByText(TEXTS.processingPayment)).toBeNull());
    cardFormPosts(testCardMethod('refused', 'F'));

    expect(await screen.findByText(TEXTS.paymentAttemptsExceeded)).toBeTruthy();
    expect(screen.queryByTitle(TEXTS.cardDetails)).toBeNull();
    expect(pageText()).not.toContain('Too many refused attempts');
    await expectCartKept(shop);

    await userEvent.click(screen.getByRole('button', { name: TEXTS.startNewOrder }));
    await payPalButton();
    expect(orderId()).not.toBe(closedOrder);
    expect(screen.queryByText(TEXTS.paymentAttemptsExceeded)).toBeNull();

    cardFormPosts(testCardMethod('authorised'));

    expect(await screen.findByRole('heading', { name: TEXTS.thankYou })).toBeTruthy();
    expect(savedToken()).toBeNull(); // on payment success the cart is emptied
  });

  it('when the backend is unreachable says so in its own words, keeps the cart, and paying again works', async () => {
    const { shop } = await onPaymentStep();
    shop.setUnreachable(true);

    await userEvent.click(await payPalButton());

    expect(await screen.findByText(TEXTS.tryAgainLater)).toBeTruthy();
    expect(pageText()).not.toContain('ECONNREFUSED');
    expect(screen.queryByRole('button', { name: TEXTS.startNewOrder })).toBeNull();
    shop.setUnreachable(false);
    await expectCartKept(shop);

    await userEvent.click(await payPalButton());

    expect(window.location.href.startsWith(`${PROVIDER_URL}/checkout/redirect/`)).toBe(true);
  });

  it('when the confirmation cannot be fetched after an authorised card, says the payment is being checked and keeps the cart', async () => {
    const { shop } = await onPaymentStep((s) => s.failNext('confirmOrder', 'UPSTREAM_UNAVAILABLE'));

    cardFormPosts(testCardMethod('authorised'));

    expect(await screen.findByText(TEXTS.paymentPending)).toBeTruthy();
    expect(pageText()).not.toContain(BACKEND_WORDS);
    await expectCartKept(shop);
    expect(checkoutStorage.readOrderSession('DE')?.order.status).toBe('pending');
  });
});
