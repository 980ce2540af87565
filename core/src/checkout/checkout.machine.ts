import { and, assign, fromPromise, not, setup } from 'xstate';
import type { DomainError } from '../errors.js';
import type { Order, PaymentSession } from '../payments/order.schema.js';
import { isCheckoutInfoComplete, type PaymentSessionInput, validatePaymentSessionInput } from './address.js';
import type { CheckoutInfo } from './checkout-info.schema.js';
import { CHECKOUT_VIEW_ORDER, type CheckoutView } from './views.js';

export interface CheckoutContext {
  /** spec §4: always starts with cart, kept in step order. */
  completedViews: CheckoutView[];
  info: CheckoutInfo | null;
  paymentSession: PaymentSession | null;
  /** The payment provider's own checkout session (its drop-in state); opaque to core. */
  providerSession: unknown;
  order: Order | null;
  error: DomainError | null;
}

export interface CheckoutInput {
  /** Saved information restored for the market country (spec §4). */
  info?: CheckoutInfo | null;
  completedViews?: readonly CheckoutView[];
  paymentSession?: PaymentSession | null;
  order?: Order | null;
}

export type CheckoutEvent =
  | { type: 'goto'; view: CheckoutView }
  | { type: 'view.completed'; view: CheckoutView }
  | { type: 'view.removed'; view: CheckoutView }
  | { type: 'address.submitted'; info: CheckoutInfo }
  | { type: 'provider.session.stored'; session: unknown }
  /** spec §4: the selected payment method can be updated on the stored session. */
  | { type: 'payment.method.selected'; method: string }
  | { type: 'payment.succeeded'; order: Order }
  | { type: 'payment.failed'; error: DomainError }
  | { type: 'payment.retry' }
  | { type: 'checkout.reset' };

export interface PaymentSessionRequest extends PaymentSessionInput {
  info: CheckoutInfo;
}
export interface CreatedPaymentSession {
  session: PaymentSession;
  order?: Order | null;
}

/** Views always start with cart, hold no duplicates and follow the step order. */
export function normaliseCompletedViews(views: readonly CheckoutView[]): CheckoutView[] {
  return CHECKOUT_VIEW_ORDER.filter((view) => view === 'cart' || views.includes(view));
}

/** spec §4, §5: payment needs the address view completed with complete information. */
function hasCompleteAddress(context: Pick<CheckoutContext, 'completedViews' | 'info'>): boolean {
  return context.completedViews.includes('address') && isCheckoutInfoComplete(context.info);
}

function paymentSessionRequest(context: CheckoutContext): PaymentSessionRequest {
  const info = context.info;
  // The payment state's guard makes this unreachable; reaching it is a programmer error.
  if (!info) throw new Error('createPaymentSession needs checkout information');
  const input = validatePaymentSessionInput(info);
  if (input.isErr()) throw new Error(input.error.message);
  return { ...input.value, info };
}

const notProvided = (name: string) => async (): Promise<never> => {
  throw new Error(`${name} must be supplied with .provide()`);
};

export const checkoutMachine = setup({
  types: {
    context: {} as CheckoutContext,
    events: {} as CheckoutEvent,
    input: {} as CheckoutInput,
  },
  actors: {
    createPaymentSession: fromPromise<CreatedPaymentSession, PaymentSessionRequest>(notProvided('createPaymentSession')),
    signUpNewsletter: fromPromise<void, { email: string; countryCode: string }>(notProvided('signUpNewsletter')),
    emptyCart: fromPromise<void, void>(notProvided('emptyCart')),
  },
  guards: {
    isTarget: ({ event }, params: { view: CheckoutView }) => event.type === 'goto' && event.view === params.view,
    isAddressComplete: ({ context }) => hasCompleteAddress(context),
    isSubmittedInfoComplete: ({ event }) => event.type === 'address.submitted' && isCheckoutInfoComplete(event.info),
    isCompletable: ({ context, event }) => {
      if (event.type !== 'view.completed') return false;
      if (event.view === 'address') return isCheckoutInfoComplete(context.info);
      if (event.view === 'payment') return context.paymentSession !== null;
      if (event.view === 'success') return context.order !== null;
      return true;
    },
    hasPaymentSession: ({ context }) => context.paymentSession !== null,
    hasOrder: ({ context }) => context.order !== null,
    // spec §4: a sign-up only when the newsletter box was ticked.
    isNewsletterTicked: ({ context }) => context.info?.contact.newsletterSubscription === true,
  },
  actions: {
    completeView: assign({
      completedViews: ({ context, event }) =>
        event.type === 'view.completed' ? normaliseCompletedViews([...context.completedViews, event.view]) : context.completedViews,
    }),
    // spec §4: views are removed one by one; removing address clears the payment session.
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
    storeProviderSession: assign({
      providerSession: ({ context, event }) => (event.type === 'provider.session.stored' ? event.session : context.providerSession),
    }),
    selectPaymentMethod: assign({
      order: ({ context, event }) =>
        event.type === 'payment.method.selected' && context.order
          ? { ...context.order, payment: { ...context.order.payment, method: event.method } }
          : context.order,
    }),
    storeOrder: assign({ order: ({ context, event }) => (event.type === 'payment.succeeded' ? event.order : context.order) }),
    storeError: assign({ error: ({ context, event }) => (event.type === 'payment.failed' ? event.error : context.error) }),
    // spec §4: reset clears the payment session, the provider session and the saved information; views back to cart.
    resetCheckout: assign({ completedViews: ['cart'], paymentSession: null, providerSession: null, info: null, error: null }),
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
    providerSession: null,
    order: input?.order ?? null,
    error: null,
  }),
  initial: 'cart',
  on: {
    'view.completed': { guard: 'isCompletable', actions: 'completeView' },
    'view.removed': { actions: 'removeView' },
    'provider.session.stored': { actions: 'storeProviderSession' },
    'payment.method.selected': { actions: 'selectPaymentMethod' },
    'checkout.reset': { target: '.cart', actions: 'resetCheckout' },
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
      // The one rule that must never break: no payment without a complete address (spec §5).
      always: { guard: not('isAddressComplete'), target: 'address' },
      initial: 'session',
      on: {
        goto: [
          { guard: { type: 'isTarget', params: { view: 'cart' } }, target: 'cart' },
          { guard: { type: 'isTarget', params: { view: 'address' } }, target: 'address' },
        ],
      },
      states: {
        // spec §4: a payment session is reused if it exists, otherwise created.
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
            onError: { target: 'failed', actions: assign({ error: ({ event }) => toDomainError(event.error) }) },
          },
        },
        failed: { on: { 'payment.retry': 'creating' } },
        ready: {
          on: {
            'payment.succeeded': { target: '#checkout.completing', actions: 'storeOrder' },
            'payment.failed': { actions: 'storeError' },
          },
        },
      },
    },
    // spec §4: on payment success, newsletter sign-up (failure tolerated), cart emptied, checkout reset.
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

function toDomainError(error: unknown): DomainError {
  if (typeof error === 'object' && error !== null && 'code' in error && 'message' in error) return error as DomainError;
  return { code: 'UPSTREAM_UNAVAILABLE', message: error instanceof Error ? error.message : String(error), cause: error };
}
