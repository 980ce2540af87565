import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { RunningService } from '../http/serve.js';
import { verifyNotification } from './hmac.js';
import type { RunningPaymentProvider } from './payment-provider.js';
import { TEST_CARDS } from './test-cards.js';
import {
  api,
  HMAC_KEY,
  lookup,
  type Notification,
  paymentRequest,
  RETURN_URL,
  shopperPresses,
  startReceiver,
  startTestProvider,
  testCard,
} from './testing/provider.harness.js';

describe('payment provider sandbox: redirect, idempotency and webhooks', () => {
  let provider: RunningPaymentProvider;
  let receiver: RunningService & { received: Notification[]; failNext: number };

  beforeAll(async () => {
    receiver = await startReceiver();
    provider = await startTestProvider({ latencyMs: 150 });
    provider.setNotifyUrl(`${receiver.url}/notifications/adyen`);
  });
  afterAll(async () => {
    await provider.close();
    await receiver.close();
  });
  beforeEach(() => {
    receiver.received.length = 0;
    receiver.failNext = 0;
  });

  const itemsFor = (reference: string) =>
    receiver.received
      .flatMap((n) => n.notificationItems.map((i) => i.NotificationRequestItem))
      .filter((i) => i.merchantReference === reference);

  it('sends a signed AUTHORISATION webhook after an authorised payment', async () => {
    const { body } = await api(provider, '/v71/payments', paymentRequest(testCard(TEST_CARDS.authorised.number), 'wh-1'));
    await provider.webhooksIdle();
    const [item] = itemsFor('wh-1');
    expect(item).toMatchObject({
      eventCode: 'AUTHORISATION',
      success: 'true',
      pspReference: body.pspReference,
      merchantAccountCode: 'SockShopECOM',
    });
    expect(item!.amount).toEqual({ currency: 'EUR', value: 2495 });
    expect(verifyNotification(item!, HMAC_KEY)).toBe(true);
  });

  it('retries a failed webhook delivery and never fails the API answer', async () => {
    receiver.failNext = 2;
    const { status, body } = await api(provider, '/v71/payments', paymentRequest(testCard(TEST_CARDS.refused.number), 'wh-2'));
    expect(status).toBe(200);
    expect(body.resultCode).toBe('Refused');
    await provider.webhooksIdle();
    expect(itemsFor('wh-2')).toMatchObject([{ success: 'false', reason: 'Refused' }]);
  });

  it('answers the API even when the webhook receiver is unreachable, and keeps the webhook queued', async () => {
    const lonely = await startTestProvider({ notifyUrl: 'http://127.0.0.1:9/unreachable' });
    const { status, body } = await api(lonely, '/v71/payments', paymentRequest(testCard(TEST_CARDS.authorised.number)));
    expect(status).toBe(200);
    expect(body.resultCode).toBe('Authorised');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(lonely.webhooksPending()).toBe(1);
    const idle = lonely.webhooksIdle();
    await lonely.close();
    await idle;
  });

  it('settles a Pending payment later by webhook', async () => {
    await api(provider, '/v71/payments', paymentRequest(testCard(TEST_CARDS.authorised.number, 'PENDING'), 'wh-pending'));
    await expect.poll(() => itemsFor('wh-pending'), { timeout: 2000 }).toMatchObject([{ success: 'true' }]);
  });

  it('challenge card: Authorise on the redirect page returns to returnUrl with redirectResult, details answer Authorised', async () => {
    const { body } = await api(provider, '/v71/payments', paymentRequest(testCard(TEST_CARDS.challenge.number), 'ch-1'));
    const back = await shopperPresses((body.action as { url: string }).url, 'authorise');
    expect(back.status).toBe(303);
    const location = new URL(back.location);
    expect(`${location.origin}${location.pathname}`).toBe(new URL(RETURN_URL).origin + new URL(RETURN_URL).pathname);
    expect(location.searchParams.get('step')).toBe('return');
    const redirectResult = location.searchParams.get('redirectResult')!;
    const details = await api(provider, '/v71/payments/details', { details: { redirectResult } });
    expect(details.body).toEqual({
      resultCode: 'Authorised',
      pspReference: body.pspReference,
      merchantReference: 'ch-1',
      amount: { currency: 'EUR', value: 2495 },
    });
    const again = await api(provider, '/v71/payments/details', { details: { redirectResult } });
    expect(again.body.resultCode).toBe('Authorised');
    await provider.webhooksIdle();
    expect(itemsFor('ch-1')).toMatchObject([{ success: 'true' }]);
  });

  it('PayPal: Refuse on the redirect page makes details answer Refused', async () => {
    const { body } = await api(provider, '/v71/payments', paymentRequest({ type: 'paypal' }, 'pp-1'));
    const back = await shopperPresses((body.action as { url: string }).url, 'refuse');
    const redirectResult = new URL(back.location).searchParams.get('redirectResult')!;
    const details = await api(provider, '/v71/payments/details', { details: { redirectResult } });
    expect(details.body).toMatchObject({ resultCode: 'Refused', refusalReasonCode: '2', merchantReference: 'pp-1' });
    expect(details.body.amount).toEqual({ currency: 'EUR', value: 2495 });
  });

  it('PayPal: Cancel on the redirect page returns to returnUrl; details answer Cancelled, nothing is charged', async () => {
    const { body } = await api(provider, '/v71/payments', paymentRequest({ type: 'paypal' }, 'pp-cancel'));
    const actionUrl = (body.action as { url: string }).url;
    expect(await (await fetch(actionUrl)).text()).toContain('<button type="submit" name="decision" value="cancel">Cancel</button>');
    const back = await shopperPresses(actionUrl, 'cancel');
    expect(back.status).toBe(303);
    expect(back.location.startsWith(new URL(RETURN_URL).origin)).toBe(true);
    const redirectResult = new URL(back.location).searchParams.get('redirectResult')!;
    const details = await api(provider, '/v71/payments/details', { details: { redirectResult } });
    expect(details.body).toEqual({
      resultCode: 'Cancelled',
      pspReference: body.pspReference,
      merchantReference: 'pp-cancel',
      amount: { currency: 'EUR', value: 2495 },
    });
    // A later press cannot turn the cancelled payment into a charge.
    const late = await shopperPresses(actionUrl, 'authorise');
    expect(new URL(late.location).searchParams.get('redirectResult')).toBe(redirectResult);
    expect((await api(provider, '/v71/payments/details', { details: { redirectResult } })).body.resultCode).toBe('Cancelled');
    expect((await lookup(provider, 'pp-cancel')).body.payments).toMatchObject([{ status: 'cancelled', paymentMethodType: 'paypal' }]);
    await provider.webhooksIdle();
    expect(itemsFor('pp-cancel')).toEqual([]);
  });

  it('the card challenge page offers Authorise and Refuse only; a forged cancel is refused', async () => {
    const { body } = await api(provider, '/v71/payments', paymentRequest(testCard(TEST_CARDS.challenge.number), 'ch-cancel'));
    const actionUrl = (body.action as { url: string }).url;
    const page = await (await fetch(actionUrl)).text();
    expect([...page.matchAll(/name="decision" value="([a-z]+)"/g)].map((m) => m[1])).toEqual(['authorise', 'refuse']);
    expect((await shopperPresses(actionUrl, 'cancel')).status).toBe(400);
    expect((await lookup(provider, 'ch-cancel')).body.payments).toMatchObject([{ status: 'awaiting-shopper' }]);
  });

  it('PayPal: updateOrder changes the amount before approval and hands out new paymentData', async () => {
    const { body } = await api(provider, '/v71/payments', paymentRequest({ type: 'paypal' }, 'pp-2'));
    const action = body.action as { url: string; paymentData: string };
    const update = {
      pspReference: body.pspReference,
      paymentData: action.paymentData,
      amount: { currency: 'EUR', value: 2990 },
      deliveryMethods: [
        { reference: 'dhl', description: 'DHL', type: 'Shipping', amount: { currency: 'EUR', value: 495 }, selected: true },
      ],
    };
    const updated = await api(provider, '/v71/paypal/updateOrder', update);
    expect(updated.body).toMatchObject({ status: 'success' });
    expect(updated.body.paymentData).not.toBe(action.paymentData);
    const stale = await api(provider, '/v71/paypal/updateOrder', update);
    expect(stale.status).toBe(422);
    await shopperPresses(action.url, 'authorise');
    await provider.webhooksIdle();
    expect(itemsFor('pp-2')[0]!.amount.value).toBe(2990);
  });

  it('the redirect page refuses a forged form token and an unknown payment', async () => {
    const { body } = await api(provider, '/v71/payments', paymentRequest(testCard(TEST_CARDS.challenge.number)));
    const forged = await fetch((body.action as { url: string }).url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'token=guess&decision=authorise',
      redirect: 'manual',
    });
    expect(forged.status).toBe(400);
    expect((await fetch(`${provider.url}/checkout/redirect/0000000000000000`)).status).toBe(404);
  });

  it('the same Idempotency-Key answers the first result, charging once', async () => {
    const request = paymentRequest(testCard(TEST_CARDS.authorised.number), 'idem-1');
    const first = await api(provider, '/v71/payments', request, { 'idempotency-key': 'key-idem-1' });
    const second = await api(provider, '/v71/payments', request, { 'idempotency-key': 'key-idem-1' });
    expect(second.body).toEqual(first.body);
    expect(second.headers.get('idempotent-replay')).toBe('true');
    await provider.webhooksIdle();
    expect(itemsFor('idem-1')).toHaveLength(1);
  });

  it('a repeat while the first is in flight answers 409 with errorCode 704', async () => {
    const request = paymentRequest(testCard(TEST_CARDS.authorised.number), 'idem-2');
    const [a, b] = await Promise.all([
      api(provider, '/v71/payments', request, { 'idempotency-key': 'key-idem-2' }),
      api(provider, '/v71/payments', request, { 'idempotency-key': 'key-idem-2' }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    expect([a, b].find((x) => x.status === 409)!.body).toMatchObject({ errorCode: '704' });
  });

  it('refuses an Idempotency-Key longer than 64 characters', async () => {
    const answer = await api(provider, '/v71/payments', paymentRequest(testCard(TEST_CARDS.authorised.number)), {
      'idempotency-key': 'k'.repeat(65),
    });
    expect(answer.status).toBe(400);
  });
});
