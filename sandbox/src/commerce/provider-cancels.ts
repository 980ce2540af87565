import { type ProviderClient, ProviderHttpError } from '../payment-provider/provider.client.js';
import type { CommerceLog } from './commerce-log.js';
import type { PaymentEventsRepo } from './payment-events.repo.js';

/**
 * Sends the cancels recorded in payment_events to the provider. A request is written in the transaction that decided
 * it and sent after it commits, so a crash in between only delays it: the next flush (after any payment result, and
 * on the reconcile timer) sends it, with an idempotency key per payment so a resend is the same cancel.
 */
export function createProviderCancels(deps: { events: PaymentEventsRepo; client: () => ProviderClient | null; log: CommerceLog }) {
  let running: Promise<void> | null = null;
  let again = false;

  async function sendAll(): Promise<void> {
    const client = deps.client();
    if (!client) return;
    for (const event of deps.events.requested()) {
      try {
        const answer = await client.cancel(event.psp_reference, { reference: event.order_id }, `cancel-${event.psp_reference}`);
        deps.events.setState(event.id, 'sent', answer.pspReference, null);
        deps.log.info('provider cancel sent', { orderId: event.order_id, pspReference: event.psp_reference, reason: event.reason });
      } catch (error) {
        if (error instanceof ProviderHttpError && error.status >= 400 && error.status < 500) {
          // The provider refuses this cancel for good (e.g. the payment is not authorised): record why, do not retry.
          deps.events.setState(event.id, 'failed', null, JSON.stringify(error.body ?? null).slice(0, 500));
          deps.log.error('provider refused a cancel', { orderId: event.order_id, pspReference: event.psp_reference, answer: error.body });
        } else {
          deps.log.warn('provider cancel failed, will retry', {
            orderId: event.order_id,
            pspReference: event.psp_reference,
            error: String(error),
          });
        }
      }
    }
  }

  return {
    /** Sends every requested cancel; concurrent calls share one run (and one more run if asked during it). */
    flush(): Promise<void> {
      if (running) {
        again = true;
        return running;
      }
      running = (async () => {
        do {
          again = false;
          await sendAll();
        } while (again);
      })().finally(() => {
        running = null;
      });
      return running;
    },
  };
}
