import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type AnyActorRef, createActor, fromPromise } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import type { Order, PaymentSession } from '../payments/order.schema.js';
import { isCheckoutInfoComplete } from './address.js';
import { type CheckoutEvent, checkoutMachine } from './checkout.machine.js';
import type { CheckoutInfo } from './checkout-info.schema.js';

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

const live = () =>
  createActor(
    checkoutMachine.provide({
      actors: {
        createPaymentSession: fromPromise(async () => ({ session })),
        signUpNewsletter: fromPromise(async () => {}),
        emptyCart: fromPromise(async () => {}),
      },
    }),
    { input: {} },
  ).start();
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

// Events the shopper and the provider send, plus the answers of the invoked actors (the graph runs no actors).
const done = (id: string, output?: unknown) => ({ type: `xstate.done.actor.${id}`, output }) as unknown as CheckoutEvent;
const graphEvents: CheckoutEvent[] = [
  ...(['cart', 'address', 'payment', 'success'] as const).map((view) => ({ type: 'goto', view }) as const),
  { type: 'view.removed', view: 'address' },
  { type: 'address.submitted', info: goodInfo },
  { type: 'address.submitted', info: badInfo },
  { type: 'payment.succeeded', order },
  { type: 'checkout.reset' },
  done('createPaymentSession', { session }),
  done('signUpNewsletter'),
  done('emptyCart'),
];

// Live fakes answer at once, so states waiting for an invoked actor are passed through.
const awaitsActor = (s: { matches: (v: never) => boolean }) =>
  s.matches({ payment: 'creating' } as never) || s.matches('completing' as never);

describe('checkoutMachine model (xstate/graph)', () => {
  const paths = getShortestPaths(checkoutMachine, {
    events: graphEvents,
    serializeState: (s) =>
      JSON.stringify([s.value, s.context.completedViews, !!s.context.info, !!s.context.paymentSession, !!s.context.order]),
  });

  it('§4 reaches every step, including success through a paid order', () => {
    const reached = new Set(paths.map((p) => JSON.stringify(p.state.value)));
    for (const value of ['"cart"', '"address"', '{"payment":"creating"}', '{"payment":"ready"}', '"success"']) {
      expect(reached).toContain(value);
    }
  });

  it('§5 every path into payment submits a complete address first', () => {
    for (const path of paths) {
      for (const step of path.steps) {
        if (!step.state.matches('payment')) continue;
        expect(step.state.context.completedViews).toContain('address');
        expect(isCheckoutInfoComplete(step.state.context.info)).toBe(true);
      }
    }
  });

  it('§4 a live actor with fakes follows every shortest path', async () => {
    for (const path of paths) {
      const actor = live();
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

// A reference model small enough to be obviously right (spec §4).
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
        if (m.addressDone && m.view !== 'success') Object.assign(m, { view: 'payment', session: true });
      },
    ),
  ),
  fc.constant(
    step(
      'goto success',
      (m) => m.view !== 'success',
      { type: 'goto', view: 'success' },
      (m) => {
        if (m.order) Object.assign(m, { view: 'success' });
      },
    ),
  ),
  fc.constant(
    step(
      'submit good address',
      (m) => m.view === 'address',
      { type: 'address.submitted', info: goodInfo },
      (m) => Object.assign(m, { view: 'payment', addressDone: true, session: true }),
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
      'reset',
      () => true,
      { type: 'checkout.reset' },
      (m) => Object.assign(m, { view: 'cart', addressDone: false, session: false }),
    ),
  ),
  fc.constant(
    step(
      'pay',
      (m) => m.view === 'payment',
      { type: 'payment.succeeded', order },
      (m) => Object.assign(m, { view: 'success', addressDone: false, session: false, order: true }),
    ),
  ),
];

describe('checkoutMachine against a reference model (fast-check commands)', () => {
  it('§4 §5 behaves like the reference model for any command sequence', async () => {
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
