import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningSandbox, startSandbox } from '../start-sandbox.js';

/**
 * Every sandbox service that reads JSON bodies refuses one nested too deep or too large with a JSON 400/413,
 * never a 500 or a crash. Each request carries the credentials its route asks for, so the body is what gets refused.
 */
const PROVIDER_API_KEY = 'json-bodies-provider-key';
const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
const DEEPEST = nested(10_000); // 20,000 bytes: over some services' size limits, under others'
const DEEP = nested(100); // 200 bytes: under every size limit, so only the depth check can refuse it
const HUGE = `"${'x'.repeat(300 * 1024)}"`; // over every service's size limit (the largest is 256 KiB)

interface Endpoint {
  service: string;
  path: string;
  headers?: Record<string, string>;
}

let sandbox: RunningSandbox;
let endpoints: Endpoint[];
const dir = mkdtempSync(join(tmpdir(), 'sockshop-json-bodies-'));

beforeAll(async () => {
  sandbox = await startSandbox({
    SANDBOX_PORT: '0',
    CATALOGUE_SIZE: '20',
    LOG_LEVEL: 'error',
    PUBLIC_ORIGIN: 'http://localhost:3000',
    DATA_DIR: dir,
    PAYMENT_PROVIDER_API_KEY: PROVIDER_API_KEY,
    PAYMENT_CALLS_PER_MINUTE: '10000',
  });
  const { env, urls } = sandbox;
  const created = await fetch(`${env.COMMERCE_API_URL}/carts`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ store: { countryCode: 'DE', languageCode: 'en' } }),
  });
  expect(created.status).toBe(201);
  const cart = { authorization: `Bearer ${((await created.json()) as { jwtToken: string }).jwtToken}` };
  const provider = { 'x-api-key': PROVIDER_API_KEY };
  const newsletter = { authorization: `Bearer ${env.NEWSLETTER_API_KEY}` };
  endpoints = [
    ...['/search', '/search/suggest', '/filters/products', '/price-range/products'].map((path) => ({ service: env.SEARCH_API_URL!, path })),
    { service: env.COMMERCE_API_URL!, path: '/carts' },
    ...[
      '/carts',
      '/carts/adyen/orders',
      '/payments/adyen/paymentmethods',
      '/payments/adyen/payments',
      '/payments/adyen/payments/details',
      '/payments/adyen/payments/paypal/updateOrder',
    ].map((path) => ({ service: env.COMMERCE_API_URL!, path, headers: cart })),
    { service: env.COMMERCE_API_URL!, path: '/notifications/adyen' },
    ...[
      '/v71/paymentMethods',
      '/v71/payments',
      '/v71/payments/details',
      '/v71/paypal/updateOrder',
      '/v71/payments/PSP1/cancels',
      '/v71/payments/PSP1/refunds',
    ].map((path) => ({ service: urls.paymentProvider!, path, headers: provider })),
    { service: urls.paymentProvider!, path: '/checkout/card/tokens' },
    { service: env.NEWSLETTER_API_URL!, path: '/v1/subscribers', headers: newsletter },
  ];
});
afterAll(async () => {
  await sandbox?.close();
  rmSync(dir, { recursive: true, force: true });
});

/**
 * One request on its own connection (node:http, no keep-alive): a service may answer 413 and close before it has read
 * the whole body, which fetch's pooled connections report as "other side closed" instead of the answer.
 */
function post(endpoint: Endpoint, body: string): Promise<{ label: string; status: number; json: () => unknown }> {
  // PUT /carts changes a cart; every other JSON route is a POST.
  const method = endpoint.path === '/carts' && endpoint.headers ? 'PUT' : 'POST';
  const label = `${method} ${endpoint.path}`;
  return new Promise((resolve, reject) => {
    const req = request(`${endpoint.service}${endpoint.path}`, {
      method,
      agent: false,
      headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), ...endpoint.headers },
    });
    req.on('response', async (res) => {
      let text = '';
      for await (const chunk of res) text += chunk;
      resolve({ label, status: res.statusCode ?? 0, json: () => JSON.parse(text) as unknown });
    });
    // A write cut short after the service has answered is expected; the answer still arrives.
    req.on('error', (error) => setTimeout(() => reject(new Error(`${label}: ${error.message}`)), 200));
    req.end(body);
  });
}

describe('JSON bodies bounded in depth and size in every sandbox service', () => {
  it('answers a 10,000-deep array with a JSON 400 or 413, never a 500', async () => {
    for (const endpoint of endpoints) {
      const answer = await post(endpoint, DEEPEST);
      expect([400, 413], answer.label).toContain(answer.status);
      expect(answer.json, answer.label).not.toThrow();
    }
  });

  it('refuses a 100-deep array, small enough for every size limit, with 400 for its depth before reading it', async () => {
    for (const endpoint of endpoints) {
      const answer = await post(endpoint, DEEP);
      expect([answer.label, answer.status]).toEqual([answer.label, 400]);
      expect(JSON.stringify(answer.json()), answer.label).toContain('nests deeper than 32 levels');
    }
  });

  it('answers an oversized body with a JSON 413', async () => {
    for (const endpoint of endpoints) {
      const answer = await post(endpoint, HUGE);
      expect([answer.label, answer.status]).toEqual([answer.label, 413]);
      expect(answer.json, answer.label).not.toThrow();
    }
  });

  it('still serves after all of it', async () => {
    const search = await fetch(`${sandbox.env.SEARCH_API_URL}/search`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token: sandbox.env.SEARCH_TOKEN, query: 'sock', options: {}, context: { storefront: 'de' } }),
    });
    expect(search.status).toBe(200);
  });
});
