import { runStartup } from '@sockshop/test-fixtures/harness/startup.harness';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES } from '../markets/codes.js';

const numRuns = Number(process.env.FC_NUM_RUNS ?? 60);
const steps = ['restoreSession', 'updateCountry', 'loadSegment', 'fetchCart', 'updateCartCountry'];

describe('startupMachine properties', () => {
  it('fetches the cart exactly when a token exists and no redirectResult or items query is present', async () => {
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

  it('after start-up the cart is in the market country unless the update failed', async () => {
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
