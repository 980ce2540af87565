import { AUTHORISED_CARD, REFUSED_CARD, startTestCommerceWithProvider, testCard } from '@sockshop/test-fixtures/sandboxes/commerce.sandbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentSteps } from './testing/payment-steps.js';

const clock = { now: Date.now() };
let env: Awaited<ReturnType<typeof startTestCommerceWithProvider>>;
beforeAll(async () => {
  env = await startTestCommerceWithProvider({ commerce: { now: () => clock.now } });
});
afterAll(() => env.close());
const steps = paymentSteps(
  () => env.commerce.url,
  () => env.commerce.dbPath,
);

async function providerPaymentsOf(orderId: string, providerUrl = env.provider.url) {
  const response = await fetch(`${providerUrl}/v71/payments?merchantReference=${orderId}`, { headers: { 'x-api-key': 'sandbox-api-key' } });
  return ((await response.json()) as { payments: { pspReference: string; status: string }[] }).payments;
}

describe('attempts are (key, payment data); five refusals end the order; no card-testing oracle', () => {
  it('the same Idempotency-Key with another card is a new attempt; an identical repeat replays the first answer', async () => {
    const token = await steps.cart();
    const order = await steps.placeOrder(token);
    const refused = await steps.pay(token, order.id, REFUSED_CARD, 'checkout-key');
    expect(refused.body.resultCode).toBe('Refused');
    const paid = await steps.pay(token, order.id, AUTHORISED_CARD, 'checkout-key');
    expect(paid).toMatchObject({ status: 200, body: { resultCode: 'Authorised' } });
    expect(await steps.pay(token, order.id, REFUSED_CARD, 'checkout-key')).toEqual(refused);
    expect(await steps.pay(token, order.id, AUTHORISED_CARD, 'checkout-key')).toEqual(paid);
    expect((await providerPaymentsOf(order.id)).map((p) => p.status)).toEqual(['refused', 'authorised']);
    expect(steps.order(order.id)).toMatchObject({ status: 'paid', refused_attempts: 1 });
  });

  it('the 5th refusal cancels the order and releases its stock; every later payment call is PAYMENT_ATTEMPTS_EXCEEDED', async () => {
    const token = await steps.cart('DE', 'LAST-4146', 2);
    const order = await steps.placeOrder(token);
    const stock = steps.stock('LAST-4146');
    for (let attempt = 1; attempt <= 5; attempt++) {
      const answer = await steps.pay(token, order.id, testCard(REFUSED_CARD, `Holder ${attempt}`));
      expect(answer.body.resultCode).toBe('Refused');
    }
    expect(steps.order(order.id)).toMatchObject({ status: 'cancelled', refused_attempts: 5 });
    expect(steps.stock('LAST-4146')).toBe(stock + 2);
    const exceeded = { status: 409, body: { error: { code: 'PAYMENT_ATTEMPTS_EXCEEDED' } } };
    expect(await steps.pay(token, order.id, AUTHORISED_CARD)).toMatchObject(exceeded);
    expect(await steps.details(token, order.id, 'a-redirect-result')).toMatchObject(exceeded);
    expect(
      await steps.call('POST', '/payments/adyen/payments/paypal/updateOrder', {
        token,
        body: { orderId: order.id, pspReference: 'X', paymentData: 'Y' },
      }),
    ).toMatchObject(exceeded);
    expect(await steps.confirmation(token, order.id)).toMatchObject({ status: 409, body: { failedReason: 'Cancelled', ...exceeded.body } });
    expect(await providerPaymentsOf(order.id)).toHaveLength(5);
    // The cart is intact: a new order can be paid.
    const next = await steps.placeOrder(token);
    expect((await steps.pay(token, next.id, AUTHORISED_CARD)).body.resultCode).toBe('Authorised');
  });

  it("the shopper never sees the provider's refusal reason: it is logged at info; the confirmation says 'Refused'", async () => {
    const token = await steps.cart();
    const order = await steps.placeOrder(token);
    const expired = { ...testCard(AUTHORISED_CARD), encryptedExpiryYear: 'test_2031' };
    const answer = await steps.pay(token, order.id, expired);
    expect(answer.body).toEqual({ resultCode: 'Refused', pspReference: expect.any(String) });
    expect(JSON.stringify(answer.body)).not.toContain('Expired');
    expect(env.commerce.logs).toContainEqual(
      expect.objectContaining({ level: 'info', fields: expect.objectContaining({ orderId: order.id, refusalReason: 'Expired Card' }) }),
    );
    expect(await steps.confirmation(token, order.id)).toMatchObject({ status: 409, body: { failedReason: 'Refused' } });
  });
});

describe('a per-address rate limit on payment calls', () => {
  it('answers 429 RATE_LIMITED past the burst, and lets the client in again when its window has passed', async () => {
    // 3 calls in a window of 3 ÷ 1.5 = 2 s; the limiter keeps real time (rate-limiter-flexible), not the service's clock.
    const limited = await startTestCommerceWithProvider({
      commerce: { now: () => clock.now, paymentRateLimit: { burst: 3, perSecond: 1.5 } },
    });
    const s = paymentSteps(
      () => limited.commerce.url,
      () => limited.commerce.dbPath,
    );
    try {
      const token = await s.cart();
      const order = await s.placeOrder(token);
      expect((await s.pay(token, order.id, REFUSED_CARD)).status).toBe(200);
      expect((await s.pay(token, order.id, REFUSED_CARD)).status).toBe(200);
      const blocked = await s.pay(token, order.id, AUTHORISED_CARD);
      expect(blocked).toMatchObject({ status: 429, body: { error: { code: 'RATE_LIMITED' } } });
      expect(await s.details(token, order.id, 'x')).toMatchObject({ status: 429 });
      // Carts and confirmations are not limited.
      expect((await s.confirmation(token, order.id)).status).toBe(409);
      await new Promise((resolve) => setTimeout(resolve, 2_100));
      expect((await s.pay(token, order.id, AUTHORISED_CARD)).body.resultCode).toBe('Authorised');
      expect((await providerPaymentsOf(order.id, limited.provider.url)).map((p) => p.status)).toEqual(['refused', 'refused', 'authorised']);
    } finally {
      await limited.close();
    }
  });
});
