import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, toPromise } from 'xstate';
import type { Cart } from '../cart/cart.schema.js';
import type { CountryCode } from '../markets/codes.js';
import { COUNTRY_CODES } from '../markets/codes.js';
import { type StartupInput, startupMachine } from './startup.machine.js';

// The same fakes as startup.machine.test.ts (core tests may not share helper files that would ship).
const cart = (countryCode: CountryCode): Cart => ({
  cartId: 'c-1',
  items: [],
  itemsCount: 0,
  priceTax: 0,
  priceProducts: 0,
  priceShipping: 0,
  priceDiscount: 0,
  priceTotal: 0,
  currency: 'EUR',
  discountCode: null,
  countryCode,
  shippingMethod: null,
  isFreeShippingDiscountCodeApplied: false,
  messages: [],
});

function runStartup(input: StartupInput, fakes: { token?: string | null; cartCountry?: CountryCode; fail?: string[] } = {}) {
  const calls: string[] = [];
  const loadingSeen: boolean[] = [];
  const step = async <T>(name: string, value: T): Promise<T> => {
    calls.push(name);
    loadingSeen.push(actor.getSnapshot().context.loading);
    if (fakes.fail?.includes(name)) throw new Error(`${name} failed`);
    return value;
  };
  const actor = createActor(
    startupMachine.provide({
      actors: {
        restoreSession: fromPromise(() => step('restoreSession', { token: fakes.token === undefined ? 'tok' : fakes.token })),
        updateCountry: fromPromise(() => step<CountryCode | null>('updateCountry', null)),
        loadSegment: fromPromise(() =>
          step<unknown>('loadSegment', { uid: 'seg', id: '9', utmCampaigns: ['spring'], hideNewsletter: false }),
        ),
        fetchCart: fromPromise(() => step<Cart | null>('fetchCart', cart(fakes.cartCountry ?? input.marketCountry))),
        updateCartCountry: fromPromise(({ input: { cart: current, marketCountry } }) =>
          step('updateCartCountry', { ...current, countryCode: marketCountry }),
        ),
      },
    }),
    { input },
  );
  actor.start();
  return { actor, calls, loadingSeen, done: toPromise(actor) };
}

const numRuns = Number(process.env.FC_NUM_RUNS ?? 60);
const steps = ['restoreSession', 'updateCountry', 'loadSegment', 'fetchCart', 'updateCartCountry'];

describe('startupMachine properties', () => {
  it('§4 fetches the cart exactly when a token exists and no redirectResult or items query is present', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.option(fc.constantFrom('tok', 'other'), { nil: null }),
        fc.record({
          redirectResult: fc.option(fc.constantFrom('abc', ''), { nil: undefined }),
          items: fc.option(fc.constantFrom('1x2', ''), { nil: undefined }),
        }),
        fc.boolean(),
        fc.subarray(steps),
        async (token, query, skipCartFetch, fail) => {
          const { calls, done } = runStartup({ marketCountry: 'DE', query, skipCartFetch }, { token, fail });
          const output = await done;
          const wanted =
            token !== null && !fail.includes('restoreSession') && !query.redirectResult && query.items === undefined && !skipCartFetch;
          expect(calls.includes('fetchCart')).toBe(wanted);
          // Steps always run in the spec's order, whatever fails.
          expect(calls).toEqual(steps.filter((s) => calls.includes(s)));
          if (!wanted) expect(output.cart).toBeNull();
        },
      ),
      { numRuns },
    );
  });

  it('§4 after start-up the cart is in the market country unless the update failed', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...COUNTRY_CODES),
        fc.constantFrom(...COUNTRY_CODES),
        fc.boolean(),
        async (market, cartCountry, updateFails) => {
          const { actor, done } = runStartup({ marketCountry: market }, { cartCountry, fail: updateFails ? ['updateCartCountry'] : [] });
          const output = await done;
          expect(actor.getSnapshot().context.loading).toBe(false);
          expect(output.cart?.countryCode).toBe(updateFails && cartCountry !== market ? cartCountry : market);
        },
      ),
      { numRuns },
    );
  });
});
