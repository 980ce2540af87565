import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { RunningService } from '../http/serve.js';
import { verifyNotification } from './hmac.js';
import type { RunningPaymentProvider } from './payment-provider.js';
import { createProviderClient, ProviderHttpError } from './provider.client.js';
import { TEST_CARDS } from './test-cards.js';
import {
  API_KEY,
  api,
  HMAC_KEY,
  lookup,
  MERCHANT,
  type Notification,
  paymentRequest,
  shopperPresses,
  startReceiver,
  startTestProvider,
  testCard,
} from './testing/provider.harness.js';

const EUR_2495 = { currency: 'EUR', value: 2495 };

describe('payment provider sandbox: cancels, refunds and the status lookup (docs/protocols.md)', () => {
  let provider: RunningPaymentProvider;
  let receiver: RunningService & { received: Notification[]; failNext: number };
  let client: ReturnType<typeof createProviderClient>;

  beforeAll(async () => {
    receiver = await startReceiver();
    provider = await startTestProvider();
    provider.setNotifyUrl(`${receiver.url}/notifications/adyen`);
    client = createProviderClient({ url: provider.url, apiKey: API_KEY, merchantAccount: MERCHANT });
  });
  afterAll(async () => {
    await provider.close();
    await receiver.close();
  });
  beforeEach(() => {
    receiver.received.length = 0;
  });

  const items = (eventCode: string, merchantReference: string) =>
    receiver.received
      .flatMap((n) => n.notificationItems.map((i) => i.NotificationRequestItem))
      .filter((i) => i.eventCode === eventCode && i.merchantReference === merchantReference);

  async function authorised(reference: string): Promise<string> {
    const { body } = await api(provider, '/v71/payments', paymentRequest(testCard(TEST_CARDS.authorised.number), reference));
    expect(body.resultCode).toBe('Authorised');
    return body.pspReference as string;
  }

  const providerError = (promise: Promise<unknown>) =>
    promise.then(
      () => undefined,
      (error: unknown) => error,
    );

  it('cancels an authorisation: 201 received, status cancelled, one signed CANCELLATION naming the payment', async () => {
    const psp = await authorised('cancel-1');
    const answer = await api(provider, `/v71/payments/${psp}/cancels`, { merchantAccount: MERCHANT, reference: 'cancel-1-c' });
    expect(answer.status).toBe(201);
    expect(answer.body).toEqual({
      merchantAccount: MERCHANT,
      paymentPspReference: psp,
      pspReference: expect.stringMatching(/^\d{16}$/),
      reference: 'cancel-1-c',
      status: 'received',
    });
    expect(answer.body.pspReference).not.toBe(psp);
    expect(await client.paymentsOf('cancel-1')).toEqual([
      { pspReference: psp, merchantReference: 'cancel-1', amount: EUR_2495, paymentMethodType: 'scheme', status: 'cancelled' },
    ]);

    // A repeat (another reference, no key) answers the first result and sends no second webhook.
    const again = await client.cancel(psp, { reference: 'cancel-1-again' });
    expect(again).toEqual(answer.body);
    await provider.webhooksIdle();
    const [item, ...more] = items('CANCELLATION', 'cancel-1');
    expect(more).toEqual([]);
    expect(item).toMatchObject({
      pspReference: answer.body.pspReference,
      originalReference: psp,
      merchantAccountCode: MERCHANT,
      amount: EUR_2495,
      success: 'true',
    });
    expect(verifyNotification(item!, HMAC_KEY)).toBe(true);
    expect(verifyNotification({ ...item!, originalReference: '1234567812345678' }, HMAC_KEY)).toBe(false);
  });

  it('refunds the whole amount: 201 with the amount, status refunded, one signed REFUND; another amount is 422 137', async () => {
    const psp = await authorised('refund-1');
    for (const amount of [
      { ...EUR_2495, value: 2494 },
      { ...EUR_2495, value: 2496 },
      { ...EUR_2495, currency: 'USD' },
    ]) {
      const refused = await api(provider, `/v71/payments/${psp}/refunds`, { merchantAccount: MERCHANT, reference: 'r', amount });
      expect(refused, JSON.stringify(amount)).toMatchObject({ status: 422, body: { errorCode: '137', message: 'Invalid amount' } });
    }
    expect((await lookup(provider, 'refund-1')).body.payments).toMatchObject([{ status: 'authorised' }]);

    const refund = await client.refund(psp, { reference: 'refund-1-r', amount: EUR_2495 });
    expect(refund).toMatchObject({ paymentPspReference: psp, reference: 'refund-1-r', amount: EUR_2495, status: 'received' });
    expect(await client.refund(psp, { reference: 'refund-1-r', amount: EUR_2495 })).toEqual(refund);
    expect((await client.paymentsOf('refund-1')).map((p) => p.status)).toEqual(['refunded']);
    await provider.webhooksIdle();
    const refunds = items('REFUND', 'refund-1');
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({ pspReference: refund.pspReference, originalReference: psp, amount: EUR_2495, success: 'true' });
    expect(verifyNotification(refunds[0]!, HMAC_KEY)).toBe(true);
  });

  it('answers 422 167 for an unknown payment and 422 14_031 for one that cannot be cancelled or refunded', async () => {
    for (const call of [
      client.cancel('1111222233334444', { reference: 'x' }),
      client.refund('1111222233334444', { reference: 'x', amount: EUR_2495 }),
    ]) {
      const error = await providerError(call);
      expect(error).toBeInstanceOf(ProviderHttpError);
      expect(error).toMatchObject({
        status: 422,
        body: { errorCode: '167', message: 'Original pspReference required for this operation' },
      });
    }
    const { body: refused } = await api(provider, '/v71/payments', paymentRequest(testCard(TEST_CARDS.refused.number), 'not-auth'));
    const { body: waiting } = await api(provider, '/v71/payments', paymentRequest({ type: 'paypal' }, 'not-auth'));
    for (const psp of [refused.pspReference as string, waiting.pspReference as string]) {
      expect(await providerError(client.cancel(psp, { reference: 'x' }))).toMatchObject({ status: 422, body: { errorCode: '14_031' } });
      expect(await providerError(client.refund(psp, { reference: 'x', amount: EUR_2495 }))).toMatchObject({
        body: { errorCode: '14_031' },
      });
    }
    const cancelled = await authorised('cancel-then-refund');
    await client.cancel(cancelled, { reference: 'c' });
    expect(await providerError(client.refund(cancelled, { reference: 'r', amount: EUR_2495 }))).toMatchObject({
      body: { errorCode: '14_031' },
    });
    const refunded = await authorised('refund-then-cancel');
    await client.refund(refunded, { reference: 'r', amount: EUR_2495 });
    expect(await providerError(client.cancel(refunded, { reference: 'c' }))).toMatchObject({ body: { errorCode: '14_031' } });
    await provider.webhooksIdle();
    expect(items('REFUND', 'cancel-then-refund')).toEqual([]);
    expect(items('CANCELLATION', 'refund-then-cancel')).toEqual([]);
  });

  it('guards modifications like payments: API key, merchant account, body, Idempotency-Key replay', async () => {
    const psp = await authorised('guarded');
    const path = `/v71/payments/${psp}/cancels`;
    expect((await api(provider, path, { merchantAccount: MERCHANT, reference: 'c' }, { 'x-api-key': 'nope' })).status).toBe(401);
    expect(await api(provider, path, { merchantAccount: 'Other', reference: 'c' })).toMatchObject({
      status: 403,
      body: { errorCode: '901' },
    });
    expect(await api(provider, path, { merchantAccount: MERCHANT })).toMatchObject({ status: 400, body: { errorCode: '702' } });
    const refundPath = `/v71/payments/${psp}/refunds`;
    expect((await api(provider, refundPath, { merchantAccount: MERCHANT, reference: 'r' })).status).toBe(400);
    expect((await lookup(provider, 'guarded')).body.payments).toMatchObject([{ status: 'authorised' }]);

    const first = await api(provider, path, { merchantAccount: MERCHANT, reference: 'c' }, { 'idempotency-key': 'cancel-guarded' });
    const replay = await api(provider, path, { merchantAccount: MERCHANT, reference: 'c' }, { 'idempotency-key': 'cancel-guarded' });
    expect(replay.body).toEqual(first.body);
    expect(replay.headers.get('idempotent-replay')).toBe('true');
    expect(first.headers.get('idempotent-replay')).toBeNull();
  });

  it("lists a merchant reference's payments oldest first with their statuses", async () => {
    const ref = 'many-attempts';
    await api(provider, '/v71/payments', paymentRequest(testCard(TEST_CARDS.refused.number), ref));
    const cancelled = await authorised(ref);
    await client.cancel(cancelled, { reference: 'c' });
    const refunded = await authorised(ref);
    await client.refund(refunded, { reference: 'r', amount: EUR_2495 });
    const { body: paypal } = await api(provider, '/v71/payments', paymentRequest({ type: 'paypal' }, ref));
    const { body: declined } = await api(provider, '/v71/payments', paymentRequest({ type: 'paypal' }, ref));
    await shopperPresses((declined.action as { url: string }).url, 'cancel');
    await authorised(ref);
    await authorised('someone-else');

    const payments = await client.paymentsOf(ref);
    expect(payments.map((p) => [p.paymentMethodType, p.status])).toEqual([
      ['scheme', 'refused'],
      ['scheme', 'cancelled'],
      ['scheme', 'refunded'],
      ['paypal', 'awaiting-shopper'],
      ['paypal', 'cancelled'],
      ['scheme', 'authorised'],
    ]);
    expect(payments[3]!.pspReference).toBe(paypal.pspReference);
    expect(payments.every((p) => p.merchantReference === ref && p.amount.value === 2495)).toBe(true);
    expect(await client.paymentsOf('nobody')).toEqual([]);
  });

  it('the lookup needs the API key and a merchantReference', async () => {
    expect((await fetch(`${provider.url}/v71/payments?merchantReference=x`)).status).toBe(401);
    const missing = await fetch(`${provider.url}/v71/payments`, { headers: { 'x-api-key': API_KEY } });
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({ errorCode: '702', errorType: 'validation' });
  });
});
