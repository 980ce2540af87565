import { and, assertEvent, assign, fromPromise, not, setup } from 'xstate';
import type { Order, PaymentOutcome } from '../payments/order.schema.js';
import { isAddressError, isFinalConfirmationError, isOrderClosedError } from '../payments/payment-errors.js';
import { isCheckoutInfoComplete, validatePaymentSessionInput } from './address.js';
import {
  type CheckoutContext,
  type CheckoutEvent,
  type CheckoutInput,
  type CreatedPaymentSession,
  hasCompleteAddress,
  normaliseCompletedViews,
  orderIdOf,
  outcomeOf,
  type PaymentSessionRequest,
  paymentSessionRequest,
  type RedirectRequest,
  type SubmitDetailsRequest,
  type SubmitPaymentRequest,
  toDomainError,
} from './checkout-model.js';
import type { CheckoutView } from './views.js';

const notProvided = (name: string) => async (): Promise<never> => {
  throw new Error(`${name} must be supplied with .provide()`);
};
// What follows the provider's answer to a payment or to the shopper's return from its page.
const onAnswer = [
  { guard: 'isRedirect', target: 'redirecting' },
  { guard: 'isPaid', target: 'confirming' },
  { target: 'idle', actions: 'storeUnpaid' },
] as const;
const onFailure = [
  { guard: 'isOrderClosed', target: '#checkout.payment.closed', actions: 'storeFailure' },
  { target: 'idle', actions: 'storeFailure' },
] as const;
const errorOf = (event: { type: string }) => toDomainError((event as { error?: unknown }).error);

/**
 * The checkout from cart to success. Every call to the outside is an actor named for the port call it makes, supplied
 * with `.provide()` by the app that runs it: the machine decides what happens, the app only talks to the services.
 */
export const checkoutMachine = setup({
  types: {
    context: {} as CheckoutContext,
    events: {} as CheckoutEvent,
    input: {} as CheckoutInput,
  },
  actors: {
    createPaymentSession: fromPromise<CreatedPaymentSession, PaymentSessionRequest>(notProvided('createPaymentSession')),
    submitPayment: fromPromise<PaymentOutcome, SubmitPaymentRequest>(notProvided('submitPayment')),
    submitDetails: fromPromise<PaymentOutcome, SubmitDetailsRequest>(notProvided('submitDetails')),
    /** Sends the shopper to the provider's page, or rejects an address off the provider; the page leaves meanwhile. */
    redirectToProvider: fromPromise<void, RedirectRequest>(notProvided('redirectToProvider')),
    confirmOrder: fromPromise<Order, { orderId: string }>(notProvided('confirmOrder')),
    signUpNewsletter: fromPromise<void, { email: string; countryCode: string }>(notProvided('signUpNewsletter')),
    emptyCart: fromPromise<void, void>(notProvided('emptyCart')),
  },
  guards: {
    isTarget: ({ event }, params: { view: CheckoutView }) => event.type === 'goto' && event.view === params.view,
    isAddressComplete: ({ context }) => hasCompleteAddress(context),
    isSubmittedInfoComplete: ({ event }) => event.type === 'address.submitted' && isCheckoutInfoComplete(event.info),
    hasPaymentSession: ({ context }) => context.paymentSession !== null,
    hasOrder: ({ context }) => context.order !== null,
    isNewRedirectResult: ({ context, event }) => event.type === 'payment.returned' && event.redirectResult !== context.redirectResult,
    // A sign-up only when the newsletter box was ticked.
    isNewsletterTicked: ({ context }) => context.info?.contact.newsletterSubscription === true,
    isAddressProblem: ({ event }) => isAddressError(errorOf(event)),
    isOrderClosed: ({ event }) => isOrderClosedError(errorOf(event)),
    isFinalConfirmation: ({ event }) => isFinalConfirmationError(errorOf(event)),
    isRedirect: ({ event }) => outcomeOf(event).status === 'redirect',
    // A pending payment is paid as far as the shop is concerned: the order is confirmed and the provider settles later.
    isPaid: ({ event }) => ['authorised', 'pending'].includes(outcomeOf(event).status),
  },
  actions: {
    // Views are removed one by one; removing address clears the payment session.
    removeView: assign(({ context, event }) => {
      if (event.type !== 'view.removed' || event.view === 'cart') return {};
      const completedViews = context.completedViews.filter((view) => view !== event.view);
      return event.view === 'address' ? { completedViews, paymentSession: null } : { completedViews };
    }),
    saveInfo: assign({ info: ({ context, event }) => (event.type === 'address.submitted' ? event.info : context.info), error: null }),
    completeAddress: assign({ completedViews: ({ context }) => normaliseCompletedViews([...context.completedViews, 'address']) }),
    rejectAddress: assign(({ context, event }) => ({
      completedViews: context.completedViews.filter((view) => view !== 'address'),
      paymentSession: null,
      error:
        event.type === 'address.submitted'
          ? validatePaymentSessionInput(event.info).match(
              () => null,
              (error) => error,
            )
          : null,
    })),
    storeSessionError: assign({ error: ({ event }) => errorOf(event) }),
    startAttempt: assign({
      paymentMethod: ({ event }) => (event.type === 'payment.submitted' ? event.paymentMethod : null),
      notice: null,
    }),
    clearNotice: assign({ notice: null }),
    storeFailure: assign({ notice: ({ event }) => ({ kind: 'failed' as const, error: errorOf(event) }) }),
    storeUnpaid: assign({
      notice: ({ event }) => ({ kind: 'unpaid' as const, status: outcomeOf(event).status }),
      attempt: ({ context }) => context.attempt + 1,
    }),
    storeUnconfirmed: assign({ notice: { kind: 'unconfirmed' as const } }),
    // Reset clears the payment session and the saved information; views back to cart.
    resetCheckout: assign({ completedViews: ['cart'], paymentSession: null, info: null, error: null, notice: null, paymentMethod: null }),
    /** The shopper chose a way to pay (analytics); the app decides what it records. */
    recordPaymentInfo: () => {},
    reportNewsletterFailure: () => {},
    recordPurchase: () => {},
  },
}).createMachine({
  id: 'checkout',
  // `input?.`: plain JavaScript callers may start it with no input at all.
  context: ({ input }) => ({
    completedViews: normaliseCompletedViews(input?.completedViews ?? []),
    info: input?.info ?? null,
    paymentSession: input?.paymentSession ?? null,
    order: input?.order ?? null,
    error: null,
    notice: null,
    paymentMethod: null,
    redirectResult: null,
    attempt: 0,
  }),
  initial: 'cart',
  on: {
    'view.removed': { actions: 'removeView' },
  },
  states: {
    cart: {
      on: {
        goto: [
          { guard: { type: 'isTarget', params: { view: 'address' } }, target: 'address' },
          { guard: and([{ type: 'isTarget', params: { view: 'payment' as const } }, 'isAddressComplete']), target: 'payment' },
          { guard: and([{ type: 'isTarget', params: { view: 'success' as const } }, 'hasOrder']), target: 'success' },
        ],
      },
    },
    address: {
      on: {
        goto: [
          { guard: { type: 'isTarget', params: { view: 'cart' } }, target: 'cart' },
          { guard: and([{ type: 'isTarget', params: { view: 'payment' as const } }, 'isAddressComplete']), target: 'payment' },
          { guard: and([{ type: 'isTarget', params: { view: 'success' as const } }, 'hasOrder']), target: 'success' },
        ],
        'address.submitted': [
          { guard: 'isSubmittedInfoComplete', target: 'payment', actions: ['saveInfo', 'completeAddress'] },
          { actions: ['saveInfo', 'rejectAddress'] },
        ],
      },
    },
    payment: {
      // The one rule that must never break: no payment without a complete address.
      always: { guard: not('isAddressComplete'), target: 'address' },
      entry: 'clearNotice',
      initial: 'session',
      on: {
        goto: [
          { guard: { type: 'isTarget', params: { view: 'cart' } }, target: 'cart' },
          { guard: { type: 'isTarget', params: { view: 'address' } }, target: 'address' },
        ],
      },
      states: {
        // A payment session is reused if it exists, otherwise created.
        session: { always: [{ guard: 'hasPaymentSession', target: 'ready' }, { target: 'creating' }] },
        creating: {
          invoke: {
            id: 'createPaymentSession',
            src: 'createPaymentSession',
            input: ({ context }) => paymentSessionRequest(context),
            onDone: {
              target: 'ready',
              actions: assign({
                paymentSession: ({ event }) => event.output.session,
                order: ({ context, event }) => event.output.order ?? context.order,
                error: null,
              }),
            },
            onError: [
              // Refused for its address: the shopper fixes it on the address step, which says why.
              { guard: 'isAddressProblem', target: '#checkout.address', actions: 'storeSessionError' },
              { guard: 'isOrderClosed', target: 'closed', actions: 'storeSessionError' },
              { target: 'failed', actions: 'storeSessionError' },
            ],
          },
        },
        failed: { on: { 'payment.retry': 'creating' } },
        // The order can no longer be paid: the shopper starts a new one (the address submitted again, a new session).
        closed: {},
        ready: {
          initial: 'idle',
          states: {
            idle: {
              on: {
                'payment.submitted': { guard: 'hasOrder', target: 'submitting', actions: ['startAttempt', 'recordPaymentInfo'] },
                'payment.returned': {
                  guard: and(['hasOrder', 'isNewRedirectResult']),
                  target: 'returning',
                  actions: ['startAttempt', assign({ redirectResult: ({ event }) => event.redirectResult })],
                },
                'payment.invalid': { actions: 'clearNotice' },
              },
            },
            submitting: {
              invoke: {
                id: 'submitPayment',
                src: 'submitPayment',
                input: ({ context, event }) => {
                  assertEvent(event, 'payment.submitted');
                  return { orderId: orderIdOf(context), paymentMethod: event.paymentMethod };
                },
                onDone: onAnswer,
                onError: onFailure,
              },
            },
            returning: {
              invoke: {
                id: 'submitDetails',
                src: 'submitDetails',
                input: ({ context, event }) => {
                  assertEvent(event, 'payment.returned');
                  return { orderId: orderIdOf(context), redirectResult: event.redirectResult };
                },
                onDone: onAnswer,
                onError: onFailure,
              },
            },
            // The page is leaving for the provider's; it stays here until the browser has gone.
            redirecting: {
              invoke: {
                id: 'redirectToProvider',
                src: 'redirectToProvider',
                input: ({ context, event }) => {
                  const outcome = outcomeOf(event);
                  if (outcome.status !== 'redirect') throw new Error('redirecting needs a redirect answer');
                  return { orderId: orderIdOf(context), redirectUrl: outcome.redirectUrl, paymentMethod: context.paymentMethod };
                },
                onError: { target: 'idle', actions: 'storeFailure' },
              },
            },
            confirming: {
              invoke: {
                id: 'confirmOrder',
                src: 'confirmOrder',
                input: ({ context }) => ({ orderId: orderIdOf(context) }),
                onDone: { target: '#checkout.completing', actions: assign({ order: ({ event }) => event.output }) },
                onError: [
                  { guard: 'isOrderClosed', target: '#checkout.payment.closed', actions: 'storeFailure' },
                  { guard: 'isFinalConfirmation', target: 'idle', actions: 'storeFailure' },
                  { target: 'idle', actions: 'storeUnconfirmed' },
                ],
              },
            },
          },
        },
      },
    },
    // On payment success: newsletter sign-up (failure tolerated), cart emptied, checkout reset.
    // Outside payment on purpose: no navigation interrupts it.
    completing: {
      initial: 'deciding',
      states: {
        deciding: { always: [{ guard: 'isNewsletterTicked', target: 'signingUp' }, { target: 'emptyingCart' }] },
        signingUp: {
          invoke: {
            id: 'signUpNewsletter',
            src: 'signUpNewsletter',
            input: ({ context }) => ({
              email: context.info?.contact.email ?? '',
              countryCode: context.info?.address.shipping.country ?? '',
            }),
            onDone: 'emptyingCart',
            onError: { target: 'emptyingCart', actions: 'reportNewsletterFailure' },
          },
        },
        emptyingCart: { invoke: { id: 'emptyCart', src: 'emptyCart', onDone: '#checkout.success', onError: '#checkout.success' } },
      },
    },
    success: {
      entry: ['resetCheckout', 'recordPurchase'],
      on: { goto: [{ guard: { type: 'isTarget', params: { view: 'cart' } }, target: 'cart' }] },
    },
  },
});
