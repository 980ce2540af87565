import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { DomainError } from '../errors.js';
import type { Order, PaymentOutcome, PaymentSession } from '../payments/order.schema.js';
import { isCheckoutInfoComplete } from './address.js';
import { checkoutMachine } from './checkout.machine.js';
import type { CheckoutInfo } from './checkout-info.schema.js';
import { type CheckoutEvent, type CreatedPaymentSession, normaliseCompletedViews, type PaymentSessionRequest } from './checkout-model.js';
import { CHECKOUT_VIEW_ORDER } from './views.js';

const numRuns = Number(process.env.FC_NUM_RUNS ?? 40);
const address = {
  city: 'Cork',
  firstName: 'Niamh',
  lastName: 'Walsh',
  postCode: '',
  country: 'IE',
  street0: '1 Main St',
  street1: '',
  region: '',
};
const goodInfo = (newsletterSubscription: boolean): CheckoutInfo => ({
  address: { shipping: address, billing: address },
  useShippingForBilling: true,
  contact: { email: 'n@example.ie', telephone: '0871234567', agreements: true, newsletterSubscription },
});
const badInfo: CheckoutInfo = { ...goodInfo(false), address: { shipping: { ...address, city: '' }, billing: address } };
const session: PaymentSession = { id: 'ps', orderId: 'o', amount: { currency: 'EUR', value: 100 }, clientUrl: 'http://127.0.0.1:1/' };
const order = { id: 'o' } as Order;

const viewArb = fc.constantFrom(...CHECKOUT_VIEW_ORDER);
const eventArb: fc.Arbitrary<CheckoutEvent> = fc.oneof(
  viewArb.map((view) => ({ type: 'goto', view }) as const),
  viewArb.map((view) => ({ type: 'view.removed', view }) as const),
  fc.constantFrom(goodInfo(true), goodInfo(false), badInfo).map((info) => ({ type: 'address.submitted', info }) as const),
  fc.constant({ type: 'payment.submitted', paymentMethod: { type: 'scheme' } } as const),
  fc.constant({ type: 'payment.returned', redirectResult: 'rr' } as const),
  fc.constant({ type: 'payment.invalid' } as const),
  fc.constant({ type: 'payment.retry' } as const),
);
// What the provider answers a payment or a return; errors are the port's, closing ones included.
const answers: (PaymentOutcome | DomainError)[] = [
  { status: 'authorised' },
  { status: 'pending' },
  { status: 'refused' },
  { status: 'cancelled' },
  { status: 'redirect', redirectUrl: 'http://127.0.0.1:1/r' },
  { code: 'UPSTREAM_UNAVAILABLE', message: 'down' },
  { code: 'ORDER_CLOSED', message: 'closed' },
];

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

async function run(
  events: CheckoutEvent[],
  check: (snapshot: ReturnType<typeof startActor>['actor'] extends { getSnapshot(): infer S } ? S : never) => void,
  fakes: Fakes,
) {
  const { actor, created } = startActor(fakes);
  check(actor.getSnapshot());
  for (const event of events) {
    actor.send(event);
    check(actor.getSnapshot());
    await settle();
    check(actor.getSnapshot());
  }
  actor.stop();
  return created;
}

/** Which session creations fail, and which answers the provider gives in turn. */
interface Fakes {
  failing: boolean[];
  picks: number[];
}

function startActor({ failing, picks }: Fakes) {
  const created = { count: 0, whileSessionExisted: 0 };
  let call = 0;
  let paid = 0;
  const answer = async () => {
    const next = answers[picks[paid++ % Math.max(picks.length, 1)] ?? 0] as PaymentOutcome | DomainError;
    if ('code' in next) throw next;
    return next;
  };
  const actor = createActor(
    checkoutMachine.provide({
      actors: {
        createPaymentSession: fromPromise<CreatedPaymentSession, PaymentSessionRequest>(async () => {
          created.count += 1;
          if (actor.getSnapshot().context.paymentSession !== null) created.whileSessionExisted += 1;
          if (failing[call++ % Math.max(failing.length, 1)]) throw new Error('provider down');
          return { session, order };
        }),
        submitPayment: fromPromise(answer),
        submitDetails: fromPromise(answer),
        redirectToProvider: fromPromise(async () => {}),
        confirmOrder: fromPromise(async () => ({ ...order, status: 'paid' }) as Order),
        signUpNewsletter: fromPromise(async () => {
          if (failing[0]) throw new Error('newsletter down');
        }),
        emptyCart: fromPromise(async () => {}),
      },
    }),
    { input: {} },
  ).start();
  return { actor, created };
}

describe('checkoutMachine over random event sequences', () => {
  const sequence = fc.array(eventArb, { maxLength: 25 });
  const failing = fc.record({
    failing: fc.array(fc.boolean(), { maxLength: 4 }),
    picks: fc.array(fc.nat({ max: answers.length - 1 }), { maxLength: 6 }),
  });

  it('never reaches payment without a complete address', async () => {
    await fc.assert(
      fc.asyncProperty(sequence, failing, async (events, fails) => {
        await run(
          events,
          (s) => {
            if (s.matches('payment')) {
              expect(s.context.completedViews).toContain('address');
              expect(isCheckoutInfoComplete(s.context.info)).toBe(true);
            }
          },
          fails,
        );
      }),
      { numRuns },
    );
  });

  it('completed views always start with cart, in step order, without duplicates', async () => {
    await fc.assert(
      fc.asyncProperty(sequence, failing, async (events, fails) => {
        await run(
          events,
          (s) => {
            expect(s.context.completedViews[0]).toBe('cart');
            expect(s.context.completedViews).toEqual(normaliseCompletedViews(s.context.completedViews));
          },
          fails,
        );
      }),
      { numRuns },
    );
  });

  it('a payment session exists only while the address view is completed', async () => {
    await fc.assert(
      fc.asyncProperty(sequence, failing, async (events, fails) => {
        await run(events, (s) => s.context.paymentSession === null || expect(s.context.completedViews).toContain('address'), fails);
      }),
      { numRuns },
    );
  });

  it('a payment session is never created while one exists', async () => {
    await fc.assert(
      fc.asyncProperty(sequence, failing, async (events, fails) => {
        const created = await run(events, () => {}, fails);
        expect(created.whileSessionExisted).toBe(0);
      }),
      { numRuns },
    );
  });

  it('a paid order after any history leaves a clean checkout behind', async () => {
    await fc.assert(
      fc.asyncProperty(sequence, failing, async (events, fails) => {
        await run(
          events,
          (s) => {
            if (!s.matches('success')) return;
            expect(s.context).toMatchObject({ completedViews: ['cart'], paymentSession: null, info: null, error: null, notice: null });
            expect(s.context.order).not.toBeNull();
          },
          fails,
        );
      }),
      { numRuns },
    );
  });

  it('with services that answer, no payment call is left waiting (only the redirect stays, the page leaving)', async () => {
    const calling = ['submitting', 'returning', 'confirming'] as const;
    await fc.assert(
      fc.asyncProperty(sequence, failing, async (events, fails) => {
        const { actor } = startActor(fails);
        for (const event of events) {
          actor.send(event);
          await settle();
          for (const state of calling) expect(actor.getSnapshot().matches({ payment: { ready: state } })).toBe(false);
        }
        actor.stop();
      }),
      { numRuns },
    );
  });
});
