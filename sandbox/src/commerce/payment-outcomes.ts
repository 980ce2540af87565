import type { Amount } from '../payment-provider/provider.schema.js';
import type { CommerceLog } from './commerce-log.js';
import type { OrderRow, OrdersRepo } from './orders.repo.js';
import type { OrdersService } from './orders.service.js';
import type { PaymentEventsRepo } from './payment-events.repo.js';

export type OutcomeSource = 'payment' | 'details' | 'notification' | 'reconciliation';

/** What the provider says a payment is for: the order it names and the amount it took. */
export interface PaymentClaim {
  merchantReference?: string | undefined;
  amount?: Amount | undefined;
}

/**
 * Applies provider outcomes to orders, each inside the caller's transaction. A result counts only for the
 * order it names with the order's own amount and currency; an authorisation the order cannot take (it is closed or
 * already paid by another payment) is answered by a cancel at the provider, recorded in payment_events.
 */
export function createPaymentOutcomes(deps: {
  orders: OrdersService;
  ordersRepo: OrdersRepo;
  events: PaymentEventsRepo;
  log: CommerceLog;
}) {
  const { orders, ordersRepo, events, log } = deps;

  function isBound(row: OrderRow, claim: PaymentClaim): boolean {
    return claim.merchantReference === row.id && claim.amount?.value === row.amount && claim.amount.currency === row.currency;
  }

  return {
    isBound,
    /** One error line per refused payment result; the caller changes nothing. */
    logMismatch(
      row: OrderRow | undefined,
      claim: PaymentClaim & { pspReference?: string | undefined },
      source: OutcomeSource,
      orderId: string,
    ) {
      log.error('payment result does not match its order', {
        source,
        orderId,
        pspReference: claim.pspReference,
        merchantReference: claim.merchantReference,
        amount: claim.amount,
        expected: row ? { currency: row.currency, value: row.amount } : null,
      });
    },
    /** An authorised payment of `orderId` (already bound): pays a pending order, else asks the provider to cancel it. */
    authorised(orderId: string, pspReference: string, method: string | null, source: OutcomeSource): 'paid' | 'same' | 'cancel' {
      const result = orders.markPaid(orderId, pspReference, method);
      if (result === 'paid' || result === 'same') return result;
      const row = ordersRepo.order(orderId);
      const reason = result === 'second' ? 'second authorisation of a paid order' : `authorisation of a ${row?.status ?? 'unknown'} order`;
      if (events.request(orderId, pspReference, 'cancel', reason)) {
        log.warn('cancelling an authorisation the order cannot take', { orderId, pspReference, reason, source });
      }
      return 'cancel';
    },
    /** A refused (or shopper-cancelled) payment; the provider's reason goes to the log only. */
    refused(
      orderId: string,
      refusal: { psp: string | null; reason: string; counts: boolean; onlyIfCurrent: boolean },
      source: OutcomeSource,
    ): boolean {
      const applied = orders.markRefused(orderId, refusal);
      if (applied) log.info('payment refused', { orderId, pspReference: refusal.psp, refusalReason: refusal.reason, source });
      return applied;
    },
  };
}
export type PaymentOutcomes = ReturnType<typeof createPaymentOutcomes>;
