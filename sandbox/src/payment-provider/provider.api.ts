import type { Hono } from 'hono';
import { answerIdempotently, apiBodyLimit, createApiGuards, idempotencyKeyOf, parseBody } from './api-support.js';
import { createIdempotencyStore } from './idempotency.js';
import type { PaymentFlow } from './payment-flow.js';
import { paymentMethodsFor } from './payment-methods.js';
import {
  PaymentDetailsRequestSchema,
  PaymentMethodsRequestSchema,
  PaymentRequestSchema,
  type PaymentResponse,
  PaypalUpdateOrderRequestSchema,
} from './provider.schema.js';
import type { ProviderDb } from './provider-db.js';

/** The /v71 Checkout API (docs/protocols.md): X-API-Key, merchant account check, idempotent /payments. */
export function addProviderApi(
  app: Hono,
  deps: { apiKey: string; merchantAccount: string; db: ProviderDb; flow: PaymentFlow; latencyMs: number },
): void {
  const guards = createApiGuards(deps);
  const idempotency = createIdempotencyStore<PaymentResponse>(deps.db, 'payments');
  const wait = () => (deps.latencyMs > 0 ? new Promise((resolve) => setTimeout(resolve, deps.latencyMs)) : Promise.resolve());

  app.post('/v71/paymentMethods', apiBodyLimit, async (c) => {
    guards.authenticate(c);
    const request = await parseBody(c, PaymentMethodsRequestSchema);
    guards.checkMerchant(request.merchantAccount);
    return c.json({ paymentMethods: paymentMethodsFor(request) });
  });

  app.post('/v71/payments', apiBodyLimit, async (c) => {
    guards.authenticate(c);
    const key = idempotencyKeyOf(c);
    const request = await parseBody(c, PaymentRequestSchema);
    guards.checkMerchant(request.merchantAccount);
    return answerIdempotently(c, idempotency, key, 200, async () => {
      await wait();
      return deps.flow.pay(request);
    });
  });

  app.post('/v71/payments/details', apiBodyLimit, async (c) => {
    guards.authenticate(c);
    const request = await parseBody(c, PaymentDetailsRequestSchema);
    return c.json(deps.flow.details(request.details.redirectResult));
  });

  app.post('/v71/paypal/updateOrder', apiBodyLimit, async (c) => {
    guards.authenticate(c);
    const request = await parseBody(c, PaypalUpdateOrderRequestSchema);
    return c.json(deps.flow.updatePaypalOrder(request));
  });
}
