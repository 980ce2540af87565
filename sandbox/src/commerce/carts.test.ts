import { RawCartSchema, RawShippingMethodSchema } from '@sockshop/core/cart';
import { startTestCommerce } from '@sockshop/test-fixtures/sandboxes/commerce.sandbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

let sandbox: Awaited<ReturnType<typeof startTestCommerce>>;
beforeAll(async () => {
  sandbox = await startTestCommerce();
});
afterAll(() => sandbox.close());

async function call(method: string, path: string, body?: unknown, token?: string) {
  const response = await fetch(`${sandbox.url}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> & { jwtToken?: string } };
}

async function newCart(countryCode = 'DE', products?: { id: string; quantity: number }[]) {
  const created = await call('POST', '/carts', { store: { countryCode, languageCode: 'de' }, products });
  expect(created.status).toBe(201);
  return { cart: RawCartSchema.parse(created.body), token: created.body.jwtToken! };
}

describe('commerce sandbox carts', () => {
  it('creates a cart with POST and store, answering the raw cart and a jwtToken', async () => {
    const { cart, token } = await newCart('DE', [{ id: 'SOCK-001-3638', quantity: 2 }]);
    expect(token.split('.')).toHaveLength(3);
    expect(cart.state).toBe('OPEN');
    expect(cart.store).toEqual({ countryCode: 'DE', languageCode: 'de', currencyUnit: 'EUR', taxPercentage: 19 });
    expect(cart.cartItems).toMatchObject([{ type: 'productVariant', productId: 'SOCK-001-3638', quantity: 2, unitPrice: 1500 }]);
    expect(cart.totalPrice).toBe(3000);
    // Prices include VAT in Europe; 19 % of a 30.00 gross total is 4.79.
    expect(cart.totalTaxAmount).toBe(479);
  });

  it('PUT adds, updates and removes lines with quantity 0', async () => {
    const { token } = await newCart();
    let answer = await call(
      'PUT',
      '/carts',
      {
        products: [
          { id: 'SOCK-001-3638', quantity: 1 },
          { id: 'SOCK-001-4146', quantity: 3 },
        ],
      },
      token,
    );
    expect(RawCartSchema.parse(answer.body).cartItems.map((i) => [i.id, i.quantity])).toEqual([
      ['line-SOCK-001-3638', 1],
      ['line-SOCK-001-4146', 3],
    ]);
    answer = await call('PUT', '/carts', { products: [{ id: 'SOCK-001-3638', quantity: 0 }] }, answer.body.jwtToken);
    expect(RawCartSchema.parse(answer.body).cartItems.map((i) => i.id)).toEqual(['line-SOCK-001-4146']);
    const fetched = await call('GET', '/carts', undefined, token);
    expect(RawCartSchema.parse(fetched.body).totalPrice).toBe(4500);
  });

  it('selects shipping by id with quantity 1 and a market change clears it', async () => {
    const { token } = await newCart('DE', [{ id: 'SOCK-001-3638', quantity: 1 }]);
    const methods = await call('GET', '/shipments/DE', undefined, token);
    const list = RawShippingMethodSchema.array().parse(methods.body.shippingMethods);
    expect(list.map((m) => m.id)).toEqual(['de-standard', 'de-express']);
    expect(Object.keys(list[0]!.title).sort()).toEqual(['de', 'en', 'fr', 'nl']);
    let answer = await call('PUT', '/carts', { products: [{ id: 'de-standard', quantity: 1 }] }, token);
    expect(RawCartSchema.parse(answer.body).cartItems.at(-1)).toMatchObject({
      type: 'shippingOption',
      shippingOptionId: 'de-standard',
      unitPrice: 495,
    });
    answer = await call('PUT', '/carts', { store: { countryCode: 'AT', languageCode: 'de' } }, token);
    const moved = RawCartSchema.parse(answer.body);
    expect(moved.store.countryCode).toBe('AT');
    expect(moved.cartItems.some((i) => i.type === 'shippingOption')).toBe(false);
  });

  it('applies HAPPY10, FIVEOFF and FREESHIP and removes a code with deleteDiscount', async () => {
    const { token } = await newCart('NL', [
      { id: 'SOCK-001-3638', quantity: 2 },
      { id: 'nl-standard', quantity: 1 },
    ]);
    let cart = RawCartSchema.parse((await call('PUT', '/carts', { code: 'happy10' }, token)).body);
    expect(cart.discounts.code).toBe('HAPPY10');
    expect(cart.totalDiscountAmount).toBe(300);
    cart = RawCartSchema.parse((await call('PUT', '/carts', { code: 'FIVEOFF' }, token)).body);
    expect(cart.discounts.cartDiscount).toBe(500);
    cart = RawCartSchema.parse((await call('PUT', '/carts', { code: 'FREESHIP' }, token)).body);
    expect(cart.totalPriceWithDiscount).toBe(3000);
    cart = RawCartSchema.parse((await call('PUT', '/carts', { code: 'NOPE' }, token)).body);
    expect(cart.discounts.code).toBe('FREESHIP');
    cart = RawCartSchema.parse((await call('PUT', '/carts', { deleteDiscount: true }, token)).body);
    expect(cart.discounts.code).toBeNull();
    expect(cart.totalPriceWithDiscount).toBe(3495);
  });

  it('ships free from the country threshold', async () => {
    const { token } = await newCart('DE', [
      { id: 'SOCK-001-3638', quantity: 4 },
      { id: 'de-standard', quantity: 1 },
    ]);
    const cart = RawCartSchema.parse((await call('GET', '/carts', undefined, token)).body);
    expect(cart.totalPrice).toBe(6495);
    expect(cart.totalPriceWithDiscount).toBe(6000);
    const methods = RawShippingMethodSchema.array().parse((await call('GET', '/shipments/DE', undefined, token)).body.shippingMethods);
    expect(methods[0]!.discountAmount).toBe(495);
  });

  it('answers the error codes of docs/protocols.md with their statuses', async () => {
    const { token } = await newCart('DE', [{ id: 'SOCK-001-3638', quantity: 1 }]);
    const put = (body: unknown) => call('PUT', '/carts', body, token);
    expect(await put({ products: [{ id: 'NOPE', quantity: 1 }] })).toMatchObject({
      status: 422,
      body: { error: { code: 'MISSING_PRODUCTS' } },
    });
    expect(await put({ products: [{ id: 'SOCK-001-UP-3638', quantity: 1 }] })).toMatchObject({
      body: { error: { code: 'MISSING_PRODUCTS' } },
    });
    expect(await put({ products: [{ id: 'SOCK-001-3638', quantity: 11 }] })).toMatchObject({
      status: 422,
      body: { error: { code: 'quantity_request_upper_limit' } },
    });
    expect(await put({ products: [{ id: 'GONE-4146', quantity: 1 }] })).toMatchObject({
      status: 409,
      body: { error: { code: 'OUT_OF_STOCK' } },
    });
    expect(await put({ store: { countryCode: 'US', languageCode: 'en' } })).toMatchObject({ body: { error: { code: 'warehouse_error' } } });
    expect(await call('GET', '/carts')).toMatchObject({ status: 401, body: { error: { code: 'UNAUTHORIZED' } } });
    expect(await call('GET', '/carts', undefined, `${token}x`)).toMatchObject({ status: 401 });
    expect(await call('POST', '/carts', { store: { countryCode: 'XX', languageCode: 'en' } })).toMatchObject({
      status: 400,
      body: { error: { code: 'INVALID_INPUT', message: 'store.countryCode: Invalid country code passed' } },
    });
    const cart = RawCartSchema.parse((await call('GET', '/carts', undefined, token)).body);
    expect(cart.cartItems).toMatchObject([{ productId: 'SOCK-001-3638', quantity: 1 }]);
  });

  it('checks stock per warehouse', async () => {
    const nl = await call('GET', '/products?storeId=DE&productIds=SOCK-001-3638,GONE-4146,SOCK-001-UP-3638,LAST');
    expect(nl.body.products).toEqual([
      { id: 'SOCK-001-3638', isAvailable: true },
      { id: 'GONE-4146', isAvailable: false },
      { id: 'LAST', isAvailable: true },
    ]);
    const us = await call('GET', '/products?storeId=us&productIds=SOCK-001-UP-3638,SOCK-001-3638');
    expect(us.body.products).toEqual([{ id: 'SOCK-001-UP-3638', isAvailable: true }]);
  });

  it('answers CORS only for the shop origins', async () => {
    const preflight = await fetch(`${sandbox.url}/carts`, {
      method: 'OPTIONS',
      headers: { origin: 'http://localhost:3000', 'access-control-request-method': 'PUT' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
    expect(preflight.headers.get('access-control-allow-headers')).toContain('authorization');
    const foreign = await fetch(`${sandbox.url}/products?storeId=DE&productIds=LAST`, { headers: { origin: 'http://evil.example' } });
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
  });
});
