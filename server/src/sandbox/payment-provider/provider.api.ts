import { timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { z } from 'zod';
import { HttpError, type Router, readJson, sendJson } from '../../http/http-kit.js';
import { createIdempotencyStore, MAX_IDEMPOTENCY_KEY_LENGTH } from './idempotency.js';
import { type PaymentFlow, ProviderApiError } from './payment-flow.js';
import {
  PaymentDetailsRequestSchema,
  PaymentMethodsRequestSchema,
  type PaymentMethodsResponse,
  PaymentRequestSchema,
  type PaymentResponse,
  PaypalUpdateOrderRequestSchema,
} from './provider.schema.js';

const METHODS: PaymentMethodsResponse['paymentMethods'] = [
  { type: 'scheme', name: 'Credit Card', brands: ['visa', 'mc', 'amex'] },
  { type: 'paypal', name: 'PayPal', configuration: { intent: 'authorize', merchantId: 'SANDBOXPAYPAL' } },
];

/** Adyen's error body shape. */
export function sendProviderError(res: ServerResponse, error: ProviderApiError): void {
  sendJson(res, error.status, { status: error.status, errorCode: error.errorCode, message: error.message, errorType: error.errorType });
}

function sameSecret(given: string | undefined, expected: string): boolean {
  const a = Buffer.from(given ?? '');
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

async function parseBody<S extends z.ZodType>(req: IncomingMessage, schema: S): Promise<z.infer<S>> {
  let body: unknown;
  try {
    body = await readJson(req);
  } catch (error) {
    if (error instanceof HttpError) throw new ProviderApiError(error.status, error.status === 413 ? '702' : '010', error.message);
    throw error;
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ProviderApiError(400, '702', `Invalid field ${issue?.path.join('.') || 'body'}: ${issue?.message ?? 'invalid'}`);
  }
  return parsed.data;
}

/** The /v71 Checkout API (docs/protocols.md): X-API-Key, merchant account check, idempotent /payments. */
export function addProviderApi(
  router: Router,
  deps: { apiKey: string; merchantAccount: string; flow: PaymentFlow; latencyMs: number },
): void {
  const idempotency = createIdempotencyStore<PaymentResponse>();
  const wait = () => (deps.latencyMs > 0 ? new Promise((resolve) => setTimeout(resolve, deps.latencyMs)) : Promise.resolve());

  const guard = (req: IncomingMessage) => {
    const key = req.headers['x-api-key'];
    if (!sameSecret(typeof key === 'string' ? key : undefined, deps.apiKey)) {
      throw new ProviderApiError(401, '000', 'HTTP Status Response - Unauthorized', 'security');
    }
  };
  const checkMerchant = (merchantAccount: string) => {
    if (merchantAccount !== deps.merchantAccount) throw new ProviderApiError(403, '901', 'Invalid Merchant Account', 'security');
  };

  router.post('/v71/paymentMethods', async ({ req, res }) => {
    guard(req);
    const request = await parseBody(req, PaymentMethodsRequestSchema);
    checkMerchant(request.merchantAccount);
    const blocked = new Set(request.blockedPaymentMethods ?? []);
    sendJson(res, 200, { paymentMethods: METHODS.filter((m) => !blocked.has(m.type)) });
  });

  router.post('/v71/payments', async ({ req, res }) => {
    guard(req);
    const header = req.headers['idempotency-key'];
    const key = typeof header === 'string' ? header : undefined;
    if (key !== undefined && (key.length === 0 || key.length > MAX_IDEMPOTENCY_KEY_LENGTH)) {
      throw new ProviderApiError(400, '702', `Idempotency-Key must be 1 to ${MAX_IDEMPOTENCY_KEY_LENGTH} characters`);
    }
    const request = await parseBody(req, PaymentRequestSchema);
    checkMerchant(request.merchantAccount);
    if (key === undefined) {
      await wait();
      sendJson(res, 200, deps.flow.pay(request));
      return;
    }
    const state = idempotency.begin(key);
    if (state.kind === 'done') return sendJson(res, 200, state.value, { 'idempotent-replay': 'true' });
    if (state.kind === 'in-flight') throw new ProviderApiError(409, '704', 'Request already processed or in progress');
    try {
      await wait();
      const result = deps.flow.pay(request);
      idempotency.finish(key, result);
      sendJson(res, 200, result);
    } catch (error) {
      idempotency.release(key);
      throw error;
    }
  });

  router.post('/v71/payments/details', async ({ req, res }) => {
    guard(req);
    const request = await parseBody(req, PaymentDetailsRequestSchema);
    sendJson(res, 200, deps.flow.details(request.details.redirectResult));
  });

  router.post('/v71/paypal/updateOrder', async ({ req, res }) => {
    guard(req);
    const request = await parseBody(req, PaypalUpdateOrderRequestSchema);
    sendJson(res, 200, deps.flow.updatePaypalOrder(request));
  });
}
