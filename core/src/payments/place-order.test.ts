import { commerceTestProducts, commerceTestStock } from '@sockshop/test-fixtures/builders/commerce-catalogue.builder';
import { orderRequest } from '@sockshop/test-fixtures/contracts/payments.contract';
import { FakeCommerce } from '@sockshop/test-fixtures/fakes/commerce.fake';
import { FakePayments } from '@sockshop/test-fixtures/fakes/payments.fake';
import { errAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import type { CartScope, CartTokenStore } from '../ports/index.js';
import { type OrderLine, OUT_OF_STOCK_MESSAGE, outOfStockLines, placeOrder } from './place-order.js';

const DE: CartScope = { countryCode: 'DE', languageCode: 'de', region: 'NL' };
const line = (id: string, name = id): OrderLine => ({ id, name, quantity: 1, size: { label: '41-46', value: '4146' } });

function memoryTokens(): CartTokenStore {
  const tokens = new Map<string, string>();
  return { read: (r) => tokens.get(r) ?? null, write: (r, t) => void tokens.set(r, t), clear: (r) => void tokens.delete(r) };
}

function shop() {
  const tokens = memoryTokens();
  const commerce = new FakeCommerce({ tokens, products: commerceTestProducts(), stockUnitsOf: commerceTestStock });
  const payments = new FakePayments(tokens);
  tokens.write('NL', 'fake-cart:shopper');
  payments.seedCart('fake-cart:shopper');
  return { commerce, payments };
}

describe('placeOrder: the stock check before the order', () => {
  it('creates the order when every line is in stock', async () => {
    const result = await placeOrder(shop(), [line('SOCK-001-3638'), line('LAST-4146')], orderRequest(), DE);
    expect(result._unsafeUnwrap().order.status).toBe('pending');
  });

  it('creates no order while a line is out of stock, and names that line', async () => {
    const deps = shop();
    let ordered = 0;
    const payments = {
      createOrder: (...args: Parameters<FakePayments['createOrder']>) => {
        ordered++;
        return deps.payments.createOrder(...args);
      },
    };
    const error = (
      await placeOrder({ ...deps, payments }, [line('SOCK-001-3638'), line('GONE-4146', 'Sold Out')], orderRequest(), DE)
    )._unsafeUnwrapErr();
    expect(error).toMatchObject({ code: 'OUT_OF_STOCK', message: OUT_OF_STOCK_MESSAGE });
    expect(outOfStockLines(error).map((l) => l.name)).toEqual(['Sold Out']);
    expect(ordered).toBe(0);
  });

  it("a line the warehouse does not sell is out of stock ('Missing product in stock response')", async () => {
    const error = (await placeOrder(shop(), [line('SOCK-001-UP-3638', 'US sock')], orderRequest(), DE))._unsafeUnwrapErr();
    expect(outOfStockLines(error).map((l) => l.name)).toEqual(['US sock']);
  });

  it('a stock check that cannot be made does not block the order: the backend reserves stock when it creates it', async () => {
    const deps = shop();
    const commerce = { checkStock: () => errAsync({ code: 'UPSTREAM_UNAVAILABLE' as const, message: 'down' }) };
    expect((await placeOrder({ ...deps, commerce }, [line('SOCK-001-3638')], orderRequest(), DE)).isOk()).toBe(true);
  });

  it('other order errors pass through unchanged', async () => {
    const deps = shop();
    deps.payments.seedCart('fake-cart:shopper', { hasShipping: false });
    const error = (await placeOrder(deps, [line('SOCK-001-3638')], orderRequest(), DE))._unsafeUnwrapErr();
    expect(error.code).toBe('MISSING_SHIPPING_OPTION');
    expect(outOfStockLines(error)).toEqual([]);
  });
});
