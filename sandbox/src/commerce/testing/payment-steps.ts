import { anOrderRequest, callCommerce, PROVIDER_TEST_KEYS, testCard } from '@sockshop/test-fixtures/sandboxes/commerce.sandbox';
import { signedItem } from '../../payment-provider/hmac.js';
import { openReadOnlyDb } from './read-only-db.js';

/** Steps of a shopper's payment against a running commerce sandbox, for the payment tests of this folder. */
export function paymentSteps(baseUrl: () => string, dbPath: () => string) {
  const call = (method: string, path: string, options: Parameters<typeof callCommerce>[3] = {}) =>
    callCommerce(baseUrl(), method, path, options);

  /** Reads the database file the sandbox writes (WAL lets a second connection read beside it). */
  function query<T>(sql: string, ...params: unknown[]): T[] {
    const db = openReadOnlyDb(dbPath());
    try {
      return db.prepare(sql).all(...params) as T[];
    } finally {
      db.close();
    }
  }

  return {
    call,
    query,
    stock: (variantId: string) => query<{ stock: number }>('SELECT stock FROM variants WHERE id = ?', variantId)[0]!.stock,
    order: (orderId: string) => query<Record<string, unknown>>('SELECT * FROM orders WHERE id = ?', orderId)[0]!,
    cartIdOf: (token: string) => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).cartId as string,
    async cart(country = 'DE', variant = 'SOCK-001-3638', quantity = 1): Promise<string> {
      const created = await call('POST', '/carts', {
        body: {
          store: { countryCode: country, languageCode: 'en' },
          products: [
            { id: variant, quantity },
            { id: `${country.toLowerCase()}-standard`, quantity: 1 },
          ],
        },
      });
      if (created.status !== 201) throw new Error(`cart not created: ${JSON.stringify(created.body)}`);
      return created.body.jwtToken!;
    },
    async placeOrder(token: string, body: unknown = anOrderRequest()) {
      const answer = await call('POST', '/carts/adyen/orders', { token, body, headers: { 'idempotency-key': crypto.randomUUID() } });
      if (answer.status !== 201) throw new Error(`order not placed: ${JSON.stringify(answer.body)}`);
      return answer.body.order as { id: string; priceTotal: number; currency: string };
    },
    pay: (token: string, orderId: string, card: string | Record<string, unknown>, key?: string) =>
      call('POST', '/payments/adyen/payments', {
        token,
        body: { orderId, paymentMethod: typeof card === 'string' ? testCard(card) : card },
        ...(key ? { headers: { 'idempotency-key': key } } : {}),
      }),
    details: (token: string, orderId: string, redirectResult: string) =>
      call('POST', '/payments/adyen/payments/details', { token, body: { orderId, details: { redirectResult } } }),
    confirmation: (token: string, orderId: string) => call('GET', `/payments/adyen/orders/${orderId}/confirmation`, { token }),
    /** A signed AUTHORISATION as the provider would send it. */
    notify(item: { pspReference: string; merchantReference: string; amount: { currency: string; value: number }; success: boolean }) {
      const signed = signedItem(
        {
          pspReference: item.pspReference,
          merchantAccountCode: PROVIDER_TEST_KEYS.merchantAccount,
          merchantReference: item.merchantReference,
          amount: item.amount,
          eventCode: 'AUTHORISATION',
          success: item.success ? 'true' : 'false',
        },
        PROVIDER_TEST_KEYS.hmacKey,
      );
      return call('POST', '/notifications/adyen', { body: { live: 'false', notificationItems: [{ NotificationRequestItem: signed }] } });
    },
  };
}

/** The shopper's choice on the provider's redirect page; answers the redirectResult the shop gets back. */
export async function completeRedirect(actionUrl: string, decision: 'authorise' | 'refuse'): Promise<string> {
  const page = await (await fetch(actionUrl)).text();
  const formToken = /name="token" value="([^"]+)"/.exec(page)?.[1] ?? '';
  const back = await fetch(actionUrl, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ token: formToken, decision }),
  });
  return new URL(back.headers.get('location') ?? '').searchParams.get('redirectResult') ?? '';
}
