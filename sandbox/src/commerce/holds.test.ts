import { anOrderRequest, callCommerce, startTestCommerce } from '@sockshop/test-fixtures/sandboxes/commerce.sandbox';
import { afterEach, describe, expect, it } from 'vitest';
import { defaultHoldLimits } from './hold-limits.js';
import { callCommerceFrom } from './testing/call-from.js';
import { holdCatalogue, holdVariant } from './testing/hold-catalogue.js';
import { openReadOnlyDb } from './testing/read-only-db.js';

const VARIANTS = 60;
const UNITS = 500;
const OTHER_ADDRESS = '127.0.0.2';

let sandbox: Awaited<ReturnType<typeof startTestCommerce>> | undefined;
afterEach(async () => {
  await sandbox?.close();
  sandbox = undefined;
});

/** A warehouse of 60 variants × 500 units behind the real hold limits (the shared test sandbox raises them). */
async function start() {
  sandbox = await startTestCommerce({
    products: holdCatalogue(VARIANTS),
    stockUnitsOf: () => UNITS,
    holdLimits: defaultHoldLimits(15 * 60_000),
  });
  const url = sandbox.url;
  const dbPath = sandbox.dbPath;
  type Caller = (method: string, path: string, options?: { body?: unknown; token?: string }) => ReturnType<typeof callCommerce>;
  const fromHere: Caller = (method, path, options = {}) =>
    callCommerce(url, method, path, { ...options, headers: { 'idempotency-key': crypto.randomUUID() } });
  const fromOther: Caller = (method, path, options) => callCommerceFrom(OTHER_ADDRESS, url, method, path, options);
  /** A DE cart of `lines` (variant index, units) with standard shipping, ordered; answers the order call's answer. */
  async function cartAndOrder(call: Caller, lines: [number, number][]) {
    const products = [...lines.map(([i, quantity]) => ({ id: holdVariant(i), quantity })), { id: 'de-standard', quantity: 1 }];
    const cart = await call('POST', '/carts', { body: { store: { countryCode: 'DE', languageCode: 'de' }, products } });
    expect(cart.status, JSON.stringify(cart.body)).toBe(201);
    const token = cart.body.jwtToken!;
    return { token, order: await call('POST', '/carts/adyen/orders', { token, body: anOrderRequest() }) };
  }
  /** Units taken from the warehouse by pending orders (no order is paid here). */
  function held(): number {
    const db = openReadOnlyDb(dbPath);
    try {
      const { stock } = db.prepare('SELECT SUM(stock) AS stock FROM variants').get() as { stock: number };
      return VARIANTS * UNITS - stock;
    } finally {
      db.close();
    }
  }
  return { fromHere, fromOther, cartAndOrder, held };
}

describe('pending orders cannot hoard stock: 50 units an order, 100 an address, 20 of one variant', () => {
  it('a hoarding run from one address (40 carts, 40 orders) ends holding 100 of 30,000 units; another address still orders', async () => {
    const { fromHere, fromOther, cartAndOrder, held } = await start();
    // Full carts, as the finding's run used them: 49 lines of 10 units, 490 units an order.
    const full = Array.from({ length: 20 }, (_, cart) =>
      Array.from({ length: 49 }, (_, line): [number, number] => [(cart + line) % VARIANTS, 10]),
    );
    const fullAnswers = await Promise.all(full.map((lines) => cartAndOrder(fromHere, lines)));
    expect(fullAnswers.map((a) => a.order.status)).toEqual(Array(20).fill(422));
    expect(fullAnswers[0]!.order.body.error).toEqual({
      code: 'quantity_request_upper_limit',
      message: 'An order holds at most 50 units; this cart has 490',
    });
    expect(held()).toBe(0);

    // The hoarder adapts: carts of 50 units (5 lines of 10), each of other variants, one order each.
    const small = Array.from({ length: 20 }, (_, cart) =>
      Array.from({ length: 5 }, (_, line): [number, number] => [(cart * 5 + line) % VARIANTS, 10]),
    );
    const statuses: number[] = [];
    for (const lines of small) statuses.push((await cartAndOrder(fromHere, lines)).order.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(2);
    expect(statuses.filter((s) => s === 422)).toHaveLength(18);
    expect(held()).toBe(100);

    // A shopper on another address buys what the hoarder holds some of.
    const other = await cartAndOrder(fromOther, [
      [0, 10],
      [1, 10],
    ]);
    expect(other.order.status, JSON.stringify(other.order.body)).toBe(201);
    expect(held()).toBe(120);
    // The hoarder's own address is still refused, whatever it asks.
    expect((await cartAndOrder(fromHere, [[59, 1]])).order.body.error?.code).toBe('quantity_request_upper_limit');
  });

  it('per variant: one address holds at most 20 units of a variant across its carts; a new order of a cart replaces its hold', async () => {
    const { fromHere, cartAndOrder, held } = await start();
    const first = await cartAndOrder(fromHere, [[7, 10]]);
    const second = await cartAndOrder(fromHere, [[7, 10]]);
    const third = await cartAndOrder(fromHere, [[7, 10]]);
    expect([first.order.status, second.order.status, third.order.status]).toEqual([201, 201, 422]);
    expect(third.order.body.error).toEqual({
      code: 'quantity_request_upper_limit',
      message: `Unpaid orders from one address hold at most 20 units of ${holdVariant(7)}; this order would make 30`,
    });
    // The first cart orders again (another address on the form, say): its first order's units go back before the new ones count.
    const again = await fromHere('POST', '/carts/adyen/orders', {
      token: first.token,
      body: anOrderRequest({ telephone: '+49301111111' }),
    });
    expect(again.status, JSON.stringify(again.body)).toBe(201);
    expect(held()).toBe(20);
    // Other variants are still open to the same address, up to its 100 units.
    expect((await cartAndOrder(fromHere, [[8, 10]])).order.status).toBe(201);
    expect(held()).toBe(30);
  });
});
