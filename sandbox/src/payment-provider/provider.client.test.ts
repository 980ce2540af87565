import { Hono } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningService, serve } from '../http/serve.js';
import { createProviderClient, ProviderHttpError } from './provider.client.js';

interface Seen {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: unknown;
}

describe('createProviderClient', () => {
  let server: RunningService;
  const seen: Seen[] = [];
  let answer: { status: number; body: unknown } = { status: 200, body: {} };

  beforeAll(async () => {
    const stub = new Hono().all('*', async (c) => {
      const text = await c.req.text();
      const { pathname, search } = new URL(c.req.url);
      seen.push({ method: c.req.method, path: `${pathname}${search}`, headers: c.req.header(), body: text ? JSON.parse(text) : undefined });
      return c.json(answer.body, answer.status as ContentfulStatusCode);
    });
    server = await serve(stub, { port: 0 });
  });
  afterAll(() => server.close());

  const client = () => createProviderClient({ url: `${server.url}/`, apiKey: 'key-1', merchantAccount: 'Shop' });

  it('sends the API key, the merchant account and the idempotency key, and parses the answer', async () => {
    answer = { status: 200, body: { resultCode: 'Authorised', pspReference: 'PSP1', merchantReference: 'o-1' } };
    const result = await client().payments(
      { amount: { currency: 'EUR', value: 100 }, reference: 'o-1', returnUrl: 'http://shop/return', paymentMethod: { type: 'scheme' } },
      'idem-1',
    );
    expect(result).toEqual({ resultCode: 'Authorised', pspReference: 'PSP1', merchantReference: 'o-1' });
    const last = seen.at(-1)!;
    expect(last.path).toBe('/v71/payments');
    expect(last.headers['x-api-key']).toBe('key-1');
    expect(last.headers['idempotency-key']).toBe('idem-1');
    expect(last.body).toMatchObject({ merchantAccount: 'Shop', reference: 'o-1' });
  });

  it('posts payment methods, details and PayPal updates to their v71 paths', async () => {
    answer = { status: 200, body: { paymentMethods: [{ type: 'scheme', name: 'Cards', brands: ['visa'] }] } };
    await expect(client().paymentMethods({ countryCode: 'NL', amount: { currency: 'EUR', value: 1 } })).resolves.toEqual(answer.body);
    expect(seen.at(-1)!.path).toBe('/v71/paymentMethods');

    answer = {
      status: 200,
      body: {
        resultCode: 'Refused',
        pspReference: 'P',
        merchantReference: 'o-1',
        amount: { currency: 'EUR', value: 1 },
        refusalReasonCode: '2',
      },
    };
    await expect(client().paymentDetails({ details: { redirectResult: 'r' } })).resolves.toMatchObject({ resultCode: 'Refused' });
    expect(seen.at(-1)!.path).toBe('/v71/payments/details');

    answer = { status: 200, body: { paymentData: 'pd', status: 'success' } };
    await expect(
      client().paypalUpdateOrder({ pspReference: 'P', paymentData: 'pd', amount: { currency: 'EUR', value: 1 } }),
    ).resolves.toEqual({ paymentData: 'pd', status: 'success' });
    expect(seen.at(-1)!.path).toBe('/v71/paypal/updateOrder');
  });

  it('throws ProviderHttpError with status and body on a non-2xx answer', async () => {
    answer = { status: 409, body: { status: 409, errorCode: '704', message: 'in flight', errorType: 'validation' } };
    const error = await client()
      .payments({ amount: { currency: 'EUR', value: 1 }, reference: 'r', returnUrl: 'http://x/', paymentMethod: { type: 'scheme' } }, 'k')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProviderHttpError);
    expect(error).toMatchObject({ status: 409, body: { errorCode: '704' } });
  });

  it('rejects an answer that breaks the v71 shape, and details that do not name their payment', async () => {
    answer = { status: 200, body: { resultCode: 'Maybe' } };
    await expect(client().paymentDetails({ details: { redirectResult: 'r' } })).rejects.toThrow();
    answer = { status: 200, body: { resultCode: 'Authorised', pspReference: 'P', amount: { currency: 'EUR', value: 1 } } };
    await expect(client().paymentDetails({ details: { redirectResult: 'r' } })).rejects.toThrow();
  });

  it('cancels and refunds at /v71/payments/{psp}/…, with the merchant account and an optional idempotency key', async () => {
    const received = { merchantAccount: 'Shop', paymentPspReference: 'PSP 1', pspReference: 'M1', reference: 'c-1', status: 'received' };
    answer = { status: 201, body: received };
    await expect(client().cancel('PSP 1', { reference: 'c-1' }, 'cancel-key')).resolves.toEqual(received);
    expect(seen.at(-1)).toMatchObject({
      path: '/v71/payments/PSP%201/cancels',
      body: { merchantAccount: 'Shop', reference: 'c-1' },
      headers: { 'idempotency-key': 'cancel-key' },
    });
    const amount = { currency: 'EUR', value: 2495 };
    answer = { status: 201, body: { ...received, amount } };
    await expect(client().refund('PSP 1', { reference: 'r-1', amount })).resolves.toMatchObject({ amount });
    expect(seen.at(-1)).toMatchObject({
      path: '/v71/payments/PSP%201/refunds',
      body: { merchantAccount: 'Shop', reference: 'r-1', amount },
    });
    expect(seen.at(-1)!.headers['idempotency-key']).toBeUndefined();
  });

  it('looks up the payments of a merchant reference with a GET', async () => {
    const payment = { pspReference: 'P', merchantReference: 'o 1&x', amount: { currency: 'EUR', value: 1 }, paymentMethodType: 'scheme' };
    answer = { status: 200, body: { payments: [{ ...payment, status: 'refunded' }] } };
    await expect(client().paymentsOf('o 1&x')).resolves.toEqual([{ ...payment, status: 'refunded' }]);
    expect(seen.at(-1)).toMatchObject({ method: 'GET', path: '/v71/payments?merchantReference=o+1%26x', body: undefined });
    expect(seen.at(-1)!.headers['x-api-key']).toBe('key-1');
    answer = { status: 200, body: { payments: [{ ...payment, status: 'maybe' }] } };
    await expect(client().paymentsOf('o-1')).rejects.toThrow();
  });
});
