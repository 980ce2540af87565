import type { Hono } from 'hono';
import { answerIdempotently, apiBodyLimit, createApiGuards, idempotencyKeyOf, parseBody } from './api-support.js';
import { createIdempotencyStore } from './idempotency.js';
import type { Modifications } from './modifications.js';
import type { PaymentFlow } from './payment-flow.js';
import { CancelRequestSchema, type ModificationResponse, RefundRequestSchema } from './provider.schema.js';
import type { ProviderDb } from './provider-db.js';
import { ProviderApiError } from './provider-error.js';

/**
 * Cancels, refunds (Adyen v71 modifications) and the sandbox's payment status lookup, which stands in for a
 * real provider's status report so the commerce service can reconcile orders left pending by a crash.
 */
export function addModificationsApi(
  app: Hono,
  deps: { apiKey: string; merchantAccount: string; db: ProviderDb; flow: PaymentFlow; modifications: Modifications },
): void {
  const guards = createApiGuards(deps);
  const idempotency = createIdempotencyStore<ModificationResponse>(deps.db, 'modifications');

  app.post('/v71/payments/:psp/cancels', apiBodyLimit, async (c) => {
    guards.authenticate(c);
    const key = idempotencyKeyOf(c);
    const request = await parseBody(c, CancelRequestSchema);
    guards.checkMerchant(request.merchantAccount);
    return answerIdempotently(c, idempotency, key, 201, () => deps.modifications.cancel(c.req.param('psp'), request));
  });

  app.post('/v71/payments/:psp/refunds', apiBodyLimit, async (c) => {
    guards.authenticate(c);
    const key = idempotencyKeyOf(c);
    const request = await parseBody(c, RefundRequestSchema);
    guards.checkMerchant(request.merchantAccount);
    return answerIdempotently(c, idempotency, key, 201, () => deps.modifications.refund(c.req.param('psp'), request));
  });

  app.get('/v71/payments', (c) => {
    guards.authenticate(c);
    const merchantReference = c.req.query('merchantReference');
    if (!merchantReference || merchantReference.length > 256) {
      throw new ProviderApiError(400, '702', 'Invalid field merchantReference: 1 to 256 characters required');
    }
    return c.json({ payments: deps.flow.paymentsOf(merchantReference) }, 200, { 'cache-control': 'no-store' });
  });
}
