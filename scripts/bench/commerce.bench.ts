import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { startCommerceSandbox } from '@sockshop/sandbox/commerce/commerce.sandbox';
import { startPaymentProvider } from '@sockshop/sandbox/payment-provider/payment-provider';
import { commerceTestProducts } from '@sockshop/test-fixtures/builders/commerce-catalogue.builder';
import {
  AUTHORISED_CARD,
  anOrderRequest,
  callCommerce,
  GENEROUS_RATE_LIMIT,
  testCard,
} from '@sockshop/test-fixtures/sandboxes/commerce.sandbox';

const KEYS = { apiKey: 'bench-api-key', merchantAccount: 'BenchShop', hmacKey: 'c3'.repeat(32) };
// The shop's origin: the orders' returnUrl (anOrderRequest) must be on it.
const SHOP_ORIGIN = 'http://localhost:3000';
const CONCURRENCY = 8;
const MAX_CART_OPS = 4_000;
const MAX_ORDERS = 600;
const TIME_BUDGET_MS = 8_000;
const VARIANTS = ['SOCK-001-3638', 'SOCK-001-4146', 'SALE-3638'];

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
const ms = (value: number) => `${value.toFixed(2)} ms`;

/** Runs `step` from CONCURRENCY workers until `max` steps or the time budget; answers the step latencies and the rate. */
async function load(max: number, step: (n: number) => Promise<void>) {
  const latencies: number[] = [];
  const started = performance.now();
  let issued = 0;
  const worker = async () => {
    while (issued < max && performance.now() - started < TIME_BUDGET_MS) {
      const n = issued++;
      const t0 = performance.now();
      await step(n);
      latencies.push(performance.now() - t0);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const sorted = latencies.sort((a, b) => a - b);
  return {
    count: sorted.length,
    perSecond: Math.round(sorted.length / ((performance.now() - started) / 1000)),
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
  };
}

/** The commerce sandbox on a SQLite file (WAL, synchronous FULL) with the sandbox provider: cart writes, cart reads, orders. */
export async function benchCommerce(): Promise<Record<string, string | number>> {
  const dir = mkdtempSync(join(tmpdir(), 'commerce-bench-'));
  const provider = await startPaymentProvider({ ...KEYS, allowedOrigins: [SHOP_ORIGIN] });
  const commerce = await startCommerceSandbox({
    dbPath: join(dir, 'commerce.sqlite'),
    products: commerceTestProducts(),
    stockUnitsOf: () => 1_000_000,
    jwtSecret: 'bench-secret-of-the-commerce-sandbox',
    allowedOrigins: [SHOP_ORIGIN],
    // Every bench call comes from 127.0.0.1: the per-address payment limit would refuse all but the first 20.
    paymentRateLimit: GENEROUS_RATE_LIMIT,
    provider: { ...KEYS, url: provider.url, publicUrl: provider.url },
  });
  provider.setNotifyUrl(`${commerce.url}/notifications/adyen`);
  const call = (method: string, path: string, options: Parameters<typeof callCommerce>[3] = {}) =>
    callCommerce(commerce.url, method, path, options);
  const expectStatus = (answer: { status: number }, status: number) => {
    if (answer.status !== status) throw new Error(`expected ${status}, got ${answer.status}`);
  };
  try {
    const tokens: string[] = [];
    for (let i = 0; i < CONCURRENCY * 4; i++) {
      const created = await call('POST', '/carts', { body: { store: { countryCode: 'DE', languageCode: 'de' } } });
      tokens.push(created.body.jwtToken!);
    }
    const add = await load(MAX_CART_OPS, async (n) => {
      const token = tokens[n % tokens.length]!;
      expectStatus(
        await call('PUT', '/carts', { token, body: { products: [{ id: VARIANTS[n % VARIANTS.length]!, quantity: (n % 5) + 1 }] } }),
        200,
      );
    });
    const fetchCart = await load(MAX_CART_OPS, async (n) => {
      expectStatus(await call('GET', '/carts', { token: tokens[n % tokens.length]! }), 200);
    });
    // One order per cart: a fresh cart with a line and shipping, the order, then an authorised card payment.
    const orders = await load(MAX_ORDERS, async () => {
      const created = await call('POST', '/carts', {
        body: {
          store: { countryCode: 'DE', languageCode: 'de' },
          products: [
            { id: 'SOCK-001-3638', quantity: 1 },
            { id: 'de-standard', quantity: 1 },
          ],
        },
      });
      const token = created.body.jwtToken!;
      const placed = await call('POST', '/carts/adyen/orders', {
        token,
        body: anOrderRequest(),
        headers: { 'idempotency-key': crypto.randomUUID() },
      });
      expectStatus(placed, 201);
      const orderId = (placed.body.order as { id: string }).id;
      const paid = await call('POST', '/payments/adyen/payments', { token, body: { orderId, paymentMethod: testCard(AUTHORISED_CARD) } });
      if (paid.body.resultCode !== 'Authorised') throw new Error(`payment ${paid.status} ${JSON.stringify(paid.body)}`);
    });
    await provider.webhooksIdle();
    return {
      concurrency: CONCURRENCY,
      durability: 'WAL, synchronous FULL',
      'add-to-cart (PUT /carts) count': add.count,
      'add-to-cart p50': ms(add.p50),
      'add-to-cart p99': ms(add.p99),
      'add-to-cart per second': add.perSecond,
      'cart fetch (GET /carts) count': fetchCart.count,
      'cart fetch p50': ms(fetchCart.p50),
      'cart fetch p99': ms(fetchCart.p99),
      'cart fetch per second': fetchCart.perSecond,
      'orders (cart + order + paid) count': orders.count,
      'orders per second': orders.perSecond,
      'order flow p50': ms(orders.p50),
      'order flow p99': ms(orders.p99),
    };
  } finally {
    await commerce.close();
    await provider.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
