import {
  anAddress,
  anOrderRequest,
  COMMERCE_TEST_SECRET,
  callCommerce,
  startTestCommerceWithProvider,
} from '@sockshop/test-fixtures/sandboxes/commerce.sandbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signCartToken } from './cart-token.js';
import { openReadOnlyDb } from './testing/read-only-db.js';

let env: Awaited<ReturnType<typeof startTestCommerceWithProvider>>;
let token: string;
let orderId: string;
beforeAll(async () => {
  env = await startTestCommerceWithProvider();
  const created = await callCommerce(env.commerce.url, 'POST', '/carts', {
    body: {
      store: { countryCode: 'DE', languageCode: 'de' },
      products: [
        { id: 'SOCK-001-3638', quantity: 1 },
        { id: 'de-standard', quantity: 1 },
      ],
    },
  });
  token = created.body.jwtToken!;
  const placed = await callCommerce(env.commerce.url, 'POST', '/carts/adyen/orders', { token, body: anOrderRequest() });
  orderId = (placed.body.order as { id: string }).id;
});
afterAll(() => env.close());

/** Every row of every table: a bad request must leave all of it as it was. */
function snapshot(): string {
  const db = openReadOnlyDb(env.commerce.dbPath);
  try {
    return ['variants', 'carts', 'cart_lines', 'orders', 'idempotency', 'payment_events']
      .map((table) => JSON.stringify(db.prepare(`SELECT * FROM ${table} ORDER BY rowid`).all()))
      .join('\n');
  } finally {
    db.close();
  }
}

type Case = [name: string, method: string, path: string, options: NonNullable<Parameters<typeof callCommerce>[3]>, code: string];
const TOKEN = '<token>';
const big = 'x'.repeat(20_000);
const products = (list: unknown) => ({ body: { products: list }, token: TOKEN });

const cases = (): Case[] => [
  ['create: store as a string', 'POST', '/carts', { body: { store: 'DE' } }, 'INVALID_INPUT'],
  ['create: unknown country', 'POST', '/carts', { body: { store: { countryCode: 'XX', languageCode: 'en' } } }, 'INVALID_INPUT'],
  ['create: unknown language', 'POST', '/carts', { body: { store: { countryCode: 'DE', languageCode: 'es' } } }, 'INVALID_INPUT'],
  ['create: no body', 'POST', '/carts', {}, 'INVALID_INPUT'],
  ['create: malformed JSON', 'POST', '/carts', { body: '{"store":' }, 'INVALID_JSON'],
  [
    'create: oversized body',
    'POST',
    '/carts',
    { body: { store: { countryCode: 'DE', languageCode: 'de' }, code: big } },
    'PAYLOAD_TOO_LARGE',
  ],
  [
    'create: unknown product',
    'POST',
    '/carts',
    { body: { store: { countryCode: 'DE', languageCode: 'de' }, products: [{ id: 'NOPE', quantity: 1 }] } },
    'MISSING_PRODUCTS',
  ],
  ['update: no token', 'PUT', '/carts', { body: { products: [{ id: 'SOCK-001-3638', quantity: 2 }] } }, 'UNAUTHORIZED'],
  ['update: garbage token', 'PUT', '/carts', { ...products([{ id: 'SOCK-001-3638', quantity: 2 }]), token: 'a.b.c' }, 'UNAUTHORIZED'],
  [
    'update: token of another service',
    'PUT',
    '/carts',
    { ...products([{ id: 'SOCK-001-3638', quantity: 2 }]), token: '<foreign>' },
    'UNAUTHORIZED',
  ],
  ['update: expired token', 'PUT', '/carts', { ...products([{ id: 'SOCK-001-3638', quantity: 2 }]), token: '<expired>' }, 'UNAUTHORIZED'],
  [
    'update: token of another region',
    'PUT',
    '/carts',
    { ...products([{ id: 'SOCK-001-3638', quantity: 2 }]), token: '<us>' },
    'UNAUTHORIZED',
  ],
  [
    'update: token of no cart',
    'PUT',
    '/carts',
    { ...products([{ id: 'SOCK-001-3638', quantity: 2 }]), token: '<nocart>' },
    'CART_NOT_FOUND',
  ],
  ['update: negative quantity', 'PUT', '/carts', products([{ id: 'SOCK-001-3638', quantity: -1 }]), 'INVALID_INPUT'],
  ['update: fractional quantity', 'PUT', '/carts', products([{ id: 'SOCK-001-3638', quantity: 1.5 }]), 'INVALID_INPUT'],
  ['update: quantity as a string', 'PUT', '/carts', products([{ id: 'SOCK-001-3638', quantity: '2' }]), 'INVALID_INPUT'],
  ['update: huge quantity', 'PUT', '/carts', products([{ id: 'SOCK-001-3638', quantity: 1e12 }]), 'quantity_request_upper_limit'],
  ['update: beyond safe integers', 'PUT', '/carts', products([{ id: 'SOCK-001-3638', quantity: 1e300 }]), 'INVALID_INPUT'],
  ['update: 11 of a line', 'PUT', '/carts', products([{ id: 'SOCK-001-3638', quantity: 11 }]), 'quantity_request_upper_limit'],
  ['update: id as a number', 'PUT', '/carts', products([{ id: 42, quantity: 1 }]), 'INVALID_INPUT'],
  [
    'update: duplicate ids',
    'PUT',
    '/carts',
    products([
      { id: 'SOCK-001-3638', quantity: 1 },
      { id: 'SOCK-001-3638', quantity: 2 },
    ]),
    'INVALID_INPUT',
  ],
  [
    'update: 51 lines at once',
    'PUT',
    '/carts',
    products(Array.from({ length: 51 }, (_, i) => ({ id: `X${i}`, quantity: 1 }))),
    'INVALID_INPUT',
  ],
  [
    'update: a good line with an unknown one',
    'PUT',
    '/carts',
    products([
      { id: 'SOCK-001-4146', quantity: 1 },
      { id: 'NOPE', quantity: 1 },
    ]),
    'MISSING_PRODUCTS',
  ],
  ['update: sold out', 'PUT', '/carts', products([{ id: 'GONE-4146', quantity: 1 }]), 'OUT_OF_STOCK'],
  [
    'update: a good line with a sold-out one',
    'PUT',
    '/carts',
    products([
      { id: 'SOCK-001-4146', quantity: 1 },
      { id: 'GONE-4146', quantity: 1 },
    ]),
    'OUT_OF_STOCK',
  ],
  ['update: shipping quantity 2', 'PUT', '/carts', products([{ id: 'de-express', quantity: 2 }]), 'INVALID_INPUT'],
  ['update: shipping of another country', 'PUT', '/carts', products([{ id: 'fr-standard', quantity: 1 }]), 'MISSING_PRODUCTS'],
  ['update: deleteDiscount as a string', 'PUT', '/carts', { body: { deleteDiscount: 'yes' }, token: TOKEN }, 'INVALID_INPUT'],
  ['update: code as a number', 'PUT', '/carts', { body: { code: 10 }, token: TOKEN }, 'INVALID_INPUT'],
  ['update: empty code', 'PUT', '/carts', { body: { code: '  ' }, token: TOKEN }, 'INVALID_INPUT'],
  [
    'update: market of another warehouse',
    'PUT',
    '/carts',
    { body: { store: { countryCode: 'US', languageCode: 'en' } }, token: TOKEN },
    'warehouse_error',
  ],
  ['update: body is an array', 'PUT', '/carts', { body: [1, 2], token: TOKEN }, 'INVALID_INPUT'],
  ['update: oversized body', 'PUT', '/carts', { body: { code: big }, token: TOKEN }, 'PAYLOAD_TOO_LARGE'],
  ['fetch: foreign token', 'GET', '/carts', { token: '<foreign>' }, 'UNAUTHORIZED'],
  ['shipments: unknown country', 'GET', '/shipments/XX', { token: TOKEN }, 'INVALID_INPUT'],
  ['shipments: no token', 'GET', '/shipments/DE', {}, 'UNAUTHORIZED'],
  ['stock: no query', 'GET', '/products', {}, 'INVALID_INPUT'],
  ['stock: empty ids', 'GET', '/products?storeId=DE&productIds=,,', {}, 'INVALID_INPUT'],
  [
    'stock: 101 ids',
    'GET',
    `/products?storeId=DE&productIds=${Array.from({ length: 101 }, (_, i) => `X${i}`).join(',')}`,
    {},
    'INVALID_INPUT',
  ],
  ['stock: unknown store', 'GET', '/products?storeId=ZZ&productIds=SOCK-001-3638', {}, 'INVALID_INPUT'],
  ['order: no token', 'POST', '/carts/adyen/orders', { body: anOrderRequest() }, 'UNAUTHORIZED'],
  ['order: unknown provider', 'POST', '/carts/paypal/orders', { body: anOrderRequest(), token: TOKEN }, 'NOT_FOUND'],
  ['order: bad email', 'POST', '/carts/adyen/orders', { body: anOrderRequest({ email: 'nope' }), token: TOKEN }, 'INVALID_INPUT'],
  [
    'order: missing address',
    'POST',
    '/carts/adyen/orders',
    { body: anOrderRequest({ shippingAddress: undefined }), token: TOKEN },
    'INVALID_INPUT',
  ],
  [
    'order: javascript return URL',
    'POST',
    '/carts/adyen/orders',
    { body: anOrderRequest({ returnUrl: 'javascript:alert(1)' }), token: TOKEN },
    'INVALID_INPUT',
  ],
  [
    'order: shipping outside the cart market',
    'POST',
    '/carts/adyen/orders',
    { body: anOrderRequest({ shippingAddress: anAddress({ country: 'FR', city: 'Paris', postalCode: '75001' }) }), token: TOKEN },
    'SHIPPING_COUNTRY_NOT_ALLOWED',
  ],
  [
    'order: return URL on a foreign origin',
    'POST',
    '/carts/adyen/orders',
    { body: anOrderRequest({ returnUrl: 'https://evil.example/de/checkout/payment?step=return' }), token: TOKEN },
    'INVALID_INPUT',
  ],
  [
    'order: a 101-character name',
    'POST',
    '/carts/adyen/orders',
    { body: anOrderRequest({ shippingAddress: anAddress({ givenName: 'N'.repeat(101) }) }), token: TOKEN },
    'INVALID_INPUT',
  ],
  [
    'order: a 201-character street',
    'POST',
    '/carts/adyen/orders',
    { body: anOrderRequest({ billingAddress: anAddress({ streetAddress: 'S'.repeat(201) }) }), token: TOKEN },
    'INVALID_INPUT',
  ],
  [
    'order: a 17-character postcode',
    'POST',
    '/carts/adyen/orders',
    { body: anOrderRequest({ shippingAddress: anAddress({ postalCode: '1'.repeat(17) }) }), token: TOKEN },
    'INVALID_INPUT',
  ],
  [
    'order: a 101-character city',
    'POST',
    '/carts/adyen/orders',
    { body: anOrderRequest({ shippingAddress: anAddress({ city: 'C'.repeat(101) }) }), token: TOKEN },
    'INVALID_INPUT',
  ],
  [
    'order: idempotency key too long',
    'POST',
    '/carts/adyen/orders',
    { body: anOrderRequest(), token: TOKEN, headers: { 'idempotency-key': 'k'.repeat(65) } },
    'INVALID_INPUT',
  ],
  [
    'payment: unknown order',
    'POST',
    '/payments/adyen/payments',
    { body: { orderId: 'ord_nope', paymentMethod: { type: 'scheme' } }, token: TOKEN },
    'NOT_FOUND',
  ],
  ['payment: no payment method', 'POST', '/payments/adyen/payments', { body: { orderId: '<order>' }, token: TOKEN }, 'INVALID_INPUT'],
  [
    'payment: foreign token',
    'POST',
    '/payments/adyen/payments',
    { body: { orderId: '<order>', paymentMethod: { type: 'scheme' } }, token: '<foreign>' },
    'UNAUTHORIZED',
  ],
  [
    'details: no redirectResult',
    'POST',
    '/payments/adyen/payments/details',
    { body: { orderId: '<order>', details: {} }, token: TOKEN },
    'INVALID_INPUT',
  ],
  [
    'payment methods: negative amount',
    'POST',
    '/payments/adyen/paymentmethods',
    { body: { countryCode: 'DE', languageCode: 'de', amount: { currency: 'EUR', value: -1 } }, token: TOKEN },
    'INVALID_INPUT',
  ],
  [
    'paypal: an amount from the shopper',
    'POST',
    '/payments/adyen/payments/paypal/updateOrder',
    { body: { orderId: '<order>', pspReference: 'P', paymentData: 'D', amount: { currency: 'EUR', value: 1 } }, token: TOKEN },
    'INVALID_INPUT',
  ],
  [
    'paypal: a payment that is not the order’s',
    'POST',
    '/payments/adyen/payments/paypal/updateOrder',
    { body: { orderId: '<order>', pspReference: 'P', paymentData: 'D' }, token: TOKEN },
    'PAYMENT_MISMATCH',
  ],
  ['paypal: empty body', 'POST', '/payments/adyen/payments/paypal/updateOrder', { body: {}, token: TOKEN }, 'INVALID_INPUT'],
  ['confirmation: unknown order', 'GET', '/payments/adyen/orders/ord_nope/confirmation', { token: TOKEN }, 'NOT_FOUND'],
  ['confirmation: no token', 'GET', '/payments/adyen/orders/<order>/confirmation', {}, 'UNAUTHORIZED'],
  ['webhook: not a notification', 'POST', '/notifications/adyen', { body: { live: 'false' } }, 'INVALID_INPUT'],
  [
    'webhook: unsigned',
    'POST',
    '/notifications/adyen',
    {
      body: {
        live: 'false',
        notificationItems: [
          {
            NotificationRequestItem: {
              amount: { currency: 'EUR', value: 1995 },
              eventCode: 'AUTHORISATION',
              merchantAccountCode: 'SockShopECOM',
              merchantReference: '<order>',
              pspReference: 'PSP',
              success: 'true',
            },
          },
        ],
      },
    },
    'UNAUTHORIZED',
  ],
  ['unknown route', 'GET', '/nothing-here', {}, 'NOT_FOUND'],
  ['wrong method', 'DELETE', '/carts', { token: TOKEN }, 'METHOD_NOT_ALLOWED'],
];

describe('proof: bad input gets a 4xx with a clear code and changes nothing', () => {
  it('every endpoint refuses wrong types, bad quantities, unknown ids, foreign tokens and oversized bodies', async () => {
    const cartId = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).cartId as string;
    const tokens: Record<string, string> = {
      [TOKEN]: token,
      '<foreign>': signCartToken({ cartId, region: 'NL' }, 'another-service-secret', 3600),
      '<expired>': signCartToken({ cartId, region: 'NL' }, COMMERCE_TEST_SECRET, 60, Date.now() - 3_600_000),
      '<us>': signCartToken({ cartId, region: 'US' }, COMMERCE_TEST_SECRET, 3600),
      '<nocart>': signCartToken({ cartId: 'no-such-cart', region: 'NL' }, COMMERCE_TEST_SECRET, 3600),
    };
    const before = snapshot();
    const fill = (value: string) => value.replaceAll('<order>', orderId);
    const answers = [];
    for (const [name, method, path, options, code] of cases()) {
      const body =
        options.body === undefined
          ? undefined
          : typeof options.body === 'string'
            ? options.body
            : JSON.parse(fill(JSON.stringify(options.body)));
      const answer = await callCommerce(env.commerce.url, method, fill(path), {
        ...options,
        body,
        token: options.token ? tokens[options.token] : undefined,
      });
      answers.push({ name, status: answer.status, code: answer.body.error?.code, expected: code });
    }
    expect(answers.filter((a) => a.status < 400 || a.status >= 500 || a.code !== a.expected)).toEqual([]);
    expect(snapshot()).toBe(before);
  });
});
