import { type Router, sendJson } from '../http/http-kit.js';
import { answerIdempotently, createApiGuards, idempotencyKeyOf, parseBody } from './api-support.js';
import { createIdempotencyStore } from './idempotency.js';
import type { Modifications } from './modifications.js';
import type { PaymentFlow } from './payment-flow.js';
import { CancelRequestSchema, type ModificationResponse, RefundRequestSchema } from './provider.schema.js';
import { ProviderApiError } from './provider-error.js';

/**
 * Cancels, refunds (Adyen v71 modifications) and the sandbox's payment status lookup, which stands in for a
 * real provider's status report so the commerce service can reconcile orders left pending by a crash (issue 10).
 */
export function addModificationsApi(
  router: Router,
  deps: { apiKey: string; merchantAccount: string; flow: PaymentFlow; modifications: Modifications },
): void {
  const guards = createApiGuards(deps);
  const idempotency = createIdempotencyStore<ModificationResponse>();

  router.post('/v71/payments/:psp/cancels', async ({ req, res, params }) => {
    guards.authenticate(req);
    const key = idempotencyKeyOf(req);
    const request = await parseBody(req, CancelRequestSchema);
    guards.checkMerchant(request.merchantAccount);
    await answerIdempotently(res, idempotency, key, 201, () => deps.modifications.cancel(params.psp ?? '', request));
  });

  router.post('/v71/payments/:psp/refunds', async ({ req, res, params }) => {
    guards.authenticate(req);
    const key = idempotencyKeyOf(req);
    const request = await parseBody(req, RefundRequestSchema);
    guards.checkMerchant(request.merchantAccount);
    await answerIdempotently(res, idempotency, key, 201, () => deps.modifications.refund(params.psp ?? '', request));
  });

  router.get('/v71/payments', ({ req, res, url }) => {
    guards.authenticate(req);
    const merchantReference = url.searchParams.get('merchantReference');
    if (!merchantReference || merchantReference.length > 256) {
      throw new ProviderApiError(400, '702', 'Invalid field merchantReference: 1 to 256 characters required');
    }
    sendJson(res, 200, { payments: deps.flow.paymentsOf(merchantReference) }, { 'cache-control': 'no-store' });
  });
}
