import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { anOrderRequest, CHALLENGE_CARD, PROVIDER_TEST_KEYS, startTestCommerce } from '@sockshop/test-fixtures/sandboxes/commerce.sandbox';
import { Hono } from 'hono';
import { afterAll, describe, expect, it } from 'vitest';
import { completeRedirect, paymentSteps } from '../commerce/testing/payment-steps.js';
import { type RunningService, serve } from '../http/serve.js';

const RUNNER = resolve(import.meta.dirname, 'run.ts');
const dir = mkdtempSync(join(tmpdir(), 'provider-crash-'));
const children: ChildProcess[] = [];
const services: RunningService[] = [];
afterAll(async () => {
  for (const child of children) child.kill('SIGKILL');
  for (const service of services.reverse()) await service.close();
  rmSync(dir, { recursive: true, force: true });
});

/** A port the system had free: the commerce service must reach the restarted provider where it reached the first. */
async function freePort(): Promise<number> {
  const probe = await serve(new Hono(), { port: 0 });
  await probe.close();
  return probe.port;
}

/** run.ts in its own process on the shared database file and port; resolves once it listens. */
function startProvider(port: number, notifyUrl: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', RUNNER], {
    env: {
      ...process.env,
      PROVIDER_DB: join(dir, 'provider.sqlite'),
      PROVIDER_PORT: String(port),
      PROVIDER_API_KEY: PROVIDER_TEST_KEYS.apiKey,
      PROVIDER_HMAC_KEY: PROVIDER_TEST_KEYS.hmacKey,
      PROVIDER_MERCHANT: PROVIDER_TEST_KEYS.merchantAccount,
      PROVIDER_NOTIFY_URL: notifyUrl,
      PROVIDER_RETRY_DELAYS_MS: '50,100,200',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(child);
  return new Promise((done, fail) => {
    child.once('exit', (code) => fail(new Error(`provider exited with ${code}`)));
    createInterface({ input: child.stdout! }).once('line', () => done(child));
  });
}

/**
 * The commerce service's webhook behind a gate the test opens: a webhook it lets through reaches the service, any other
 * is answered 503 (the service "down"), so it stays in the provider's outbox. `failNext` refuses that many more first.
 */
async function startGate(commerceUrl: string) {
  const gate = { passes: (_body: string) => false, failNext: 0, calls: 0 };
  const app = new Hono().post('/notifications/adyen', async (c) => {
    const body = await c.req.text();
    gate.calls++;
    if (gate.failNext > 0 || !gate.passes(body)) {
      gate.failNext = Math.max(0, gate.failNext - 1);
      return c.body(null, 503);
    }
    const answer = await fetch(`${commerceUrl}/notifications/adyen`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });
    return c.body(await answer.text(), answer.status as 200);
  });
  const server = await serve(app, { port: 0 });
  services.push(server);
  return Object.assign(gate, { url: `${server.url}/notifications/adyen` });
}

interface Shopper {
  token: string;
  orderId: string;
  redirectResult: string;
}

describe('proof: the provider killed with approved payments in flight forgets none', () => {
  it('SIGKILL after 10 authorisations (7 webhooks undelivered): every payment ends paid or cancelled, every return shows the truth', async () => {
    const port = await freePort();
    const providerUrl = `http://127.0.0.1:${port}`;
    // No reconciliation during the proof: the outcomes must come from the provider's outbox and the shoppers' returns.
    const commerce = await startTestCommerce({
      provider: { ...PROVIDER_TEST_KEYS, url: providerUrl, publicUrl: providerUrl },
      reconcileAfterMs: 10 * 60_000,
    });
    services.push(commerce);
    const steps = paymentSteps(
      () => commerce.url,
      () => commerce.dbPath,
    );
    const gate = await startGate(commerce.url);
    const delivered = new Set<string>();
    gate.passes = (body) => [...delivered].some((orderId) => body.includes(orderId));
    const first = await startProvider(port, gate.url);

    // Ten shoppers authorise a challenge on the provider's page; only the first three webhooks reach the shop.
    const shoppers: Shopper[] = await Promise.all(
      Array.from({ length: 10 }, async (_, i) => {
        const token = await steps.cart('DE');
        const order = await steps.placeOrder(token);
        if (i < 3) delivered.add(order.id);
        const paid = await steps.pay(token, order.id, CHALLENGE_CARD);
        expect(paid.body.resultCode).toBe('RedirectShopper');
        const redirectResult = await completeRedirect((paid.body.action as { url: string }).url, 'authorise');
        return { token, orderId: order.id, redirectResult };
      }),
    );
    for (const { orderId } of shoppers.slice(0, 3)) await expect.poll(() => steps.order(orderId).status).toBe('paid');
    // Two shoppers give up waiting and start a new order of the same cart: the paid-for order is cancelled by the shop.
    for (const { token } of shoppers.slice(8)) await steps.placeOrder(token, anOrderRequest());
    expect(shoppers.map((s) => steps.order(s.orderId).status)).toEqual([
      ...Array(3).fill('paid'),
      ...Array(5).fill('pending'),
      'cancelled',
      'cancelled',
    ]);

    first.kill('SIGKILL');
    await new Promise((done) => first.once('exit', done));

    // The shop's webhook is up again but refuses the first two deliveries: the outbox retries.
    gate.passes = () => true;
    gate.failNext = 2;
    const callsBefore = gate.calls;
    await startProvider(port, gate.url);

    const lookup = async (orderId: string) => {
      const response = await fetch(`${providerUrl}/v71/payments?merchantReference=${orderId}`, {
        headers: { 'x-api-key': PROVIDER_TEST_KEYS.apiKey },
      });
      return ((await response.json()) as { payments: { status: string }[] }).payments.map((p) => p.status);
    };
    // Every approved payment: a paid order, or (the order was closed) cancelled at the provider.
    for (const { orderId } of shoppers.slice(0, 8)) await expect.poll(() => steps.order(orderId).status, { timeout: 10_000 }).toBe('paid');
    for (const { orderId } of shoppers.slice(8)) await expect.poll(() => lookup(orderId), { timeout: 10_000 }).toEqual(['cancelled']);
    for (const { orderId } of shoppers.slice(0, 8)) expect(await lookup(orderId)).toEqual(['authorised']);
    // The seven held webhooks, two refusals and the two cancellations at least.
    expect(gate.calls - callsBefore).toBeGreaterThanOrEqual(11);

    // The shoppers come back now, each with the redirectResult the provider gave them before the kill.
    const returns = await Promise.all(shoppers.map((s) => steps.details(s.token, s.orderId, s.redirectResult)));
    expect(returns.map((r) => r.status)).toEqual([...Array(8).fill(200), 409, 409]);
    expect(returns.slice(0, 8).map((r) => r.body.resultCode)).toEqual(Array(8).fill('Authorised'));
    expect(returns.slice(8).map((r) => r.body.error?.code)).toEqual(['ORDER_CLOSED', 'ORDER_CLOSED']);
    const confirmations = await Promise.all(shoppers.map((s) => steps.confirmation(s.token, s.orderId)));
    expect(confirmations.map((c) => c.status)).toEqual([...Array(8).fill(200), 409, 409]);
    expect(confirmations.slice(8).map((c) => c.body.failedReason)).toEqual(['Cancelled', 'Cancelled']);
  }, 60_000);
});
