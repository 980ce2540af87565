import { anOrderRequest, CHALLENGE_CARD, startTestCommerceWithProvider } from '@sockshop/test-fixtures/sandboxes/commerce.sandbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultHoldLimits } from './hold-limits.js';
import { paymentSteps } from './testing/payment-steps.js';

const MINUTE = 60_000;
const clock = { now: Date.UTC(2026, 0, 5, 9, 0) };
let env: Awaited<ReturnType<typeof startTestCommerceWithProvider>>;
let steps: ReturnType<typeof paymentSteps>;
beforeAll(async () => {
  env = await startTestCommerceWithProvider({ commerce: { now: () => clock.now, holdLimits: defaultHoldLimits(15 * MINUTE) } });
  steps = paymentSteps(
    () => env.commerce.url,
    () => env.commerce.dbPath,
  );
});
afterAll(() => env.close());

const expiryOf = (orderId: string) => steps.order(orderId).expires_at as number;

describe("a cart's hold lasts at most 60 minutes from its first order, however it is renewed", () => {
  it('new orders of the same cart every 14 minutes renew the 15 minutes only up to the hold end; then a 15-minute pause', async () => {
    const start = clock.now;
    const token = await steps.cart('DE', 'SOCK-001-3638', 2);
    const stock = steps.stock('SOCK-001-3638');
    const expiries: number[] = [];
    for (let minute = 0; minute <= 56; minute += 14) {
      clock.now = start + minute * MINUTE;
      expiries.push(expiryOf((await steps.placeOrder(token)).id) - start);
    }
    // The fifth order would have run to minute 71: the hold fixed by the first order ends at minute 60.
    expect(expiries.map((ms) => ms / MINUTE)).toEqual([15, 29, 43, 57, 60]);
    expect(steps.stock('SOCK-001-3638')).toBe(stock - 2);

    clock.now = start + 61 * MINUTE;
    const refused = await steps.call('POST', '/carts/adyen/orders', { token, body: anOrderRequest() });
    expect(refused).toMatchObject({
      status: 429,
      body: {
        error: {
          code: 'RATE_LIMITED',
          message: `This cart held its items for 60 minutes without payment; it can order again from ${new Date(start + 75 * MINUTE).toISOString()}`,
        },
      },
    });
    // Released at the hold's end and not taken again by the refused order.
    expect(steps.stock('SOCK-001-3638')).toBe(stock);

    clock.now = start + 75 * MINUTE;
    const fresh = await steps.placeOrder(token);
    expect((expiryOf(fresh.id) - start) / MINUTE).toBe(90);
    expect(steps.stock('SOCK-001-3638')).toBe(stock - 2);
  });

  it('payment attempts renew the reservation up to the same end', async () => {
    const start = clock.now;
    const token = await steps.cart('DE', 'SOCK-001-4146', 1);
    const placed = await steps.placeOrder(token);
    const minutes = [] as number[];
    for (const minute of [14, 28, 42, 56]) {
      clock.now = start + minute * MINUTE;
      const attempt = await steps.pay(token, placed.id, CHALLENGE_CARD);
      expect(attempt.body.resultCode).toBe('RedirectShopper');
      minutes.push((expiryOf(placed.id) - start) / MINUTE);
    }
    expect(minutes).toEqual([29, 43, 57, 60]);
    clock.now = start + 60 * MINUTE;
    expect(await steps.pay(token, placed.id, CHALLENGE_CARD)).toMatchObject({ status: 409, body: { error: { code: 'ORDER_CLOSED' } } });
  });
});
