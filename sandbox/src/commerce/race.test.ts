import { RawCartSchema } from '@sockshop/core/cart';
import { aProduct, aVariant } from '@sockshop/test-fixtures/builders/product.builder';
import {
  AUTHORISED_CARD,
  anOrderRequest,
  callCommerce,
  startTestCommerce,
  startTestCommerceWithProvider,
  testCard,
} from '@sockshop/test-fixtures/sandboxes/commerce.sandbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openReadOnlyDb } from './testing/read-only-db.js';

let env: Awaited<ReturnType<typeof startTestCommerceWithProvider>>;
beforeAll(async () => {
  env = await startTestCommerceWithProvider();
});
afterAll(() => env.close());

const call = (method: string, path: string, options: Parameters<typeof callCommerce>[3] = {}) =>
  callCommerce(env.commerce.url, method, path, options);

function stockInDb(variantId: string): number {
  const db = openReadOnlyDb(env.commerce.dbPath);
  try {
    return (db.prepare('SELECT stock FROM variants WHERE id = ?').get(variantId) as { stock: number }).stock;
  } finally {
    db.close();
  }
}

describe('proof: 50 shoppers race for the last 10 units', () => {
  it('exactly 10 are sold, no cart line vanishes, stock never goes negative', async () => {
    const shoppers = 50;
    expect(stockInDb('LAST-4146')).toBe(10);
    const carts = await Promise.all(
      Array.from({ length: shoppers }, () =>
        call('POST', '/carts', {
          body: {
            store: { countryCode: 'DE', languageCode: 'de' },
            products: [
              { id: 'LAST-4146', quantity: 1 },
              { id: 'de-standard', quantity: 1 },
            ],
          },
        }),
      ),
    );
    expect(carts.map((c) => c.status)).toEqual(Array(shoppers).fill(201));
    const tokens = carts.map((c) => c.body.jwtToken!);

    const orders = await Promise.all(
      tokens.map((token) =>
        call('POST', '/carts/adyen/orders', { token, body: anOrderRequest(), headers: { 'idempotency-key': crypto.randomUUID() } }),
      ),
    );
    const placed = orders.flatMap((o, i) =>
      o.status === 201 ? [{ token: tokens[i]!, orderId: (o.body.order as { id: string }).id }] : [],
    );
    expect(placed).toHaveLength(10);
    expect(orders.filter((o) => o.status !== 201).map((o) => o.body.error?.code)).toEqual(Array(40).fill('OUT_OF_STOCK'));
    expect(stockInDb('LAST-4146')).toBe(0);

    const paid = await Promise.all(
      placed.map(({ token, orderId }) =>
        call('POST', '/payments/adyen/payments', { token, body: { orderId, paymentMethod: testCard(AUTHORISED_CARD) } }),
      ),
    );
    expect(paid.map((p) => p.body.resultCode)).toEqual(Array(10).fill('Authorised'));
    await env.provider.webhooksIdle();

    // Every cart still holds its line: the 10 paid ones closed, the 40 others open as the shopper left them.
    const after = await Promise.all(tokens.map((token) => call('GET', '/carts', { token })));
    const states = after.map((a) => RawCartSchema.parse(a.body));
    expect(
      states.every((cart) => cart.cartItems.some((i) => i.type === 'productVariant' && i.productId === 'LAST-4146' && i.quantity === 1)),
    ).toBe(true);
    expect(states.filter((cart) => cart.state === 'CLOSED')).toHaveLength(10);
    expect(stockInDb('LAST-4146')).toBe(0);
    const stock = await call('GET', '/products?storeId=DE&productIds=LAST-4146');
    expect(stock.body.products).toEqual([{ id: 'LAST-4146', isAvailable: false }]);
  });

  it('no line vanishes when one cart gets 30 concurrent writes of different products', async () => {
    const products = Array.from({ length: 30 }, (_, i) => {
      const sku = `RACE-${String(i).padStart(2, '0')}`;
      return aProduct({ sku, id: sku, variants: [aVariant({ sku: `${sku}-3638`, id: `${sku}-3638` })] });
    });
    const sandbox = await startTestCommerce({ products });
    try {
      const created = await callCommerce(sandbox.url, 'POST', '/carts', { body: { store: { countryCode: 'NL', languageCode: 'nl' } } });
      const token = created.body.jwtToken!;
      const ids = products.map((p) => p.variants[0]!.id);
      const writes = await Promise.all(
        ids.map((id) => callCommerce(sandbox.url, 'PUT', '/carts', { token, body: { products: [{ id, quantity: 2 }] } })),
      );
      expect(writes.map((w) => w.status)).toEqual(Array(30).fill(200));
      const cart = RawCartSchema.parse((await callCommerce(sandbox.url, 'GET', '/carts', { token })).body);
      expect(cart.cartItems.map((i) => (i.type === 'productVariant' ? `${i.productId}x${i.quantity}` : '')).sort()).toEqual(
        ids.map((id) => `${id}x2`),
      );
    } finally {
      await sandbox.close();
    }
  });
});
