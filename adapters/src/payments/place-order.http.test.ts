import { outOfStockLines, placeOrder } from '@sockshop/core/payments';
import type { CartScope } from '@sockshop/core/ports';
import { orderRequest } from '@sockshop/test-fixtures/contracts/payments.contract';
import { anOrderRequest, callCommerce, startTestCommerceWithProvider } from '@sockshop/test-fixtures/sandboxes/commerce.sandbox';
import { ResultAsync } from 'neverthrow';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createHttpCommerce } from '../commerce/commerce.http.js';
import { createMemoryTokenStore } from '../commerce/token-store.memory.js';
import { createHttpPayments } from './payments.http.js';

const DE: CartScope = { countryCode: 'DE', languageCode: 'de', region: 'NL' };

// Each test its own sandbox: each sells the 10 units of LAST-4146.
let env: Awaited<ReturnType<typeof startTestCommerceWithProvider>>;
beforeEach(async () => {
  env = await startTestCommerceWithProvider();
});
afterEach(() => env.close());

/** A shopper through the adapters, with `quantity` of the last-10-units variant and a shipping method in the cart. */
async function shopperWith(quantity: number) {
  const tokens = createMemoryTokenStore();
  const commerce = createHttpCommerce({ baseUrl: env.commerce.url, tokens, timeoutMs: 5_000 });
  const payments = createHttpPayments({ baseUrl: env.commerce.url, tokens, timeoutMs: 5_000 });
  await commerce.addProducts([{ id: 'LAST-4146', quantity }], DE);
  await commerce.selectShippingMethod('de-standard', DE);
  const cart = (await commerce.fetchCart(DE))._unsafeUnwrap();
  return { commerce, payments, tokens, lines: cart.items };
}

/** Another shopper orders `quantity` units straight at the commerce service: the units are reserved. */
async function otherShopperOrders(quantity: number) {
  const created = await callCommerce(env.commerce.url, 'POST', '/carts', {
    body: {
      store: { countryCode: 'DE', languageCode: 'de' },
      products: [
        { id: 'LAST-4146', quantity },
        { id: 'de-standard', quantity: 1 },
      ],
    },
  });
  const order = await callCommerce(env.commerce.url, 'POST', '/carts/adyen/orders', {
    token: created.body.jwtToken!,
    body: anOrderRequest(),
    headers: { 'idempotency-key': crypto.randomUUID() },
  });
  expect(order.status).toBe(201);
}

describe('the stock check before the order, over HTTP against the commerce sandbox', () => {
  it('attack: another shopper buys the last units between the check and the order; the order fails safely, the cart stays', async () => {
    const shopper = await shopperWith(1);
    // The check passes; the other order lands in the window before ours.
    const racing = {
      createOrder: (...args: Parameters<typeof shopper.payments.createOrder>) =>
        ResultAsync.fromSafePromise(otherShopperOrders(10)).andThen(() => shopper.payments.createOrder(...args)),
    };
    const error = (
      await placeOrder({ commerce: shopper.commerce, payments: racing }, shopper.lines, orderRequest(), DE)
    )._unsafeUnwrapErr();
    expect(error.code).toBe('OUT_OF_STOCK');
    expect(outOfStockLines(error).map((l) => l.id)).toEqual(['LAST-4146']);
    // The cart is as the shopper left it, and open.
    const cart = (await shopper.commerce.fetchCart(DE))._unsafeUnwrap();
    expect(cart.items.map((i) => [i.id, i.quantity])).toEqual([['LAST-4146', 1]]);
  });

  it('with the units gone before the check, no order is asked for and the line is named', async () => {
    const shopper = await shopperWith(1);
    await otherShopperOrders(10);
    let asked = 0;
    const counting = {
      createOrder: (...args: Parameters<typeof shopper.payments.createOrder>) => {
        asked++;
        return shopper.payments.createOrder(...args);
      },
    };
    const error = (
      await placeOrder({ commerce: shopper.commerce, payments: counting }, shopper.lines, orderRequest(), DE)
    )._unsafeUnwrapErr();
    expect(outOfStockLines(error).map((l) => l.id)).toEqual(['LAST-4146']);
    expect(asked).toBe(0);
  });
});
