import type { Router } from '../http/http-kit.js';
import { sendJson } from '../http/http-kit.js';
import { answerIdempotently, createApiGuards, idempotencyKeyOf, parseBody } from './api-support.js';
import { createIdempotencyStore } from './idempotency.js';
import type { PaymentFlow } from './payment-flow.js';
import {
  PaymentDetailsRequestSchema,
  PaymentMethodsRequestSchema,
  type PaymentMethodsResponse,
  PaymentRequestSchema,
  type PaymentResponse,
  PaypalUpdateOrderRequestSchema,
} from './provider.schema.js';

export { sendProviderError } from './api-support.js';

const METHODS: PaymentMethodsResponse['paymentMethods'] = [
  { type: 'scheme', name: 'Credit Card', brands: ['visa', 'mc', 'amex'] },
  { type: 'paypal', name: 'PayPal', configuration: { intent: 'authorize', merchantId: 'SANDBOXPAYPAL' } },
];

/** The /v71 Checkout API (docs/protocols.md): X-API-Key, merchant account check, idempotent /payments. */
export function addProviderApi(
  router: Router,
  deps: { apiKey: string; merchantAccount: string; flow: PaymentFlow; latencyMs: number },
): void {
  const guards = createApiGuards(deps);
  const idempotency = createIdempotencyStore<PaymentResponse>();
  const wait = () => (deps.latencyMs > 0 ? new Promise((resolve) => setTimeout(resolve, deps.latencyMs)) : Promise.resolve());

  router.post('/v71/paymentMethods', async ({ req, res }) => {
    guards.authenticate(req);
    const request = await parseBody(req, PaymentMethodsRequestSchema);
    guards.checkMerchant(request.merchantAccount);
    const blocked = new Set(request.blockedPaymentMethods ?? []);
    sendJson(res, 200, { paymentMethods: METHODS.filter((m) => !blocked.has(m.type)) });
  });

  router.post('/v71/payments', async ({ req, res }) => {
    guards.authenticate(req);
    const key = idempotencyKeyOf(req);
    const request = await parseBody(req, PaymentRequestSchema);
    guards.checkMerchant(request.merchantAccount);
    await answerIdempotently(res, idempotency, key, 200, async () => {
      await wait();
      return deps.flow.pay(request);
    });
  });

  router.post('/v71/payments/details', async ({ req, res }) => {
    guards.authenticate(req);
    const request = await parseBody(req, PaymentDetailsRequestSchema);
    sendJson(res, 200, deps.flow.details(request.details.redirectResult));
  });

  router.post('/v71/paypal/updateOrder', async ({ req, res }) => {
    guards.authenticate(req);
    const request = await parseBody(req, PaypalUpdateOrderRequestSchema);
    sendJson(res, 200, deps.flow.updatePaypalOrder(request));
  });
}
