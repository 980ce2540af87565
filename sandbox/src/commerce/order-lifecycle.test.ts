import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHALLENGE_CARD, startTestCommerce, startTestCommerceWithProvider } from '@sockshop/test-fixtures/sandboxes/commerce.sandbox';
import Database from 'libsql';
import { afterAll, describe, expect, it } from 'vitest';
import { completeRedirect, paymentSteps } from './testing/payment-steps.js';

const MINUTE = 60_000;
const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** A sandbox on a database file the test keeps, with a clock the test moves. */
async function sandboxOn(dbPath: string, clock: { now: number }, stock = 92) {
  const sandbox = await startTestCommerce({
    dbPath,
    now: () => clock.now,
    stockUnitsOf: (variant) => (variant.id === 'LAST-4146' ? stock : 100),
  });
  return {
    sandbox,
    steps: paymentSteps(
      () => sandbox.url,
      () => dbPath,
    ),
  };
}

function freshDb() {
  const dir = mkdtempSync(join(tmpdir(), 'commerce-lifecycle-'));
  dirs.push(dir);
  return join(dir, 'commerce.sqlite');
}

describe('pending orders hold stock for a while, then release it', () => {
  it('attack: 92 unpaid orders from 92 German carts empty the NL warehouse; after the reservation time a new shopper can buy', async () => {
    const clock = { now: Date.now() };
    const dbPath = freshDb();
    const { sandbox, steps } = await sandboxOn(dbPath, clock);
    try {
      const carts = await Promise.all(Array.from({ length: 92 }, () => steps.cart('DE', 'LAST-4146', 1)));
      const orders = await Promise.all(carts.map((token) => steps.placeOrder(token, undefined)));
      expect(steps.stock('LAST-4146')).toBe(0);
      const shopper = await steps.call('POST', '/carts', {
        body: { store: { countryCode: 'DE', languageCode: 'de' }, products: [{ id: 'LAST-4146', quantity: 1 }] },
      });
      expect(shopper.body.error?.code).toBe('OUT_OF_STOCK');

      clock.now += 14 * MINUTE;
      expect((await steps.call('GET', '/products?storeId=DE&productIds=LAST-4146')).body.products).toEqual([
        { id: 'LAST-4146', isAvailable: false },
      ]);
      clock.now += 2 * MINUTE;
      const buyer = await steps.cart('DE', 'LAST-4146', 1);
      const bought = await steps.placeOrder(buyer);
      expect(steps.stock('LAST-4146')).toBe(91);
      expect(steps.query("SELECT COUNT(*) AS n FROM orders WHERE status = 'expired'")).toEqual([{ n: 92 }]);
      expect(steps.order(bought.id).status).toBe('pending');
      // An expired order answers a clear code; its cart is still the shopper's, to order again.
      expect(await steps.confirmation(carts[0]!, orders[0]!.id)).toMatchObject({
        status: 409,
        body: { failedReason: 'Expired', error: { code: 'ORDER_CLOSED' } },
      });
      expect((await steps.call('GET', '/carts', { token: carts[0]! })).body.state).toBe('OPEN');
    } finally {
      await sandbox.close();
    }
  });

  it('reservations expire after a restart too, also in a database file written before expiry was data', async () => {
    const clock = { now: Date.now() };
    const dbPath = freshDb();
    const first = await sandboxOn(dbPath, clock, 5);
    const token = await first.steps.cart('DE', 'LAST-4146', 2);
    const order = await first.steps.placeOrder(token);
    const newer = await first.steps.placeOrder(await first.steps.cart('DE', 'LAST-4146', 1));
    expect(first.steps.stock('LAST-4146')).toBe(2);
    await first.sandbox.close();

    // The file as the previous release wrote it: no expiry columns.
    const db = new Database(dbPath);
    db.exec('DROP INDEX orders_expiry; DROP INDEX orders_reconcile');
    for (const column of ['expires_at', 'refused_attempts', 'reconcile_at']) db.exec(`ALTER TABLE orders DROP COLUMN ${column}`);
    db.close();

    clock.now += 20 * MINUTE;
    const second = await sandboxOn(dbPath, clock, 5);
    try {
      // Released on start, before any request.
      expect(second.steps.stock('LAST-4146')).toBe(5);
      expect(second.steps.order(order.id).status).toBe('expired');
      expect(second.steps.order(newer.id).status).toBe('expired');
    } finally {
      await second.sandbox.close();
    }
  });

  it('a newer order of a cart supersedes its pending one: at most one pending order per cart, stock reserved once', async () => {
    const clock = { now: Date.now() };
    const { sandbox, steps } = await sandboxOn(freshDb(), clock, 10);
    try {
      const token = await steps.cart('DE', 'LAST-4146', 3);
      const ids = [];
      for (let i = 0; i < 3; i++) ids.push((await steps.placeOrder(token)).id);
      const cartId = steps.cartIdOf(token);
      expect(steps.query('SELECT id, status FROM orders WHERE cart_id = ? ORDER BY number', cartId)).toEqual([
        { id: ids[0], status: 'cancelled' },
        { id: ids[1], status: 'cancelled' },
        { id: ids[2], status: 'pending' },
      ]);
      expect(steps.stock('LAST-4146')).toBe(7);
    } finally {
      await sandbox.close();
    }
  });

  it('a payment attempt renews the reservation; a late authorisation of an expired order is cancelled, never restocked twice', async () => {
    const clock = { now: Date.now() };
    const env = await startTestCommerceWithProvider({ commerce: { now: () => clock.now } });
    const steps = paymentSteps(
      () => env.commerce.url,
      () => env.commerce.dbPath,
    );
    try {
      const token = await steps.cart('DE', 'LAST-4146', 1);
      const order = await steps.placeOrder(token);
      const stock = steps.stock('LAST-4146');
      clock.now += 10 * MINUTE;
      const challenged = await steps.pay(token, order.id, CHALLENGE_CARD);
      expect(challenged.body.resultCode).toBe('RedirectShopper');
      clock.now += 10 * MINUTE;
      await steps.call('GET', '/products?storeId=DE&productIds=LAST-4146');
      expect(steps.order(order.id).status).toBe('pending');

      clock.now += 6 * MINUTE;
      await steps.call('GET', '/products?storeId=DE&productIds=LAST-4146');
      expect(steps.order(order.id).status).toBe('expired');
      expect(steps.stock('LAST-4146')).toBe(stock + 1);
      expect(await steps.pay(token, order.id, CHALLENGE_CARD)).toMatchObject({ status: 409, body: { error: { code: 'ORDER_CLOSED' } } });

      await completeRedirect((challenged.body.action as { url: string }).url, 'authorise');
      await env.provider.webhooksIdle();
      await expect
        .poll(() => steps.query<{ state: string }>('SELECT state FROM payment_events WHERE order_id = ?', order.id).map((e) => e.state))
        .toEqual(['confirmed']);
      expect(steps.order(order.id).status).toBe('expired');
      expect(steps.stock('LAST-4146')).toBe(stock + 1);
    } finally {
      await env.close();
    }
  });
});
