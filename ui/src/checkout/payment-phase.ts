import type { checkoutMachine, PaymentNotice } from '@sockshop/core/checkout';
import type { SnapshotFrom } from 'xstate';
import { paymentErrorKey, unpaidOutcomeKey } from './payment-messages';

/**
 * Where the payment step stands, as the page shows it: the session being prepared, its creation failed, the order
 * closed, the form waiting for the shopper, a payment under way, or the paid order being completed.
 */
export type PaymentPhase =
  | 'creating'
  | 'failed'
  | 'closed'
  | 'ready'
  | 'submitting'
  | 'returning'
  | 'redirecting'
  | 'confirming'
  | 'completing';

const UNDER_WAY = ['submitting', 'returning', 'redirecting', 'confirming'] as const;

export function paymentPhaseOf(snapshot: SnapshotFrom<typeof checkoutMachine>): PaymentPhase {
  if (snapshot.matches('completing')) return 'completing';
  if (snapshot.matches({ payment: 'failed' })) return 'failed';
  if (snapshot.matches({ payment: 'closed' })) return 'closed';
  for (const step of UNDER_WAY) if (snapshot.matches({ payment: { ready: step } })) return step;
  if (snapshot.matches({ payment: 'ready' })) return 'ready';
  return 'creating';
}

/** A payment is under way: the shopper waits, and the form takes no second payment. */
export function isUnderWay(phase: PaymentPhase): boolean {
  return (UNDER_WAY as readonly string[]).includes(phase) || phase === 'completing';
}

/** The translation key of what the last attempt came to. */
export function noticeKey(notice: PaymentNotice): string {
  if (notice.kind === 'failed') return paymentErrorKey(notice.error.code);
  if (notice.kind === 'unpaid') return unpaidOutcomeKey(notice.status);
  return 'paymentPending';
}
