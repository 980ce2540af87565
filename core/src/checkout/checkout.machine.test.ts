import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { DomainError } from '../errors.js';
import type { Order, PaymentOutcome, PaymentSession } from '../payments/order.schema.js';
import { checkoutMachine } from './checkout.machine.js';
import type { Address, CheckoutInfo } from './checkout-info.schema.js';
import type {
  CheckoutInput,
  CreatedPaymentSession,
  PaymentSessionRequest,
  RedirectRequest,
  SubmitDetailsRequest,
  SubmitPaymentRequest,
} from './checkout-model.js';

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
const card = { type: 'scheme', encryptedCardNumber: 'x' };

interface Fakes {
  newsletterFails?: boolean;
  sessionFails?: DomainError;
  /** The provider's answers to payments and to returns, in turn; the last one repeats. */
  answers?: (PaymentOutcome | DomainError)[];
  confirmFails?: DomainError;
  redirectFails?: boolean;
}

function start(input: CheckoutInput = {}, fakes: Fakes = {}) {
  const calls = {
    createPaymentSession: [] as PaymentSessionRequest[],
    submitPayment: [] as SubmitPaymentRequest[],
    submitDetails: [] as SubmitDetailsRequest[],
    redirectToProvider: [] as RedirectRequest[],
    confirmOrder: 0,
    signUpNewsletter: 0,
    emptyCart: 0,
    newsletterFailures: 0,
    purchases: 0,
    paymentInfos: 0,
  };
  const answers = [...(fakes.answers ?? [{ status: 'authorised' }])];
  const answer = async () => {
    const next = (answers.length > 1 ? answers.shift() : answers[0]) as PaymentOutcome | DomainError;
    if ('code' in next) throw next;
    return next;
  };
  const machine = checkoutMachine.provide({
    actors: {
      createPaymentSession: fromPromise<CreatedPaymentSession, PaymentSessionRequest>(async ({ input: request }) => {
        calls.createPaymentSession.push(request);
        if (fakes.sessionFails) throw fakes.sessionFails;
        return { session, order };
      }),
      submitPayment: fromPromise<PaymentOutcome, SubmitPaymentRequest>(async ({ input: request }) => {
        calls.submitPayment.push(request);
        return answer();
      }),
      submitDetails: fromPromise<PaymentOutcome, SubmitDetailsRequest>(async ({ input: request }) => {
        calls.submitDetails.push(request);
        return answer();
      }),
      redirectToProvider: fromPromise<void, RedirectRequest>(async ({ input: request }) => {
        calls.redirectToProvider.push(request);
        if (fakes.redirectFails) throw { code: 'UPSTREAM_CONTRACT', message: 'off the provider' };
      }),
      confirmOrder: fromPromise<Order, { orderId: string }>(async () => {
        calls.confirmOrder += 1;
        if (fakes.confirmFails) throw fakes.confirmFails;
        return { ...order, status: 'paid' } as Order;
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
      recordPaymentInfo: () => {
        calls.paymentInfos += 1;
      },
    },
  });
  const actor = createActor(machine, { input }).start();
  return { actor, calls };
}

/** On the payment step with the order and its session restored. */
function onPayment(fakes: Fakes = {}, newsletter = false) {
  const started = start({ info: info(newsletter), completedViews: ['address'], paymentSession: session, order }, fakes);
  started.actor.send({ type: 'goto', view: 'payment' });
  return started;
}
const idle = (s: { matches: (value: never) => boolean }) => s.matches({ payment: { ready: 'idle' } } as never);

describe('checkoutMachine', () => {
  it('starts in cart with only cart completed', () => {
    const { actor } = start();
    expect(actor.getSnapshot().value).toBe('cart');
    expect(actor.getSnapshot().context.completedViews).toEqual(['cart']);
  });

  it('refuses payment before the address is complete', () => {
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

  it('creates a payment session after a complete address', async () => {
    const { actor, calls } = start();
    actor.send({ type: 'goto', view: 'address' });
    actor.send({ type: 'address.submitted', info: info() });
    expect(actor.getSnapshot().context.completedViews).toEqual(['cart', 'address']);
    const ready = await waitFor(actor, (s) => s.matches({ payment: 'ready' }));
    expect(ready.context.paymentSession).toEqual(session);
    expect(calls.createPaymentSession[0]?.shippingAddress.givenName).toBe('Anne');
  });

  it('reuses an existing payment session', async () => {
    const { actor, calls } = start({ info: info(), completedViews: ['address'], paymentSession: session });
    actor.send({ type: 'goto', view: 'payment' });
    expect(actor.getSnapshot().matches({ payment: 'ready' })).toBe(true);
    expect(calls.createPaymentSession).toHaveLength(0);
  });

  it('keeps a failed session creation on payment with a retry', async () => {
    const { actor, calls } = start(
      { info: info(), completedViews: ['address'] },
      { sessionFails: { code: 'UPSTREAM_UNAVAILABLE', message: 'down' } },
    );
    actor.send({ type: 'goto', view: 'payment' });
    const failed = await waitFor(actor, (s) => s.matches({ payment: 'failed' }));
    expect(failed.context.error?.code).toBe('UPSTREAM_UNAVAILABLE');
    actor.send({ type: 'payment.retry' });
    await waitFor(actor, (s) => s.matches({ payment: 'failed' }) && calls.createPaymentSession.length === 2);
  });

  it('removing the address view clears the payment session and leaves payment', async () => {
    const { actor } = start({ info: info(), completedViews: ['address'], paymentSession: session });
    actor.send({ type: 'goto', view: 'payment' });
    actor.send({ type: 'view.removed', view: 'address' });
    expect(actor.getSnapshot().value).toBe('address');
    expect(actor.getSnapshot().context.paymentSession).toBeNull();
    expect(actor.getSnapshot().context.completedViews).toEqual(['cart']);
  });

  it('never removes the cart view and keeps completed views in step order', () => {
    const { actor } = start({ info: info(), completedViews: ['payment', 'address', 'cart', 'address'] });
    expect(actor.getSnapshot().context.completedViews).toEqual(['cart', 'address', 'payment']);
    actor.send({ type: 'view.removed', view: 'cart' });
    actor.send({ type: 'view.removed', view: 'payment' });
    expect(actor.getSnapshot().context.completedViews).toEqual(['cart', 'address']);
  });

  it('an order refused for its address sends the shopper back to the address step with the reason', async () => {
    const { actor } = start(
      { info: info(), completedViews: ['address'] },
      { sessionFails: { code: 'SHIPPING_COUNTRY', message: 'not shipped there' } },
    );
    actor.send({ type: 'goto', view: 'payment' });
    const back = await waitFor(actor, (s) => s.matches('address'));
    expect(back.context.error?.code).toBe('SHIPPING_COUNTRY');
  });

  it('an order already closed when its session is asked for closes the step: no retry, a new order', async () => {
    const { actor } = start({ info: info(), completedViews: ['address'] }, { sessionFails: { code: 'ORDER_CLOSED', message: 'closed' } });
    actor.send({ type: 'goto', view: 'payment' });
    const closed = await waitFor(actor, (s) => s.matches({ payment: 'closed' }));
    expect(closed.context).toMatchObject({ error: { code: 'ORDER_CLOSED' }, notice: null });
    actor.send({ type: 'payment.retry' });
    expect(actor.getSnapshot().matches({ payment: 'closed' })).toBe(true);
  });

  it('on payment success signs up for the newsletter, empties the cart and resets', async () => {
    const { actor, calls } = onPayment({}, true);
    actor.send({ type: 'payment.submitted', paymentMethod: card });
    const done = await waitFor(actor, (s) => s.matches('success'));
    expect(calls).toMatchObject({ submitPayment: [{ orderId: 'o-1', paymentMethod: card }], confirmOrder: 1, paymentInfos: 1 });
    expect(calls).toMatchObject({ signUpNewsletter: 1, emptyCart: 1, purchases: 1 });
    expect(done.context).toMatchObject({ order: { status: 'paid' }, completedViews: ['cart'], paymentSession: null, info: null });
  });

  it('tolerates a failed newsletter sign-up in checkout', async () => {
    const { actor, calls } = onPayment({ newsletterFails: true }, true);
    actor.send({ type: 'payment.submitted', paymentMethod: card });
    await waitFor(actor, (s) => s.matches('success'));
    expect(calls).toMatchObject({ newsletterFailures: 1, emptyCart: 1 });
  });

  it('skips the sign-up when the box is not ticked', async () => {
    const { actor, calls } = onPayment({ answers: [{ status: 'pending' }] });
    actor.send({ type: 'payment.submitted', paymentMethod: card });
    await waitFor(actor, (s) => s.matches('success'));
    expect(calls.signUpNewsletter).toBe(0);
  });

  it('takes one payment at a time: a second submit while the first is under way is ignored', async () => {
    const { actor, calls } = onPayment();
    actor.send({ type: 'payment.submitted', paymentMethod: card });
    expect(actor.getSnapshot().matches({ payment: { ready: 'submitting' } })).toBe(true);
    actor.send({ type: 'payment.submitted', paymentMethod: { type: 'paypal' } });
    await waitFor(actor, (s) => s.matches('success'));
    expect(calls.submitPayment).toHaveLength(1);
  });

  it('a refused payment keeps the shopper on payment with the answer, and the next attempt gets a fresh form', async () => {
    const { actor } = onPayment({ answers: [{ status: 'refused' }] });
    actor.send({ type: 'payment.submitted', paymentMethod: card });
    const refused = await waitFor(actor, idle);
    expect(refused.context).toMatchObject({ notice: { kind: 'unpaid', status: 'refused' }, attempt: 1 });
    actor.send({ type: 'payment.invalid' });
    expect(actor.getSnapshot().context.notice).toBeNull();
    actor.send({ type: 'goto', view: 'cart' });
    expect(actor.getSnapshot().value).toBe('cart');
  });

  it('a failed call says why and leaves the form to pay again; an order refused too often closes the step', async () => {
    const { actor, calls } = onPayment({
      answers: [
        { code: 'UPSTREAM_UNAVAILABLE', message: 'down' },
        { code: 'PAYMENT_ATTEMPTS_EXCEEDED', message: 'too many' },
      ],
    });
    actor.send({ type: 'payment.submitted', paymentMethod: card });
    const failed = await waitFor(actor, idle);
    expect(failed.context).toMatchObject({ notice: { kind: 'failed', error: { code: 'UPSTREAM_UNAVAILABLE' } }, attempt: 0 });
    actor.send({ type: 'payment.submitted', paymentMethod: card });
    const closed = await waitFor(actor, (s) => s.matches({ payment: 'closed' }));
    expect(closed.context.notice).toMatchObject({ kind: 'failed', error: { code: 'PAYMENT_ATTEMPTS_EXCEEDED' } });
    actor.send({ type: 'payment.submitted', paymentMethod: card });
    expect(calls.submitPayment).toHaveLength(2);
  });

  it('a redirect answer sends the shopper to the provider with the attempt it belongs to, and stays there', async () => {
    const redirectUrl = 'http://127.0.0.1:1/redirect/1';
    const { actor, calls } = onPayment({ answers: [{ status: 'redirect', redirectUrl }] });
    actor.send({ type: 'payment.submitted', paymentMethod: { type: 'paypal' } });
    await waitFor(actor, () => calls.redirectToProvider.length === 1);
    expect(calls.redirectToProvider[0]).toEqual({ orderId: 'o-1', redirectUrl, paymentMethod: { type: 'paypal' } });
    expect(actor.getSnapshot().matches({ payment: { ready: 'redirecting' } })).toBe(true);
  });

  it('a redirect the shop refuses to follow reads as a failed payment, and the form stays', async () => {
    const { actor } = onPayment({ answers: [{ status: 'redirect', redirectUrl: 'http://127.0.0.1:2/' }], redirectFails: true });
    actor.send({ type: 'payment.submitted', paymentMethod: { type: 'paypal' } });
    const back = await waitFor(actor, (s) => idle(s) && s.context.notice !== null);
    expect(back.context.notice).toMatchObject({ kind: 'failed', error: { code: 'UPSTREAM_CONTRACT' } });
  });

  it("back from the provider's page the result is submitted once, then the order confirmed", async () => {
    const { actor, calls } = onPayment();
    actor.send({ type: 'payment.returned', redirectResult: 'rr-1' });
    actor.send({ type: 'payment.returned', redirectResult: 'rr-1' });
    await waitFor(actor, (s) => s.matches('success'));
    expect(calls.submitDetails).toEqual([{ orderId: 'o-1', redirectResult: 'rr-1' }]);
    expect(calls.confirmOrder).toBe(1);
    expect(calls.paymentInfos).toBe(0);
  });

  it('back from a cancelled wallet the shopper may pay again, and a further redirect is not counted as a new attempt', async () => {
    const { actor, calls } = onPayment({
      answers: [{ status: 'cancelled' }, { status: 'redirect', redirectUrl: 'http://127.0.0.1:1/r' }],
    });
    actor.send({ type: 'payment.returned', redirectResult: 'rr-1' });
    const cancelled = await waitFor(actor, idle);
    expect(cancelled.context.notice).toEqual({ kind: 'unpaid', status: 'cancelled' });
    // A provider's result is single-use: the same one again (the address not yet cleared) is not submitted twice.
    actor.send({ type: 'payment.returned', redirectResult: 'rr-1' });
    expect(calls.submitDetails).toHaveLength(1);
    actor.send({ type: 'payment.returned', redirectResult: 'rr-2' });
    await waitFor(actor, () => calls.redirectToProvider.length === 1);
    expect(calls.redirectToProvider[0]?.paymentMethod).toBeNull();
  });

  it('a confirmation that does not answer leaves the payment open; a refusal or a closed order says so', async () => {
    const unanswered = onPayment({ confirmFails: { code: 'UPSTREAM_UNAVAILABLE', message: 'down' } });
    unanswered.actor.send({ type: 'payment.submitted', paymentMethod: card });
    expect((await waitFor(unanswered.actor, (s) => idle(s) && s.context.notice !== null)).context.notice).toEqual({
      kind: 'unconfirmed',
    });
    const refused = onPayment({ confirmFails: { code: 'PAYMENT_REFUSED', message: 'no' } });
    refused.actor.send({ type: 'payment.submitted', paymentMethod: card });
    const refusedNotice = (await waitFor(refused.actor, (s) => idle(s) && s.context.notice !== null)).context.notice;
    expect(refusedNotice).toMatchObject({ kind: 'failed', error: { code: 'PAYMENT_REFUSED' } });
    const closed = onPayment({ confirmFails: { code: 'ORDER_CLOSED', message: 'closed' } });
    closed.actor.send({ type: 'payment.submitted', paymentMethod: card });
    await waitFor(closed.actor, (s) => s.matches({ payment: 'closed' }));
  });

  it('a new order after a closed one starts from a clean payment step', async () => {
    const { actor } = onPayment({ answers: [{ code: 'ORDER_CLOSED', message: 'closed' }] });
    actor.send({ type: 'payment.submitted', paymentMethod: card });
    await waitFor(actor, (s) => s.matches({ payment: 'closed' }));
    actor.send({ type: 'view.removed', view: 'address' });
    actor.send({ type: 'address.submitted', info: info() });
    const ready = await waitFor(actor, idle);
    expect(ready.context).toMatchObject({ notice: null, paymentSession: session });
  });

  it('goes to success only with an order', () => {
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
