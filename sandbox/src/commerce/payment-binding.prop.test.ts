import {
  AUTHORISED_CARD,
  CHALLENGE_CARD,
  REFUSED_CARD,
  startTestCommerceWithProvider,
} from '@sockshop/test-fixtures/sandboxes/commerce.sandbox';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { completeRedirect, paymentSteps } from './testing/payment-steps.js';

let env: Awaited<ReturnType<typeof startTestCommerceWithProvider>>;
beforeAll(async () => {
  env = await startTestCommerceWithProvider();
});
afterAll(() => env.close());
const steps = paymentSteps(
  () => env.commerce.url,
  () => env.commerce.dbPath,
);

/** What paying A can yield: its own payments and redirects, and every way of pointing their results at B. */
type Action =
  | { kind: 'payA'; card: string }
  | { kind: 'finishRedirect'; decision: 'authorise' | 'refuse' }
  | { kind: 'replayDetailsOnB' }
  | { kind: 'detailsOfAWithBsToken' }
  | { kind: 'notify'; reference: 'A' | 'B'; amountDelta: number; currency: 'EUR' | 'USD'; success: boolean }
  | { kind: 'confirm'; order: 'A' | 'B' };

const actionArb: fc.Arbitrary<Action> = fc.oneof(
  fc.record({ kind: fc.constant('payA' as const), card: fc.constantFrom(AUTHORISED_CARD, REFUSED_CARD, CHALLENGE_CARD) }),
  fc.record({ kind: fc.constant('finishRedirect' as const), decision: fc.constantFrom('authorise' as const, 'refuse' as const) }),
  fc.constant({ kind: 'replayDetailsOnB' as const }),
  fc.constant({ kind: 'detailsOfAWithBsToken' as const }),
  fc.record({
    kind: fc.constant('notify' as const),
    reference: fc.constantFrom('A' as const, 'B' as const),
    amountDelta: fc.integer({ min: -500, max: 500 }),
    currency: fc.constantFrom('EUR' as const, 'USD' as const),
    success: fc.boolean(),
  }),
  fc.record({ kind: fc.constant('confirm' as const), order: fc.constantFrom('A' as const, 'B' as const) }),
);

function snapshotOf(orderId: string, token: string) {
  const cartId = steps.cartIdOf(token);
  return {
    order: steps.order(orderId),
    cart: steps.query('SELECT state, discount_code, shipping_option FROM carts WHERE id = ?', cartId),
    lines: steps.query('SELECT variant_id, quantity FROM cart_lines WHERE cart_id = ? ORDER BY position', cartId),
    // B's variant: nothing A does may take or give back its units.
    stock: steps.stock('SOCK-001-4146'),
  };
}

describe('property: nothing obtained while paying order A changes order B', () => {
  it('for any sequence of A’s payments, redirects, replays and notifications, B’s order, cart and stock stay as they were', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(actionArb, { minLength: 1, maxLength: 8 }), async (actions) => {
        // A: one pair at 15.00; B: two pairs of another size at 30.00 (different amounts, different carts).
        const tokenA = await steps.cart('DE', 'SOCK-001-3638', 1);
        const tokenB = await steps.cart('DE', 'SOCK-001-4146', 2);
        const a = await steps.placeOrder(tokenA);
        const b = await steps.placeOrder(tokenB);
        const before = snapshotOf(b.id, tokenB);
        let lastPsp = 'PSP-NONE';
        let redirectUrl: string | null = null;
        let redirectResult = 'no-redirect-yet';
        for (const action of actions) {
          switch (action.kind) {
            case 'payA': {
              const answer = await steps.pay(tokenA, a.id, action.card);
              if (typeof answer.body.pspReference === 'string') lastPsp = answer.body.pspReference;
              const url = (answer.body.action as { url?: string } | undefined)?.url;
              if (url) redirectUrl = url;
              break;
            }
            case 'finishRedirect':
              if (redirectUrl) {
                redirectResult = (await completeRedirect(redirectUrl, action.decision)) || redirectResult;
                await steps.details(tokenA, a.id, redirectResult);
              }
              break;
            case 'replayDetailsOnB':
              await steps.details(tokenB, b.id, redirectResult);
              break;
            case 'detailsOfAWithBsToken':
              await steps.details(tokenB, a.id, redirectResult);
              break;
            case 'notify': {
              // Never B's own amount: a signed result for B with B's amount would be B's payment, not something of A's.
              const value = a.priceTotal + action.amountDelta === b.priceTotal ? a.priceTotal : a.priceTotal + action.amountDelta;
              await steps.notify({
                pspReference: lastPsp,
                merchantReference: action.reference === 'A' ? a.id : b.id,
                amount: { currency: action.currency, value: Math.max(0, value) },
                success: action.success,
              });
              break;
            }
            case 'confirm':
              await steps.confirmation(action.order === 'A' ? tokenA : tokenB, action.order === 'A' ? a.id : b.id);
              break;
          }
        }
        await env.provider.webhooksIdle();
        expect(snapshotOf(b.id, tokenB)).toEqual(before);
      }),
      { numRuns: Number(process.env.FC_NUM_RUNS ?? 15), verbose: true },
    );
  }, 120_000);
});
