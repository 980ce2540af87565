import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { RawCartSchema } from '@sockshop/core/cart';
import { commerceTestProducts } from '@sockshop/test-fixtures/builders/commerce-catalogue.builder';
import {
  AUTHORISED_CARD,
  anOrderRequest,
  callCommerce,
  PROVIDER_TEST_KEYS,
  REFUSED_CARD,
  testCard,
} from '@sockshop/test-fixtures/sandboxes/commerce.sandbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningPaymentProvider, startPaymentProvider } from '../payment-provider/payment-provider.js';
import { openReadOnlyDb } from './testing/read-only-db.js';

const RUNNER = resolve(import.meta.dirname, 'run.ts');
const dir = mkdtempSync(join(tmpdir(), 'commerce-crash-'));
const children: ChildProcess[] = [];
afterAll(() => {
  for (const child of children) child.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
});

/** Starts run.ts in its own process on the shared database file; resolves with its URL. */
function startRunner(extraEnv: Record<string, string> = {}): Promise<{ url: string; child: ChildProcess }> {
  writeFileSync(join(dir, 'products.json'), JSON.stringify(commerceTestProducts()));
  // Plenty of every variant: this proof is about durability, not stock.
  writeFileSync(join(dir, 'stock.json'), JSON.stringify({}));
  const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', RUNNER], {
    env: {
      ...process.env,
      COMMERCE_DB: join(dir, 'commerce.sqlite'),
      COMMERCE_PRODUCTS: join(dir, 'products.json'),
      COMMERCE_STOCK: join(dir, 'stock.json'),
      COMMERCE_JWT_SECRET: 'crash-test-secret',
      ...extraEnv,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(child);
  return new Promise((done, fail) => {
    child.once('exit', (code) => fail(new Error(`runner exited with ${code}`)));
    createInterface({ input: child.stdout! }).once('line', (line) => done({ url: (JSON.parse(line) as { url: string }).url, child }));
  });
}

type Lines = Record<string, number>;
const VARIANTS = ['SOCK-001-3638', 'SOCK-001-4146', 'SALE-3638', 'LAST-4146'];

describe('proof: nothing acknowledged is lost when the process is killed', () => {
  it('SIGKILL in the middle of a stream of cart writes: after a restart every acknowledged write is there', async () => {
    const first = await startRunner();
    const writers = 8;
    // Per cart: the last acknowledged lines, and the lines of a write sent but not answered.
    const acked: { token: string; lines: Lines; inFlight: Lines | null; writes: number }[] = [];
    let killed = false;

    const writer = async () => {
      const created = await callCommerce(first.url, 'POST', '/carts', { body: { store: { countryCode: 'NL', languageCode: 'nl' } } });
      const entry = { token: created.body.jwtToken!, lines: {} as Lines, inFlight: null as Lines | null, writes: 0 };
      acked.push(entry);
      for (let i = 0; !killed && i < 10_000; i++) {
        const id = VARIANTS[i % VARIANTS.length]!;
        const quantity = (i % 3) + 1 === 3 ? 0 : (i % 7) + 1;
        const next = { ...entry.lines, [id]: quantity };
        if (quantity === 0) delete next[id];
        entry.inFlight = next;
        try {
          const answer = await callCommerce(first.url, 'PUT', '/carts', { token: entry.token, body: { products: [{ id, quantity }] } });
          if (answer.status !== 200) throw new Error(`write refused: ${answer.status}`);
          entry.lines = next;
          entry.inFlight = null;
          entry.writes++;
        } catch (error) {
          if (!killed) throw error;
          return;
        }
      }
    };
    const stream = Promise.allSettled(Array.from({ length: writers }, writer));
    // Kill mid-stream, once a good number of writes is acknowledged (bounded in time on a slow machine).
    const started = Date.now();
    while (acked.reduce((sum, e) => sum + e.writes, 0) < 120 && Date.now() - started < 8_000) await new Promise((r) => setTimeout(r, 5));
    killed = true;
    first.child.kill('SIGKILL');
    const outcomes = await stream;
    expect(outcomes.filter((o) => o.status === 'rejected')).toEqual([]);
    const acknowledged = acked.reduce((sum, e) => sum + e.writes, 0);
    expect(acknowledged).toBeGreaterThan(50);

    const second = await startRunner();
    for (const entry of acked) {
      const answer = await callCommerce(second.url, 'GET', '/carts', { token: entry.token });
      const recovered = Object.fromEntries(
        RawCartSchema.parse(answer.body)
          .cartItems.filter((i) => i.type === 'productVariant')
          .map((i) => [i.productId, i.quantity]),
      );
      // The write in flight at the kill may or may not have committed; everything before it must be there.
      const candidates = [entry.lines, ...(entry.inFlight ? [entry.inFlight] : [])];
      expect(candidates).toContainEqual(recovered);
    }
    second.child.kill('SIGTERM');
  });
});

/**
 * A port the system had free at the start, kept for the whole proof: the provider's webhook URL must reach the runner
 * again after a restart, and a fixed number could be taken by another run on the same machine.
 */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((done) => probe.listen(0, '127.0.0.1', done));
  const { port } = probe.address() as AddressInfo;
  await new Promise((done) => probe.close(done));
  return port;
}
let RUNNER_PORT = 0;
const CHECKPOINTS = ['before-provider-call', 'after-authorisation', 'before-notification-applied'] as const;

describe('proof: a payment survives SIGKILL at each step', () => {
  let provider: RunningPaymentProvider;
  beforeAll(async () => {
    RUNNER_PORT = await freePort();
    provider = await startPaymentProvider({
      ...PROVIDER_TEST_KEYS,
      allowedOrigins: ['http://localhost:3000'],
      // The outbox keeps retrying while the runner is down, at the last wait.
      notifyRetryDelaysMs: [50, 100, 200],
      notifyUrl: `http://127.0.0.1:${RUNNER_PORT}/notifications/adyen`,
    });
  });
  afterAll(() => provider?.close());

  const paymentEnv = () => ({
    COMMERCE_PORT: String(RUNNER_PORT),
    COMMERCE_PROVIDER_URL: provider.url,
    COMMERCE_PROVIDER_API_KEY: PROVIDER_TEST_KEYS.apiKey,
    COMMERCE_PROVIDER_HMAC_KEY: PROVIDER_TEST_KEYS.hmacKey,
    COMMERCE_PROVIDER_MERCHANT: PROVIDER_TEST_KEYS.merchantAccount,
    COMMERCE_RECONCILE_EVERY_MS: '200',
    COMMERCE_RECONCILE_AFTER_MS: '300',
  });

  async function providerPaymentsOf(orderId: string) {
    const response = await fetch(`${provider.url}/v71/payments?merchantReference=${orderId}`, {
      headers: { 'x-api-key': PROVIDER_TEST_KEYS.apiKey },
    });
    return ((await response.json()) as { payments: { status: string }[] }).payments.map((p) => p.status);
  }

  function readDb<T>(sql: string, ...params: unknown[]): T {
    const db = openReadOnlyDb(join(dir, 'commerce.sqlite'));
    try {
      return db.prepare(sql).get(...params) as T;
    } finally {
      db.close();
    }
  }
  const stock = () => readDb<{ stock: number }>("SELECT stock FROM variants WHERE id = 'SOCK-001-3638'").stock;
  const statusOf = (orderId: string) => readDb<{ status: string }>('SELECT status FROM orders WHERE id = ?', orderId).status;

  for (const checkpoint of CHECKPOINTS) {
    for (const outcome of ['authorised', 'refused'] as const) {
      it(`killed at ${checkpoint}, ${outcome === 'authorised' ? 'an' : 'a'} ${outcome} card payment ends as one ${outcome === 'authorised' ? 'paid' : 'refused'} order`, async () => {
        const crashing = await startRunner({ ...paymentEnv(), COMMERCE_CRASH_AT: checkpoint });
        const exited = new Promise((done) => crashing.child.once('exit', (_code, signal) => done(signal)));
        const created = await callCommerce(crashing.url, 'POST', '/carts', {
          body: {
            store: { countryCode: 'DE', languageCode: 'de' },
            products: [
              { id: 'SOCK-001-3638', quantity: 1 },
              { id: 'de-standard', quantity: 1 },
            ],
          },
        });
        const token = created.body.jwtToken!;
        const placed = await callCommerce(crashing.url, 'POST', '/carts/adyen/orders', { token, body: anOrderRequest() });
        const orderId = (placed.body.order as { id: string }).id;
        const before = stock() + 1;
        const payment = {
          token,
          body: { orderId, paymentMethod: testCard(outcome === 'authorised' ? AUTHORISED_CARD : REFUSED_CARD) },
          headers: { 'idempotency-key': `pay-${checkpoint}-${outcome}` },
        };
        await callCommerce(crashing.url, 'POST', '/payments/adyen/payments', payment).catch(() => null);
        expect(await exited).toBe('SIGKILL');

        const restarted = await startRunner(paymentEnv());
        try {
          if (checkpoint === 'before-provider-call') {
            // Nothing reached the provider: the order waits, and the shopper's retry (same key) pays it.
            expect(await providerPaymentsOf(orderId)).toEqual([]);
            expect(statusOf(orderId)).toBe('pending');
            await callCommerce(restarted.url, 'POST', '/payments/adyen/payments', payment);
          }
          const expected = outcome === 'authorised' ? 'paid' : 'refused';
          await expect.poll(() => statusOf(orderId), { timeout: 10_000, interval: 100 }).toBe(expected);
          expect(await providerPaymentsOf(orderId)).toEqual([outcome]);
          expect(stock()).toBe(outcome === 'authorised' ? before - 1 : before);
          if (checkpoint === 'before-notification-applied') {
            // The notification was in the inbox before the kill, and is applied now.
            const inbox = readDb<{ n: number; open: number }>(
              'SELECT COUNT(*) AS n, SUM(applied_at IS NULL) AS open FROM notification_inbox WHERE item LIKE ?',
              `%${orderId}%`,
            );
            // toMatchObject: libsql adds a `_metadata` (query duration) to the row `get` answers.
            expect(inbox).toMatchObject({ n: 1, open: 0 });
          }
          // A later look (the reconciler, the provider's webhook retries) changes nothing more.
          await new Promise((r) => setTimeout(r, 700));
          expect(statusOf(orderId)).toBe(expected);
          expect(stock()).toBe(outcome === 'authorised' ? before - 1 : before);
          expect(await providerPaymentsOf(orderId)).toEqual([outcome]);
        } finally {
          restarted.child.kill('SIGKILL');
          await new Promise((done) => restarted.child.once('exit', done));
        }
      }, 30_000);
    }
  }
});
