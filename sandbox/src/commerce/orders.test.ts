import { OrderSchema, PaymentSessionSchema } from '@sockshop/core/payments';
import {
  AUTHORISED_CARD,
  anAddress,
  anOrderRequest,
  CHALLENGE_CARD,
  callCommerce,
  PROVIDER_TEST_KEYS,
  REFUSED_CARD,
  startTestCommerceWithProvider,
  testCard,
} from '@sockshop/test-fixtures/sandboxes/commerce.sandbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedItem } from '../payment-provider/hmac.js';
import { completeRedirect } from './testing/payment-steps.js';

let env: Awaited<ReturnType<typeof startTestCommerceWithProvider>>;
beforeAll(async () => {
  env = await startTestCommerceWithProvider();
});
afterAll(() => env.close());

const call = (method: string, path: string, options: Parameters<typeof callCommerce>[3] = {}) =>
  callCommerce(env.commerce.url, method, path, options);

async function cartWithShipping(country = 'DE', variant = 'SOCK-001-3638') {
  const created = await call('POST', '/carts', {
    body: {
      store: { countryCode: country, languageCode: 'en' },
      products: [
        { id: variant, quantity: 2 },
        { id: `${country.toLowerCase()}-standard`, quantity: 1 },
      ],
    },
  });
  expect(created.status).toBe(201);
  return created.body.jwtToken!;
}

async function placeOrder(token: string, key = crypto.randomUUID(), body: unknown = anOrderRequest()) {
  return call('POST', '/carts/adyen/orders', { token, body, headers: { 'idempotency-key': key } });
}

async function stockOf(id: string) {
  const answer = await call('GET', `/products?storeId=DE&productIds=${id}`);
  return (answer.body.products as { isAvailable: boolean }[])[0]?.isAvailable;
}

describe('commerce sandbox orders and payments ', () => {
  it('creates an order and a payment session whose card form is on the provider origin', async () => {
    const token = await cartWithShipping();
    const answer = await placeOrder(token);
    expect(answer.status).toBe(201);
    const order = OrderSchema.parse(answer.body.order);
    const session = PaymentSessionSchema.parse(answer.body.paymentSession);
    expect(order).toMatchObject({
      status: 'pending',
      priceProducts: 3000,
      priceShipping: 495,
      priceTotal: 3495,
      currency: 'EUR',
      storefront: 'de',
    });
    expect(session).toMatchObject({
      orderId: order.id,
      amount: { currency: 'EUR', value: 3495 },
      clientUrl: `${env.provider.url}/checkout/card`,
    });
  });

  it('refuses an order without a shipping option, and a US zip outside its state (TAX_JAR_ERROR)', async () => {
    const bare = await call('POST', '/carts', {
      body: { store: { countryCode: 'DE', languageCode: 'de' }, products: [{ id: 'SOCK-001-3638', quantity: 1 }] },
    });
    expect(await placeOrder(bare.body.jwtToken!)).toMatchObject({
      status: 422,
      body: { error: { code: 'MISSING_SHIPPING_OPTION_ERROR' } },
    });
    const us = await cartWithShipping('US', 'SOCK-001-UP-3638');
    const wrongZip = anOrderRequest({
      shippingAddress: anAddress({ country: 'US', postalCode: '90210', stateOrProvince: 'NY', city: 'Beverly Hills' }),
    });
    expect(await placeOrder(us, undefined, wrongZip)).toMatchObject({
      status: 400,
      body: { error: { code: 'TAX_JAR_ERROR', message: 'to_zip 90210 is not used within to_state NY' } },
    });
    const rightZip = anOrderRequest({
      shippingAddress: anAddress({ country: 'US', postalCode: '90210', stateOrProvince: 'CA', city: 'Beverly Hills' }),
    });
    const order = OrderSchema.parse((await placeOrder(us, undefined, rightZip)).body.order);
    // 7.25 % California sales tax on 30.00 + 5.95 shipping.
    expect(order).toMatchObject({ currency: 'USD', externalTaxAmount: 261, priceTotal: 3595 + 261 });
  });

  it('an authorised card pays the order, closes the cart and confirms; the webhook changes nothing more', async () => {
    const token = await cartWithShipping();
    const { order } = (await placeOrder(token)).body as { order: { id: string } };
    const paid = await call('POST', '/payments/adyen/payments', {
      token,
      headers: { 'idempotency-key': 'pay-1' },
      body: { orderId: order.id, paymentMethod: testCard(AUTHORISED_CARD) },
    });
    expect(paid).toMatchObject({ status: 200, body: { resultCode: 'Authorised' } });
    await env.provider.webhooksIdle();
    const confirmation = await call('GET', `/payments/adyen/orders/${order.id}/confirmation`, { token });
    expect(confirmation.body.order).toMatchObject({ status: 'paid', payment: { status: 'authorised', method: 'scheme' } });
    expect((await call('GET', '/carts', { token })).body.state).toBe('CLOSED');
    expect(await call('PUT', '/carts', { token, body: { products: [{ id: 'SOCK-001-3638', quantity: 1 }] } })).toMatchObject({
      status: 410,
      body: { error: { code: 'CART_CLOSED' } },
    });
  });

  it('a refused card releases the stock, keeps the cart open, rejects the confirmation, and a retry can pay', async () => {
    const token = await cartWithShipping('DE', 'LAST-4146');
    const { order } = (await placeOrder(token)).body as { order: { id: string } };
    const refused = await call('POST', '/payments/adyen/payments', {
      token,
      body: { orderId: order.id, paymentMethod: testCard(REFUSED_CARD) },
    });
    // The provider's reason goes to the log, never to the shopper.
    expect(refused.body).toEqual({ resultCode: 'Refused', pspReference: expect.any(String) });
    expect(await call('GET', `/payments/adyen/orders/${order.id}/confirmation`, { token })).toMatchObject({
      status: 409,
      body: { failedReason: 'Refused' },
    });
    expect((await call('GET', '/carts', { token })).body.state).toBe('OPEN');
    const retried = await call('POST', '/payments/adyen/payments', {
      token,
      body: { orderId: order.id, paymentMethod: testCard(AUTHORISED_CARD) },
    });
    expect(retried.body.resultCode).toBe('Authorised');
  });

  it('a challenge card redirects, and the details call with redirectResult authorises', async () => {
    const token = await cartWithShipping();
    const { order } = (await placeOrder(token)).body as { order: { id: string } };
    const answer = await call('POST', '/payments/adyen/payments', {
      token,
      body: { orderId: order.id, paymentMethod: testCard(CHALLENGE_CARD) },
    });
    expect(answer.body).toMatchObject({ resultCode: 'RedirectShopper', action: { type: 'redirect', method: 'GET' } });
    const redirectResult = await completeRedirect((answer.body.action as { url: string }).url, 'authorise');
    const details = await call('POST', '/payments/adyen/payments/details', {
      token,
      body: { orderId: order.id, details: { redirectResult } },
    });
    expect(details.body.resultCode).toBe('Authorised');
    expect((await call('GET', `/payments/adyen/orders/${order.id}/confirmation`, { token })).body.order).toMatchObject({ status: 'paid' });
  });

  it('lists payment methods through the provider', async () => {
    const token = await cartWithShipping();
    const answer = await call('POST', '/payments/adyen/paymentmethods', {
      token,
      body: { blockedPaymentMethods: [], countryCode: 'DE', languageCode: 'de', channel: 'Web', amount: { currency: 'EUR', value: 3495 } },
    });
    expect(answer.status).toBe(200);
    expect((answer.body.paymentMethods as { type: string }[]).map((m) => m.type)).toContain('scheme');
  });

  it('the webhook applies only correctly signed notifications (HMAC)', async () => {
    const token = await cartWithShipping();
    const { order } = (await placeOrder(token)).body as { order: { id: string } };
    const item = signedItem(
      {
        pspReference: 'PSP-FAKE',
        merchantAccountCode: 'SockShopECOM',
        merchantReference: order.id,
        amount: { currency: 'EUR', value: 3495 },
        eventCode: 'AUTHORISATION',
        success: 'true',
      },
      '00'.repeat(32),
    );
    const forged = await call('POST', '/notifications/adyen', {
      body: { live: 'false', notificationItems: [{ NotificationRequestItem: item }] },
    });
    expect(forged).toMatchObject({ status: 401, body: { error: { code: 'UNAUTHORIZED' } } });
    expect((await call('GET', `/payments/adyen/orders/${order.id}/confirmation`, { token })).body.order).toMatchObject({
      status: 'pending',
    });
    expect(await stockOf('SOCK-001-3638')).toBe(true);
  });

  it('another cart cannot see or pay an order', async () => {
    const mine = await cartWithShipping();
    const theirs = await cartWithShipping();
    const { order } = (await placeOrder(mine)).body as { order: { id: string } };
    expect(await call('GET', `/payments/adyen/orders/${order.id}/confirmation`, { token: theirs })).toMatchObject({ status: 404 });
    expect(
      await call('POST', '/payments/adyen/payments', {
        token: theirs,
        body: { orderId: order.id, paymentMethod: testCard(AUTHORISED_CARD) },
      }),
    ).toMatchObject({ status: 404, body: { error: { code: 'NOT_FOUND' } } });
  });

  it('a late refusal of an earlier attempt does not release the units of the attempt under way', async () => {
    const token = await cartWithShipping('DE', 'LAST-4146');
    const { order } = (await placeOrder(token)).body as { order: { id: string } };
    const refused = await call('POST', '/payments/adyen/payments', {
      token,
      body: { orderId: order.id, paymentMethod: testCard(REFUSED_CARD) },
    });
    const firstPsp = refused.body.pspReference as string;
    const challenged = await call('POST', '/payments/adyen/payments', {
      token,
      body: { orderId: order.id, paymentMethod: testCard(CHALLENGE_CARD) },
    });
    expect(challenged.body.resultCode).toBe('RedirectShopper');
    await env.provider.webhooksIdle();
    const late = signedItem(
      {
        pspReference: firstPsp,
        merchantAccountCode: PROVIDER_TEST_KEYS.merchantAccount,
        merchantReference: order.id,
        amount: { currency: 'EUR', value: 2495 },
        eventCode: 'AUTHORISATION',
        success: 'false',
      },
      PROVIDER_TEST_KEYS.hmacKey,
    );
    const answer = await call('POST', '/notifications/adyen', {
      body: { live: 'false', notificationItems: [{ NotificationRequestItem: late }] },
    });
    expect(answer.status).toBe(200);
    expect((await call('GET', `/payments/adyen/orders/${order.id}/confirmation`, { token })).body.order).toMatchObject({
      status: 'pending',
    });
  });
});
