import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningPaymentProvider } from './payment-provider.js';
import { TEST_CARDS } from './test-cards.js';
import { api, lookup, MERCHANT, paymentRequest, SHOP_ORIGIN, startTestProvider, testCard } from './testing/provider.harness.js';

describe('payment provider sandbox: /v71 API (docs/protocols.md)', () => {
  let provider: RunningPaymentProvider;
  beforeAll(async () => {
    provider = await startTestProvider({ latencyMs: 0 });
  });
  afterAll(() => provider.close());

  it('refuses a wrong or missing API key with 401 and a wrong merchant account with 403', async () => {
    const wrong = await api(provider, '/v71/paymentMethods', { merchantAccount: MERCHANT }, { 'x-api-key': 'nope' });
    expect(wrong).toMatchObject({ status: 401, body: { errorCode: '000', errorType: 'security' } });
    const missing = await fetch(`${provider.url}/v71/payments`, { method: 'POST', body: '{}' });
    expect(missing.status).toBe(401);
    const merchant = await api(provider, '/v71/paymentMethods', { merchantAccount: 'Other' });
    expect(merchant).toMatchObject({ status: 403, body: { errorCode: '901' } });
  });

  it('lists card and PayPal methods, minus the blocked ones', async () => {
    const all = await api(provider, '/v71/paymentMethods', {
      merchantAccount: MERCHANT,
      countryCode: 'DE',
      amount: { currency: 'EUR', value: 1000 },
      channel: 'Web',
      blockedPaymentMethods: [],
    });
    expect(all.status).toBe(200);
    expect((all.body.paymentMethods as { type: string }[]).map((m) => m.type)).toEqual(['scheme', 'paypal']);
    const blocked = await api(provider, '/v71/paymentMethods', { merchantAccount: MERCHANT, blockedPaymentMethods: ['paypal'] });
    expect((blocked.body.paymentMethods as { type: string }[]).map((m) => m.type)).toEqual(['scheme']);
  });

  it('the authorised test card is Authorised', async () => {
    const request = paymentRequest(testCard(TEST_CARDS.authorised.number), 'order-auth');
    const { status, body } = await api(provider, '/v71/payments', request);
    expect(status).toBe(200);
    expect(body).toMatchObject({ resultCode: 'Authorised', merchantReference: 'order-auth', amount: { currency: 'EUR', value: 2495 } });
    expect(body.pspReference).toMatch(/^\d{16}$/);
  });

  it('the refused test card and the holder name DECLINED are Refused with reason code 2', async () => {
    for (const method of [testCard(TEST_CARDS.refused.number), testCard(TEST_CARDS.authorised.number, 'DECLINED')]) {
      const { body } = await api(provider, '/v71/payments', paymentRequest(method));
      expect(body).toMatchObject({ resultCode: 'Refused', refusalReason: 'Refused', refusalReasonCode: '2' });
    }
  });

  it('refuses a wrong CVC, a wrong expiry and an unknown card number with their reasons', async () => {
    const card = testCard(TEST_CARDS.authorised.number);
    const cvc = await api(provider, '/v71/payments', paymentRequest({ ...card, encryptedSecurityCode: 'test_123' }));
    expect(cvc.body).toMatchObject({ resultCode: 'Refused', refusalReasonCode: '24' });
    const expiry = await api(provider, '/v71/payments', paymentRequest({ ...card, encryptedExpiryYear: 'test_2031' }));
    expect(expiry.body).toMatchObject({ resultCode: 'Refused', refusalReasonCode: '6' });
    const unknown = await api(provider, '/v71/payments', paymentRequest(testCard('5555555555554444')));
    expect(unknown.body).toMatchObject({ resultCode: 'Refused', refusalReasonCode: '8' });
  });

  it('the challenge card and PayPal answer RedirectShopper with a GET redirect to the provider', async () => {
    const challenge = await api(provider, '/v71/payments', paymentRequest(testCard(TEST_CARDS.challenge.number)));
    expect(challenge.body).toMatchObject({ resultCode: 'RedirectShopper', action: { type: 'redirect', method: 'GET' } });
    const action = challenge.body.action as { url: string };
    expect(action.url).toBe(`${provider.url}/checkout/redirect/${challenge.body.pspReference}`);
    const paypal = await api(provider, '/v71/payments', paymentRequest({ type: 'paypal' }));
    expect(paypal.body).toMatchObject({ resultCode: 'RedirectShopper', action: { paymentMethodType: 'paypal' } });
    expect((paypal.body.action as { paymentData?: string }).paymentData).toBeTruthy();
  });

  it("refuses a returnUrl whose origin is not one of the shop's with 422 14_030, and charges nothing", async () => {
    const card = testCard(TEST_CARDS.authorised.number);
    for (const returnUrl of [
      'https://evil.example/',
      'http://127.0.0.1:3000/de/checkout',
      'https://localhost:3000/',
      'http://localhost:3001/',
    ]) {
      const reference = `evil-${Math.random()}`;
      const answer = await api(
        provider,
        '/v71/payments',
        { ...paymentRequest(card, reference), returnUrl },
        { 'idempotency-key': reference },
      );
      expect(answer, returnUrl).toMatchObject({
        status: 422,
        body: { status: 422, errorCode: '14_030', message: 'Invalid returnUrl', errorType: 'validation' },
      });
      expect((await lookup(provider, reference)).body).toEqual({ payments: [] });
    }
    const shop = await api(provider, '/v71/payments', { ...paymentRequest(card), returnUrl: `${SHOP_ORIGIN}/en/checkout?x=1` });
    expect(shop.body.resultCode).toBe('Authorised');
  });

  it('with publicHost, redirects go to that host on the listening port; the API URL stays loopback', async () => {
    const hosted = await startTestProvider({ publicHost: 'localhost' });
    try {
      expect(hosted.url).toBe(`http://127.0.0.1:${hosted.port}`);
      expect(hosted.publicUrl).toBe(`http://localhost:${hosted.port}`);
      const { body } = await api(hosted, '/v71/payments', paymentRequest({ type: 'paypal' }));
      expect((body.action as { url: string }).url).toBe(`http://localhost:${hosted.port}/checkout/redirect/${body.pspReference}`);
    } finally {
      await hosted.close();
    }
    const explicit = await startTestProvider({ publicHost: 'localhost', publicUrl: 'https://pay.example/' });
    try {
      expect(explicit.publicUrl).toBe('https://pay.example');
    } finally {
      await explicit.close();
    }
    expect(provider.publicUrl).toBe(provider.url);
  });

  it('answers Pending for the holder name PENDING', async () => {
    const { body } = await api(provider, '/v71/payments', paymentRequest(testCard(TEST_CARDS.authorised.number, 'PENDING')));
    expect(body.resultCode).toBe('Pending');
  });

  it('answers 400 with Adyen error bodies for bad input', async () => {
    const card = testCard(TEST_CARDS.authorised.number);
    const cases: unknown[] = [
      '{not json',
      {},
      { ...paymentRequest(card), amount: { currency: 'EUR', value: -1 } },
      { ...paymentRequest(card), amount: { currency: 'euro', value: 1 } },
      { ...paymentRequest(card), amount: { currency: 'EUR', value: '12' } },
      { ...paymentRequest(card), returnUrl: 'javascript:alert(1)' },
      { ...paymentRequest(card), reference: '' },
      { ...paymentRequest(card), paymentMethod: 'scheme' },
    ];
    for (const body of cases) {
      const answer = await api(provider, '/v71/payments', body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body).toMatchObject({ status: 400, errorType: 'validation' });
    }
    const big = await api(provider, '/v71/payments', { ...paymentRequest(card), pad: 'x'.repeat(70_000) });
    expect(big.status).toBe(413);
  });

  it('answers 422 for an unsupported method, a missing card number or a forged token', async () => {
    const ideal = await api(provider, '/v71/payments', paymentRequest({ type: 'ideal' }));
    expect(ideal).toMatchObject({ status: 422, body: { errorCode: '905' } });
    const missing = await api(provider, '/v71/payments', paymentRequest({ type: 'scheme' }));
    expect(missing).toMatchObject({ status: 422, body: { errorCode: '129' } });
    const forged = await api(provider, '/v71/payments', paymentRequest({ type: 'scheme', encryptedCardNumber: 'enc_forged' }));
    expect(forged).toMatchObject({ status: 422, body: { errorCode: '174' } });
  });

  it('answers 422 for an unknown redirectResult', async () => {
    const { status, body } = await api(provider, '/v71/payments/details', { details: { redirectResult: 'made-up' } });
    expect(status).toBe(422);
    expect(body.errorCode).toBe('14_006');
  });
});
