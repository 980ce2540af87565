import { Hono } from 'hono';
import type { z } from 'zod';
import { type RunningService, serve } from '../../http/serve.js';
import type { NotificationSchema } from '../hmac.js';
import { type PaymentProviderOptions, type RunningPaymentProvider, startPaymentProvider } from '../payment-provider.js';

export const HMAC_KEY = '44782def547aaa06c910c43932b1eb0c71fc68d9d0c057550c48ec2acf6ba056';
export const API_KEY = 'sandbox-api-key';
export const MERCHANT = 'SockShopECOM';
/** The shop the test provider serves: the only returnUrl origin and card-form parent it accepts. */
export const SHOP_ORIGIN = 'http://localhost:3000';

/** A webhook receiver for tests: records every notification; `failNext` answers 500 that many times first. */
/** A notification as the provider sends it. */
export type Notification = z.infer<typeof NotificationSchema>;

export async function startReceiver(port = 0): Promise<RunningService & { received: Notification[]; failNext: number }> {
  const state = { received: [] as Notification[], failNext: 0 };
  const receiver = new Hono().all('*', async (c) => {
    const body = await c.req.json<Notification>();
    if (state.failNext > 0) {
      state.failNext--;
      return c.body(null, 500);
    }
    state.received.push(body);
    return c.text('[accepted]');
  });
  const server = await serve(receiver, { port });
  return Object.assign(state, server);
}

export async function startTestProvider(extra: Partial<PaymentProviderOptions> = {}): Promise<RunningPaymentProvider> {
  return startPaymentProvider({
    apiKey: API_KEY,
    hmacKey: HMAC_KEY,
    merchantAccount: MERCHANT,
    allowedOrigins: [SHOP_ORIGIN],
    notifyRetryDelaysMs: [20, 40, 80],
    ...extra,
  });
}

/** POSTs JSON to the provider with the API key. */
export async function api(provider: { url: string }, path: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${provider.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': API_KEY, ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: response.status, headers: response.headers, body: (await response.json()) as Record<string, unknown> };
}

/** GET /v71/payments?merchantReference=… with the API key. */
export async function lookup(provider: { url: string }, merchantReference: string) {
  const query = new URLSearchParams({ merchantReference });
  const response = await fetch(`${provider.url}/v71/payments?${query}`, { headers: { 'x-api-key': API_KEY } });
  return { status: response.status, body: (await response.json()) as { payments: Record<string, unknown>[] } };
}

/** Follows the redirect page like a shopper: reads the form token, presses a button, answers where it sends them. */
export async function shopperPresses(actionUrl: string, decision: 'authorise' | 'refuse' | 'cancel') {
  const page = await (await fetch(actionUrl)).text();
  const token = /name="token" value="([^"]+)"/.exec(page)?.[1] ?? '';
  const answer = await fetch(actionUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ token, decision }).toString(),
    redirect: 'manual',
  });
  return { status: answer.status, location: answer.headers.get('location') ?? '' };
}

export const RETURN_URL = `${SHOP_ORIGIN}/de/checkout/payment?step=return`;

export function paymentRequest(paymentMethod: Record<string, string>, reference = `order-${Math.random().toString(36).slice(2)}`) {
  return { merchantAccount: MERCHANT, amount: { currency: 'EUR', value: 2495 }, reference, returnUrl: RETURN_URL, paymentMethod };
}

export { testCard } from '@sockshop/test-fixtures/sandboxes/commerce.sandbox';
