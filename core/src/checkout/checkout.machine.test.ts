import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { Order, PaymentSession } from '../payments/order.schema.js';
import { type CheckoutInput, type CreatedPaymentSession, checkoutMachine, type PaymentSessionRequest } from './checkout.machine.js';
import type { Address, CheckoutInfo } from './checkout-info.schema.js';

const address: Address = {
  city: 'Amsterdam',
  firstName: 'Anne',
  lastName: 'Bakker',
  postCode: '1011 AB',
  country: 'NL',
  street0: 'Damrak 1',
  street1: '',
  region: '',
};
const info = (newsletterSubscription = false): CheckoutInfo => ({
  address: { shipping: address, billing: address },
  useShippingForBilling: true,
  contact: { email: 'anne@example.com', telephone: '0612345678', agreements: true, newsletterSubscription },
});
const session: PaymentSession = {
  id: 'ps-1',
  orderId: 'o-1',
  amount: { currency: 'EUR', value: 1500 },
  clientUrl: 'http://127.0.0.1:1/pay',
};
const order = { id: 'o-1', orderNumber: '1001' } as Order;

function start(input: CheckoutInput = {}, fakes: { newsletterFails?: boolean; sessionFails?: boolean } = {}) {
  const calls = {
    createPaymentSession: [] as PaymentSessionRequest[],
    signUpNewsletter: 0,
    emptyCart: 0,
    newsletterFailures: 0,
    purchases: 0,
  };
  const machine = checkoutMachine.provide({
    actors: {
      createPaymentSession: fromPromise<CreatedPaymentSession, PaymentSessionRequest>(async ({ input: request }) => {
        calls.createPaymentSession.push(request);
        if (fakes.sessionFails) throw { code: 'UPSTREAM_UNAVAILABLE', message: 'down' };
        return { session, order };
      }),
      signUpNewsletter: fromPromise(async () => {
        calls.signUpNewsletter += 1;
        if (fakes.newsletterFails) throw new Error('newsletter down');
      }),
      emptyCart: fromPromise(async () => {
        calls.emptyCart += 1;
      }),
    },
    actions: {
      reportNewsletterFailure: () => {
        calls.newsletterFailures += 1;
      },
      recordPurchase: () => {
        calls.purchases += 1;
      },
    },
  });
  const actor = createActor(machine, { input }).start();
  return { actor, calls };
}

describe('checkoutMachine', () => {
  it('§4 starts in cart with only cart completed', () => {
    const { actor } = start();
    expect(actor.getSnapshot().value).toBe('cart');
    expect(actor.getSnapshot().context.completedViews).toEqual(['cart']);
  });

  it('§5 refuses payment before the address is complete', () => {
    const { actor } = start();
    actor.send({ type: 'goto', view: 'payment' });
    expect(actor.getSnapshot().value).toBe('cart');
    actor.send({ type: 'goto', view: 'address' });
    actor.send({ type: 'address.submitted', info: { ...info(), contact: { ...info().contact, email: '' } } });
    expect(actor.getSnapshot().value).toBe('address');
    expect(actor.getSnapshot().context.error?.message).toBe('Invalid or incomplete contact object');
    actor.send({ type: 'goto', view: 'payment' });
    expect(actor.getSnapshot().value).toBe('address');
  });

  it('§4 creates a payment session after a complete address', async () => {
    const { actor, calls } = start();
    actor.send({ type: 'goto', view: 'address' });
    actor.send({ type: 'address.submitted', info: info() });
    expect(actor.getSnapshot().context.completedViews).toEqual(['cart', 'address']);
    const ready = await waitFor(actor, (s) => s.matches({ payment: 'ready' }));
    expect(ready.context.paymentSession).toEqual(session);
    expect(calls.createPaymentSession[0]?.shippingAddress.givenName).toBe('Anne');
  });

  it('§4 reuses an existing payment session', async () => {
    const { actor, calls } = start({ info: info(), completedViews: ['address'], paymentSession: session });
    actor.send({ type: 'goto', view: 'payment' });
    expect(actor.getSnapshot().matches({ payment: 'ready' })).toBe(true);
    expect(calls.createPaymentSession).toHaveLength(0);
  });

  it('§4 keeps a failed session creation on payment with a retry', async () => {
    const { actor, calls } = start({ info: info(), completedViews: ['address'] }, { sessionFails: true });
    actor.send({ type: 'goto', view: 'payment' });
    const failed = await waitFor(actor, (s) => s.matches({ payment: 'failed' }));
    expect(failed.context.error?.code).toBe('UPSTREAM_UNAVAILABLE');
    actor.send({ type: 'payment.retry' });
    await waitFor(actor, (s) => s.matches({ payment: 'failed' }) && calls.createPaymentSession.length === 2);
  });

  it('§4 removing the address view clears the payment session and leaves payment', async () => {
    const { actor } = start({ info: info(), completedViews: ['address'], paymentSession: session });
    actor.send({ type: 'goto', view: 'payment' });
    actor.send({ type: 'view.removed', view: 'address' });
    expect(actor.getSnapshot().value).toBe('address');
    expect(actor.getSnapshot().context.paymentSession).toBeNull();
    expect(actor.getSnapshot().context.completedViews).toEqual(['cart']);
  });

  it('§4 never removes the cart view and keeps completed views in step order', () => {
    const { actor } = start({ info: info() });
    actor.send({ type: 'view.removed', view: 'cart' });
    actor.send({ type: 'view.completed', view: 'address' });
    actor.send({ type: 'view.completed', view: 'cart' });
    expect(actor.getSnapshot().context.completedViews).toEqual(['cart', 'address']);
    actor.send({ type: 'view.completed', view: 'payment' });
    expect(actor.getSnapshot().context.completedViews).toEqual(['cart', 'address']);
  });

  it('§4 reset clears sessions and saved information, views back to cart', () => {
    const { actor } = start({ info: info(), completedViews: ['address'], paymentSession: session });
    actor.send({ type: 'goto', view: 'payment' });
    actor.send({ type: 'provider.session.stored', session: { id: 'drop-in' } });
    expect(actor.getSnapshot().context.providerSession).toEqual({ id: 'drop-in' });
    actor.send({ type: 'checkout.reset' });
    const { value, context } = actor.getSnapshot();
    expect(value).toBe('cart');
    expect(context).toMatchObject({ completedViews: ['cart'], paymentSession: null, providerSession: null, info: null });
  });

  it('§4 on payment success signs up for the newsletter, empties the cart and resets', async () => {
    const { actor, calls } = start({ info: info(true), completedViews: ['address'], paymentSession: session });
    actor.send({ type: 'goto', view: 'payment' });
    actor.send({ type: 'payment.succeeded', order });
    const done = await waitFor(actor, (s) => s.matches('success'));
    expect(calls).toMatchObject({ signUpNewsletter: 1, emptyCart: 1, purchases: 1 });
    expect(done.context).toMatchObject({ order, completedViews: ['cart'], paymentSession: null, info: null });
  });

  it('§8 tolerates a failed newsletter sign-up in checkout', async () => {
    const { actor, calls } = start({ info: info(true), completedViews: ['address'], paymentSession: session }, { newsletterFails: true });
    actor.send({ type: 'goto', view: 'payment' });
    actor.send({ type: 'payment.succeeded', order });
    await waitFor(actor, (s) => s.matches('success'));
    expect(calls).toMatchObject({ newsletterFailures: 1, emptyCart: 1 });
  });

  it('§4 skips the sign-up when the box is not ticked', async () => {
    const { actor, calls } = start({ info: info(false), completedViews: ['address'], paymentSession: session });
    actor.send({ type: 'goto', view: 'payment' });
    actor.send({ type: 'payment.succeeded', order });
    await waitFor(actor, (s) => s.matches('success'));
    expect(calls.signUpNewsletter).toBe(0);
  });

  it('§4 a refused payment keeps the shopper on payment with the error', () => {
    const { actor } = start({ info: info(), completedViews: ['address'], paymentSession: session });
    actor.send({ type: 'goto', view: 'payment' });
    actor.send({ type: 'payment.failed', error: { code: 'PAYMENT_REFUSED', message: 'Refused' } });
    expect(actor.getSnapshot().matches({ payment: 'ready' })).toBe(true);
    expect(actor.getSnapshot().context.error).toEqual({ code: 'PAYMENT_REFUSED', message: 'Refused' });
    actor.send({ type: 'goto', view: 'cart' });
    expect(actor.getSnapshot().value).toBe('cart');
  });

  it('§4 updates the selected payment method on the stored order session', () => {
    const stored = { ...order, payment: { status: 'open', method: null } } as Order;
    const { actor } = start({ order: stored });
    actor.send({ type: 'payment.method.selected', method: 'paypal' });
    expect(actor.getSnapshot().context.order?.payment.method).toBe('paypal');
    const empty = start().actor;
    empty.send({ type: 'payment.method.selected', method: 'paypal' });
    expect(empty.getSnapshot().context.order).toBeNull();
  });

  it('§4 goes to success only with an order', () => {
    expect(start().actor.send({ type: 'goto', view: 'success' })).toBeUndefined();
    const { actor } = start({ order });
    actor.send({ type: 'goto', view: 'success' });
    expect(actor.getSnapshot().value).toBe('success');
  });

  it('fails loudly when an actor was not provided', async () => {
    const errors = vi.fn();
    const actor = createActor(checkoutMachine, { input: { info: info(), completedViews: ['address'] } });
    actor.subscribe({ error: errors });
    actor.start();
    actor.send({ type: 'goto', view: 'payment' });
    const failed = await waitFor(actor, (s) => s.matches({ payment: 'failed' }));
    expect(failed.context.error?.message).toMatch(/must be supplied/);
  });
});
