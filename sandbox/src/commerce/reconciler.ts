import type { ProviderClient } from '../payment-provider/provider.client.js';
import type { CommerceLog } from './commerce-log.js';
import type { Db } from './db.types.js';
import type { OrdersRepo } from './orders.repo.js';
import type { PaymentOutcomes } from './payment-outcomes.js';

const DAY_MS = 24 * 3600_000;

/**
 * Asks the provider what became of the payments of orders whose outcome may be lost (a crash between the
 * provider's answer and the order update). Due are orders with `reconcile_at` in the past: set by each payment
 * attempt, cleared once the order is paid or refused. An authorised payment bound to the order pays it (a second one
 * is cancelled); refusals the order has not counted yet refuse it; an authorisation of a closed order is cancelled.
 */
export function createReconciler(deps: {
  db: Db;
  ordersRepo: OrdersRepo;
  outcomes: PaymentOutcomes;
  client: () => ProviderClient | null;
  reconcileAfterMs: number;
  now: () => number;
  log: CommerceLog;
}) {
  const { db, ordersRepo, outcomes, log } = deps;

  return async function reconcile(): Promise<number> {
    const client = deps.client();
    if (!client) return 0;
    const due = ordersRepo.reconcileDue(deps.now());
    for (const due1 of due) {
      let payments: Awaited<ReturnType<ProviderClient['paymentsOf']>>;
      try {
        payments = await client.paymentsOf(due1.id);
      } catch (error) {
        log.warn('reconciliation could not reach the provider', { orderId: due1.id, error: String(error) });
        continue;
      }
      db.transaction(() => {
        const row = ordersRepo.order(due1.id)!;
        for (const payment of payments.filter((p) => p.status === 'authorised')) {
          if (!outcomes.isBound(row, payment)) outcomes.logMismatch(row, payment, 'reconciliation', row.id);
          else outcomes.authorised(row.id, payment.pspReference, payment.paymentMethodType, 'reconciliation');
        }
        const open = payments.some((p) => p.status === 'pending' || p.status === 'awaiting-shopper');
        const refused = payments.filter((p) => p.status === 'refused');
        const last = refused.at(-1);
        if (!open && last && refused.length > row.refused_attempts && ordersRepo.order(row.id)?.status === 'pending') {
          outcomes.refused(row.id, { psp: last.pspReference, reason: 'Refused', counts: true, onlyIfCurrent: false }, 'reconciliation');
        }
        // A payment still with the shopper may end later: look again then (for a day at most). Anything else is settled.
        const after = ordersRepo.order(row.id)!;
        const lookAgain = open && after.status !== 'paid' && after.status !== 'refused' && deps.now() - after.created_at < DAY_MS;
        ordersRepo.setReconcileAt(row.id, lookAgain ? deps.now() + deps.reconcileAfterMs : null);
      })();
    }
    return due.length;
  };
}
