import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type AnyActorRef, createActor, fromPromise } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import type { Order, PaymentOutcome, PaymentSession } from '../payments/order.schema.js';
import { isCheckoutInfoComplete } from './address.js';
import { checkoutMachine } from './checkout.machine.js';
import type { CheckoutInfo } from './checkout-info.schema.js';
import type { CheckoutEvent, CreatedPaymentSession } from './checkout-model.js';

const address = {
  city: 'Gent',
  firstName: 'Lotte',
  lastName: 'Peeters',
  postCode: '9000',
  country: 'BE',
  street0: 'Veldstraat 1',
  street1: '',
  region: '',
};
const goodInfo: CheckoutInfo = {
  address: { shipping: address, billing: address },
  useShippingForBilling: true,
  contact: { email: 'l@example.be', telephone: '0470123456', agreements: true, newsletterSubscription: true },
};
const badInfo: CheckoutInfo = { ...goodInfo, address: { ...goodInfo.address, shipping: { ...address, street0: '' } } };
const session: PaymentSession = { id: 'ps', orderId: 'o', amount: { currency: 'EUR', value: 990 }, clientUrl: 'http://127.0.0.1:1/' };
const order = { id: 'o' } as Order;

const redirectUrl = 'http://127.0.0.1:1/redirect';
const closed = { code: 'ORDER_CLOSED', message: 'closed' };
const unavailable = { code: 'UPSTREAM_UNAVAILABLE', message: 'down' };

/**
 * A live actor whose services answer at once. `script` holds, per actor, the answers it gives in turn (a path's
 * answers); without one, a payment is authorised and its order confirmed.
 */
const live = (script: Record<string, { ok: boolean; value: unknown }[]> = {}) => {
  const answer =
    <T>(id: string, fallback: T) =>
    async (): Promise<T> => {
      const next = script[id]?.shift();
      if (!next) return fallback;
      if (!next.ok) throw next.value;
      return next.value as T;
    };
  return createActor(
    checkoutMachine.provide({
      actors: {
        createPaymentSession: fromPromise(answer<CreatedPaymentSession>('createPaymentSession', { session, order })),
        submitPayment: fromPromise(answer<PaymentOutcome>('submitPayment', { status: 'authorised' })),
        submitDetails: fromPromise(answer<PaymentOutcome>('submitDetails', { status: 'authorised' })),
        redirectToProvider: fromPromise(answer<void>('redirectToProvider', undefined)),
        confirmOrder: fromPromise(answer('confirmOrder', order)),
        signUpNewsletter: fromPromise(async () => {}),
        emptyCart: fromPromise(async () => {}),
      },
    }),
    { input: {} },
  ).start();
};
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

// Events the shopper and the provider send, plus the answers of the invoked actors (the graph runs no actors).
const done = (id: string, output?: unknown) => ({ type: `xstate.done.actor.${id}`, output }) as unknown as CheckoutEvent;
const failed = (id: string, error: unknown) => ({ type: `xstate.error.actor.${id}`, error }) as unknown as CheckoutEvent;
const graphEvents: CheckoutEvent[] = [
  ...(['cart', 'address', 'payment', 'success'] as const).map((view) => ({ type: 'goto', view }) as const),
  { type: 'view.removed', view: 'address' },
  { type: 'address.submitted', info: goodInfo },
  { type: 'address.submitted', info: badInfo },
  { type: 'payment.submitted', paymentMethod: { type: 'scheme' } },
  { type: 'payment.returned', redirectResult: 'rr' },
  { type: 'payment.invalid' },
  { type: 'payment.retry' },
  done('createPaymentSession', { session, order }),
  failed('createPaymentSession', unavailable),
  failed('createPaymentSession', closed),
  done('submitPayment', { status: 'authorised' }),
  done('submitPayment', { status: 'refused' }),
  done('submitPayment', { status: 'redirect', redirectUrl }),
  failed('submitPayment', closed),
  done('submitDetails', { status: 'cancelled' }),
  failed('submitDetails', unavailable),
  failed('redirectToProvider', { code: 'UPSTREAM_CONTRACT', message: 'off the provider' }),
  done('confirmOrder', order),
  failed('confirmOrder', unavailable),
  done('signUpNewsletter'),
  done('emptyCart'),
];

/** The answers a path's actors give, in order, for the live actor to give the same. */
function scriptOf(steps: readonly { event: { type: string } }[]) {
  const script: Record<string, { ok: boolean; value: unknown }[]> = {};
  for (const { event } of steps) {
    const match = /^xstate\.(done|error)\.actor\.(.+)$/.exec(event.type);
    if (!match?.[2]) continue;
    const answer = match[1] === 'done' ? (event as { output?: unknown }).output : (event as { error?: unknown }).error;
    script[match[2]] = [...(script[match[2]] ?? []), { ok: match[1] === 'done', value: answer }];
  }
  return script;
}

// Live fakes answer at once, so states waiting for an invoked actor are passed through.
const WAITING = ['creating', { ready: 'submitting' }, { ready: 'returning' }, { ready: 'confirming' }] as const;
const awaitsActor = (s: { matches: (v: never) => boolean }) =>
  WAITING.some((state) => s.matches({ payment: state } as never)) || s.matches('completing' as never);

describe('checkoutMachine model (xstate/graph)', () => {
  const paths = getShortestPaths(checkoutMachine, {
    events: graphEvents,
    serializeState: (s) =>
      JSON.stringify([
        s.value,
        s.context.completedViews,
        !!s.context.info,
        !!s.context.paymentSession,
        !!s.context.order,
        s.context.notice?.kind,
      ]),
  });

  it('reaches every step and every payment state, including success through a paid order', () => {
    const reached = new Set(paths.map((p) => JSON.stringify(p.state.value)));
    const steps = ['"cart"', '"address"', '{"payment":"creating"}', '{"payment":"failed"}', '{"payment":"closed"}', '"success"'];
    const payment = ['idle', 'submitting', 'returning', 'redirecting', 'confirming'].map((state) => `{"payment":{"ready":"${state}"}}`);
    for (const value of [...steps, ...payment]) {
      expect(reached).toContain(value);
    }
  });

  it('every path into payment submits a complete address first', () => {
    for (const path of paths) {
      for (const step of path.steps) {
        if (!step.state.matches('payment')) continue;
        expect(step.state.context.completedViews).toContain('address');
        expect(isCheckoutInfoComplete(step.state.context.info)).toBe(true);
      }
    }
  });

  it('a live actor with fakes follows every shortest path', async () => {
    for (const path of paths) {
      const actor = live(scriptOf(path.steps));
      let expected = path.steps[0]?.state;
      for (const step of path.steps) {
        if (!step.event.type.startsWith('xstate.')) {
          await settle();
          if (expected && !awaitsActor(expected)) expect(actor.getSnapshot().value).toEqual(expected.value);
          actor.send(step.event);
        }
        expected = step.state;
      }
      await settle();
      if (!awaitsActor(path.state)) expect(actor.getSnapshot().value).toEqual(path.state.value);
      actor.stop();
    }
  });
});

// A reference model small enough to be obviously right.
interface Model {
  view: 'cart' | 'address' | 'payment' | 'success';
  addressDone: boolean;
  session: boolean;
  order: boolean;
}
type Real = { actor: AnyActorRef };
type Cmd = fc.AsyncCommand<Model, Real>;

const expectMatches = (model: Model, real: Real) => {
  const { value, context } = real.actor.getSnapshot();
  expect(typeof value === 'string' ? value : Object.keys(value)[0]).toBe(model.view);
  expect(context.completedViews.includes('address')).toBe(model.addressDone);
  expect(context.paymentSession !== null).toBe(model.session);
  expect(context.order !== null).toBe(model.order);
};

const step = (label: string, check: (m: Readonly<Model>) => boolean, event: CheckoutEvent, next: (m: Model) => void): Cmd => ({
  check,
  run: async (model, real) => {
    real.actor.send(event);
    await settle();
    next(model);
    expectMatches(model, real);
  },
  toString: () => label,
});

const commands = [
  fc.constant(
    step(
      'goto cart',
      () => true,
      { type: 'goto', view: 'cart' },
      (m) => {
        m.view = 'cart';
      },
    ),
  ),
  fc.constant(
    step(
      'goto address',
      () => true,
      { type: 'goto', view: 'address' },
      (m) => {
        if (m.view !== 'success') m.view = 'address';
      },
    ),
  ),
  fc.constant(
    step(
      'goto payment',
      () => true,
      { type: 'goto', view: 'payment' },
      (m) => {
        if (m.addressDone && m.view !== 'success') Object.assign(m, { view: 'payment', session: true, order: true });
      },
    ),
  ),
  fc.constant(
    step(
      'goto success',
      (m) => m.view !== 'success',
      { type: 'goto', view: 'success' },
      (m) => {
        // Only the steps before payment jump to success (a reload of the success page); payment gets there by paying.
        if (m.order && m.view !== 'payment') Object.assign(m, { view: 'success', addressDone: false, session: false });
      },
    ),
  ),
  fc.constant(
    step(
      'submit good address',
      (m) => m.view === 'address',
      { type: 'address.submitted', info: goodInfo },
      (m) => Object.assign(m, { view: 'payment', addressDone: true, session: true, order: true }),
    ),
  ),
  fc.constant(
    step(
      'submit bad address',
      (m) => m.view === 'address',
      { type: 'address.submitted', info: badInfo },
      (m) => Object.assign(m, { addressDone: false, session: false }),
    ),
  ),
  fc.constant(
    step(
      'remove address',
      () => true,
      { type: 'view.removed', view: 'address' },
      (m) => Object.assign(m, { addressDone: false, session: false, view: m.view === 'payment' ? 'address' : m.view }),
    ),
  ),
  fc.constant(
    step(
      'pay',
      (m) => m.view === 'payment',
      { type: 'payment.submitted', paymentMethod: { type: 'scheme' } },
      (m) => Object.assign(m, { view: 'success', addressDone: false, session: false, order: true }),
    ),
  ),
];

describe('checkoutMachine against a reference model (fast-check commands)', () => {
  it('behaves like the reference model for any command sequence', async () => {
    await fc.assert(
      fc.asyncProperty(fc.commands(commands, { maxCommands: 30 }), async (cmds) => {
        const actor = live();
        await fc.asyncModelRun(
          () => ({ model: { view: 'cart' as const, addressDone: false, session: false, order: false }, real: { actor } }),
          cmds,
        );
        actor.stop();
      }),
      { numRuns: Number(process.env.FC_NUM_RUNS ?? 60) },
    );
  });
});
