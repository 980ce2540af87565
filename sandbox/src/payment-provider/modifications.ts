import { randomInt } from 'node:crypto';
import type { Notifier } from './notifier.js';
import type { PaymentRecord, PaymentStore } from './payment-store.js';
import type { CancelRequest, ModificationResponse, RefundRequest } from './provider.schema.js';
import type { ProviderDb } from './provider-db.js';
import { ProviderApiError } from './provider-error.js';

/**
 * Cancels and refunds of an authorisation (docs/protocols.md): answered 201 'received' at once, confirmed by a
 * CANCELLATION or REFUND webhook. The commerce service uses them for a late authorisation of a closed order,
 * so a repeat of the same modification answers the first result and sends no second webhook.
 */
export function createModifications(deps: { db: ProviderDb; store: PaymentStore; notifier: Notifier; merchantAccount: string }) {
  const newPspReference = () => `${randomInt(1e7, 1e8)}${randomInt(1e7, 1e8)}`;

  function modify(payment: PaymentRecord | undefined, kind: 'cancel' | 'refund', reference: string): ModificationResponse {
    if (!payment) throw new ProviderApiError(422, '167', 'Original pspReference required for this operation');
    if (payment.modification?.kind === kind) return payment.modification.response;
    if (payment.modification || payment.status !== 'authorised') {
      throw new ProviderApiError(422, '14_031', `Payment cannot be ${kind === 'cancel' ? 'cancelled' : 'refunded'} in its current state`);
    }
    const response: ModificationResponse = {
      merchantAccount: deps.merchantAccount,
      paymentPspReference: payment.pspReference,
      pspReference: newPspReference(),
      reference,
      status: 'received',
      ...(kind === 'refund' ? { amount: payment.amount } : {}),
    };
    payment.modification = { kind, response };
    // The modification and its webhook are stored together: a restart sends the one it has.
    deps.store.save(payment);
    deps.notifier.notify({
      eventCode: kind === 'cancel' ? 'CANCELLATION' : 'REFUND',
      pspReference: response.pspReference,
      originalReference: payment.pspReference,
      merchantReference: payment.merchantReference,
      amount: payment.amount,
      success: true,
    });
    return response;
  }

  return {
    cancel(paymentPspReference: string, request: CancelRequest): ModificationResponse {
      return deps.db.transaction(() => modify(deps.store.find(paymentPspReference), 'cancel', request.reference))();
    },

    /** Only the whole amount: a partial refund is not something the shop does. */
    refund(paymentPspReference: string, request: RefundRequest): ModificationResponse {
      return deps.db.transaction(() => {
        const payment = deps.store.find(paymentPspReference);
        if (payment && (payment.amount.value !== request.amount.value || payment.amount.currency !== request.amount.currency)) {
          throw new ProviderApiError(422, '137', 'Invalid amount');
        }
        return modify(payment, 'refund', request.reference);
      })();
    },
  };
}
export type Modifications = ReturnType<typeof createModifications>;
