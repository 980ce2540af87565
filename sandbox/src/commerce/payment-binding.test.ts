import { AUTHORISED_CARD, CHALLENGE_CARD, startTestCommerceWithProvider } from '@sockshop/test-fixtures/sandboxes/commerce.sandbox';
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
const errorsLogged = () => env.commerce.logs.filter((l) => l.level === 'error').length;

async function providerPaymentsOf(orderId: string) {
  const response = await fetch(`${env.provider.url}/v71/payments?merchantReference=${orderId}`, {
    headers: { 'x-api-key': 'sandbox-api-key' },
  });
  return ((await response.json()) as { payments: { pspReference: string; status: string; amount: { value: number } }[] }).payments;
}

describe('a payment result is applied only to its own order, with its own amount', () => {
  it('a 15 € redirect result replayed against another order is a 409 PAYMENT_MISMATCH and changes nothing', async () => {
    const cheapCart = await steps.cart('DE', 'SOCK-001-3638', 1);
    const dearCart = await steps.cart('DE', 'SOCK-001-4146', 10);
    const cheap = await steps.placeOrder(cheapCart);
    const dear = await steps.placeOrder(dearCart);
    const challenged = await steps.pay(cheapCart, cheap.id, CHALLENGE_CARD);
    const redirectResult = await completeRedirect((challenged.body.action as { url: string }).url, 'authorise');
    const before = { order: steps.order(dear.id), stock: steps.stock('SOCK-001-4146'), errors: errorsLogged() };

    const replayed = await steps.details(dearCart, dear.id, redirectResult);
    expect(replayed).toMatchObject({ status: 409, body: { error: { code: 'PAYMENT_MISMATCH' } } });
    expect(steps.order(dear.id)).toEqual(before.order);
    expect(steps.stock('SOCK-001-4146')).toBe(before.stock);
    expect((await steps.call('GET', '/carts', { token: dearCart })).body.state).toBe('OPEN');
    expect(errorsLogged()).toBe(before.errors + 1);
    expect(env.commerce.logs.at(-1)).toMatchObject({ level: 'error', fields: { source: 'details', orderId: dear.id } });

    // The result still finishes the payment it was issued for.
    expect((await steps.details(cheapCart, cheap.id, redirectResult)).body.resultCode).toBe('Authorised');
    expect(steps.order(cheap.id).status).toBe('paid');
  });

  it('a signed AUTHORISATION with another amount or currency is acknowledged, logged and not applied', async () => {
    const token = await steps.cart();
    const order = await steps.placeOrder(token);
    const errors = errorsLogged();
    for (const amount of [
      { currency: order.currency, value: order.priceTotal - 1 },
      { currency: 'USD', value: order.priceTotal },
    ]) {
      const answer = await steps.notify({ pspReference: `PSP-${amount.currency}`, merchantReference: order.id, amount, success: true });
      expect(answer.status).toBe(200);
    }
    expect(steps.order(order.id)).toMatchObject({ status: 'pending', psp_reference: null });
    expect(errorsLogged()).toBe(errors + 2);
    expect((await steps.confirmation(token, order.id)).body.order).toMatchObject({ status: 'pending' });
  });

  it('a late authorisation of a superseded order is cancelled at the provider, recorded, and takes no stock', async () => {
    const token = await steps.cart('DE', 'LAST-4146', 1);
    const first = await steps.placeOrder(token);
    const challenged = await steps.pay(token, first.id, CHALLENGE_CARD);
    const psp = challenged.body.pspReference as string;
    const second = await steps.placeOrder(token);
    expect(steps.order(first.id).status).toBe('cancelled');
    const stock = steps.stock('LAST-4146');

    const redirectResult = await completeRedirect((challenged.body.action as { url: string }).url, 'authorise');
    const late = await steps.details(token, first.id, redirectResult);
    expect(late).toMatchObject({ status: 409, body: { error: { code: 'ORDER_CLOSED' } } });
    await env.provider.webhooksIdle();
    await expect
      .poll(() => steps.query('SELECT * FROM payment_events WHERE psp_reference = ?', psp))
      .toEqual([
        expect.objectContaining({ order_id: first.id, action: 'cancel', state: 'confirmed', reason: 'authorisation of a cancelled order' }),
      ]);
    expect(await providerPaymentsOf(first.id)).toEqual([expect.objectContaining({ pspReference: psp, status: 'cancelled' })]);
    expect(steps.order(first.id).status).toBe('cancelled');
    expect(steps.stock('LAST-4146')).toBe(stock);
    expect(steps.order(second.id).status).toBe('pending');
  });

  it('a second authorisation of a paid order is cancelled; stock is taken once', async () => {
    const token = await steps.cart('DE', 'LAST-4146', 1);
    const order = await steps.placeOrder(token);
    const stock = steps.stock('LAST-4146');
    const challenged = await steps.pay(token, order.id, CHALLENGE_CARD);
    const paid = await steps.pay(token, order.id, AUTHORISED_CARD);
    expect(paid.body.resultCode).toBe('Authorised');
    const redirectResult = await completeRedirect((challenged.body.action as { url: string }).url, 'authorise');
    expect(await steps.details(token, order.id, redirectResult)).toMatchObject({
      status: 409,
      body: { error: { code: 'ORDER_ALREADY_PAID' } },
    });
    await env.provider.webhooksIdle();
    await expect.poll(async () => (await providerPaymentsOf(order.id)).map((p) => p.status)).toEqual(['cancelled', 'authorised']);
    expect(steps.order(order.id)).toMatchObject({ status: 'paid', psp_reference: paid.body.pspReference });
    expect(steps.stock('LAST-4146')).toBe(stock);
  });

  it('PayPal updateOrder takes no amount and sends the order’s, for the order’s own payment only', async () => {
    const token = await steps.cart();
    const order = await steps.placeOrder(token);
    const started = await steps.pay(token, order.id, { type: 'paypal' });
    const { pspReference } = started.body as { pspReference: string };
    const { paymentData } = started.body.action as { paymentData: string };
    const update = (body: Record<string, unknown>) => steps.call('POST', '/payments/adyen/payments/paypal/updateOrder', { token, body });

    expect(await update({ orderId: order.id, pspReference, paymentData, amount: { currency: 'EUR', value: 1 } })).toMatchObject({
      status: 400,
      body: { error: { code: 'INVALID_INPUT' } },
    });
    const otherCart = await steps.cart();
    const other = await steps.placeOrder(otherCart);
    expect(
      await steps.call('POST', '/payments/adyen/payments/paypal/updateOrder', {
        token: otherCart,
        body: { orderId: other.id, pspReference, paymentData },
      }),
    ).toMatchObject({ status: 409, body: { error: { code: 'PAYMENT_MISMATCH' } } });
    const updated = await update({ orderId: order.id, pspReference, paymentData });
    expect(updated).toMatchObject({ status: 200, body: { status: 'success' } });
    expect(await providerPaymentsOf(order.id)).toEqual([expect.objectContaining({ amount: { currency: 'EUR', value: order.priceTotal } })]);
  });

  it('PayPal updateOrder: another shopper naming this order, a replay of old paymentData and one after payment change nothing', async () => {
    const token = await steps.cart();
    const order = await steps.placeOrder(token);
    const started = await steps.pay(token, order.id, { type: 'paypal' });
    const { pspReference } = started.body as { pspReference: string };
    const action = started.body.action as { url: string; paymentData: string };
    const update = (as: string, paymentData: string) =>
      steps.call('POST', '/payments/adyen/payments/paypal/updateOrder', {
        token: as,
        body: { orderId: order.id, pspReference, paymentData },
      });

    // Another shopper's cart token cannot reach this order at all, even with its pspReference and paymentData.
    const stranger = await steps.cart();
    const foreign = await update(stranger, action.paymentData);
    expect(foreign).toMatchObject({ status: 404, body: { error: { code: 'NOT_FOUND' } } });
    const first = await update(token, action.paymentData);
    expect(first).toMatchObject({ status: 200, body: { status: 'success' } });
    // The paymentData it replaced is spent: replaying the first update is refused by the provider.
    const replay = await update(token, action.paymentData);
    expect(replay).toMatchObject({ status: 422, body: { error: { code: 'PAYMENT_FAILED' } } });
    expect(steps.order(order.id)).toMatchObject({ status: 'pending', amount: order.priceTotal });

    const redirectResult = await completeRedirect(action.url, 'authorise');
    expect((await steps.details(token, order.id, redirectResult)).body.resultCode).toBe('Authorised');
    const afterPaid = await update(token, (first.body as { paymentData: string }).paymentData);
    expect(afterPaid).toMatchObject({ status: 409, body: { error: { code: 'ORDER_ALREADY_PAID' } } });
    expect(await providerPaymentsOf(order.id)).toEqual([
      expect.objectContaining({ status: 'authorised', amount: expect.objectContaining({ value: order.priceTotal }) }),
    ]);
  });
});
