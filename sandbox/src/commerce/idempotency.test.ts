import {
  AUTHORISED_CARD,
  anOrderRequest,
  callCommerce,
  startTestCommerceWithProvider,
  testCard,
} from '@sockshop/test-fixtures/sandboxes/commerce.sandbox';
import { Hono } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type RunningService, serve } from '../http/serve.js';
import { openReadOnlyDb } from './testing/read-only-db.js';

/** A pass-through in front of the provider that counts real charges (answers that are not idempotent replays). */
let charges = 0;
let proxy: RunningService;
async function countingProxy(target: string): Promise<string> {
  const forwarded = ['content-type', 'x-api-key', 'idempotency-key', 'accept'];
  const app = new Hono().all('*', async (c) => {
    const headers = Object.fromEntries(forwarded.flatMap((name) => (c.req.header(name) ? [[name, c.req.header(name)!]] : [])));
    const body = await c.req.arrayBuffer();
    const { pathname, search } = new URL(c.req.url);
    const answer = await fetch(`${target}${pathname}${search}`, {
      method: c.req.method,
      headers,
      body: body.byteLength ? body : undefined,
    });
    if (c.req.method === 'POST' && pathname === '/v71/payments' && answer.ok && answer.headers.get('idempotent-replay') !== 'true')
      charges++;
    const type = answer.headers.get('content-type') ?? 'application/json';
    return c.body(await answer.arrayBuffer(), answer.status as ContentfulStatusCode, { 'content-type': type });
  });
  proxy = await serve(app, { port: 0 });
  return proxy.url;
}

let env: Awaited<ReturnType<typeof startTestCommerceWithProvider>>;
beforeAll(async () => {
  env = await startTestCommerceWithProvider({ latencyMs: 300, providerUrl: countingProxy });
});
afterAll(async () => {
  await env.close();
  await proxy.close();
});
beforeEach(() => {
  charges = 0;
});

const call = (method: string, path: string, options: Parameters<typeof callCommerce>[3] = {}) =>
  callCommerce(env.commerce.url, method, path, options);

function ordersOfCart(token: string): number {
  const cartId = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).cartId as string;
  const db = openReadOnlyDb(env.commerce.dbPath);
  try {
    return (db.prepare('SELECT COUNT(*) AS n FROM orders WHERE cart_id = ?').get(cartId) as { n: number }).n;
  } finally {
    db.close();
  }
}

async function cartWithShipping() {
  const created = await call('POST', '/carts', {
    body: {
      store: { countryCode: 'DE', languageCode: 'de' },
      products: [
        { id: 'SOCK-001-3638', quantity: 1 },
        { id: 'de-standard', quantity: 1 },
      ],
    },
  });
  return created.body.jwtToken!;
}

const order = (token: string, key: string, signal?: AbortSignal) =>
  call('POST', '/carts/adyen/orders', { token, body: anOrderRequest(), headers: { 'idempotency-key': key }, signal });
const pay = (token: string, orderId: string, key: string, signal?: AbortSignal) =>
  call('POST', '/payments/adyen/payments', {
    token,
    body: { orderId, paymentMethod: testCard(AUTHORISED_CARD) },
    headers: { 'idempotency-key': key },
    signal,
  });

describe('proof: one order, one charge, however often it is sent', () => {
  it('the same order submitted twice at once gives one order', async () => {
    const token = await cartWithShipping();
    const [a, b] = await Promise.all([order(token, 'order-key-1'), order(token, 'order-key-1')]);
    expect([a.status, b.status]).toEqual([201, 201]);
    expect((a.body.order as { id: string }).id).toBe((b.body.order as { id: string }).id);
    expect(ordersOfCart(token)).toBe(1);
  });

  it('an order retried after a client timeout answers the first order', async () => {
    const token = await cartWithShipping();
    await order(token, 'order-key-2', AbortSignal.timeout(1)).catch(() => undefined);
    const retried = await order(token, 'order-key-2');
    const again = await order(token, 'order-key-2');
    expect(retried.status).toBe(201);
    expect(again.body).toEqual(retried.body);
    expect(ordersOfCart(token)).toBe(1);
  });

  it('the same payment submitted twice at once charges once', async () => {
    const token = await cartWithShipping();
    const orderId = ((await order(token, 'order-key-3')).body.order as { id: string }).id;
    const both = await Promise.all([pay(token, orderId, 'pay-key-3'), pay(token, orderId, 'pay-key-3')]);
    const codes = both.map((p) => p.body.resultCode ?? p.body.error?.code).sort();
    expect(codes[0]).toBe('Authorised');
    expect(['Authorised', 'IDEMPOTENCY_IN_FLIGHT']).toContain(codes[1]);
    const retried = await pay(token, orderId, 'pay-key-3');
    expect(retried.body).toEqual(both.find((p) => p.status === 200)!.body);
    expect(charges).toBe(1);
  });

  it('a payment retried after a client timeout answers the first result and charges once', async () => {
    const token = await cartWithShipping();
    const orderId = ((await order(token, 'order-key-4')).body.order as { id: string }).id;
    await expect(pay(token, orderId, 'pay-key-4', AbortSignal.timeout(50))).rejects.toThrow();
    // While the first attempt is still with the provider, a retry is told so instead of charging again.
    expect((await pay(token, orderId, 'pay-key-4')).body.error?.code).toBe('IDEMPOTENCY_IN_FLIGHT');
    await new Promise((r) => setTimeout(r, 500));
    const retried = await pay(token, orderId, 'pay-key-4');
    expect(retried.body.resultCode).toBe('Authorised');
    expect(charges).toBe(1);
    expect((await call('GET', `/payments/adyen/orders/${orderId}/confirmation`, { token })).body.order).toMatchObject({ status: 'paid' });
  });

  it('two payments of one order under different keys at once still charge once', async () => {
    const token = await cartWithShipping();
    const orderId = ((await order(token, 'order-key-5')).body.order as { id: string }).id;
    const both = await Promise.all([pay(token, orderId, 'pay-key-5a'), pay(token, orderId, 'pay-key-5b')]);
    expect(both.map((p) => p.body.resultCode ?? p.body.error?.code).sort()).toEqual(['Authorised', 'IDEMPOTENCY_IN_FLIGHT']);
    expect((await pay(token, orderId, 'pay-key-5c')).body.error?.code).toBe('ORDER_ALREADY_PAID');
    expect(charges).toBe(1);
  });
});
