import { listen, type RunningService, readJson } from '../../../http/http-kit.js';
import type { Notification } from '../hmac.js';
import { type RunningPaymentProvider, startPaymentProvider } from '../payment-provider.js';

export const HMAC_KEY = '44782def547aaa06c910c43932b1eb0c71fc68d9d0c057550c48ec2acf6ba056';
export const API_KEY = 'sandbox-api-key';
export const MERCHANT = 'SockShopECOM';

/** A webhook receiver for tests: records every notification; `failNext` answers 500 that many times first. */
export async function startReceiver(): Promise<RunningService & { received: Notification[]; failNext: number }> {
  const state = { received: [] as Notification[], failNext: 0 };
  const server = await listen(
    async (req, res) => {
      const body = (await readJson(req)) as Notification;
      if (state.failNext > 0) {
        state.failNext--;
        res.writeHead(500).end();
        return;
      }
      state.received.push(body);
      res.writeHead(200, { 'content-type': 'text/plain' }).end('[accepted]');
    },
    { port: 0 },
  );
  return Object.assign(state, server);
}

export async function startTestProvider(extra: { latencyMs?: number; notifyUrl?: string } = {}): Promise<RunningPaymentProvider> {
  return startPaymentProvider({
    apiKey: API_KEY,
    hmacKey: HMAC_KEY,
    merchantAccount: MERCHANT,
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

export const RETURN_URL = 'http://127.0.0.1:3000/de/checkout/payment?step=return';

export function paymentRequest(paymentMethod: Record<string, string>, reference = `order-${Math.random().toString(36).slice(2)}`) {
  return { merchantAccount: MERCHANT, amount: { currency: 'EUR', value: 2495 }, reference, returnUrl: RETURN_URL, paymentMethod };
}

export const testCard = (number: string, holderName = 'Jo Tester') => ({
  type: 'scheme',
  encryptedCardNumber: `test_${number}`,
  encryptedExpiryMonth: 'test_03',
  encryptedExpiryYear: 'test_2030',
  encryptedSecurityCode: 'test_737',
  holderName,
});
