import { createHash } from 'node:crypto';
import type { NotificationRequestItem } from '../payment-provider/hmac.js';
import type { CommerceLog } from './commerce-log.js';
import type { Db } from './db.types.js';
import type { OrdersRepo } from './orders.repo.js';
import type { PaymentEventsRepo } from './payment-events.repo.js';
import type { PaymentOutcomes } from './payment-outcomes.js';

/** The signed fields identify a notification: the provider's retries of it are the same row. */
const keyOf = (item: NotificationRequestItem) =>
  createHash('sha256')
    .update(
      JSON.stringify([
        item.eventCode,
        item.pspReference,
        item.originalReference ?? '',
        item.merchantAccountCode,
        item.merchantReference,
        item.amount.value,
        item.amount.currency,
        item.success,
      ]),
    )
    .digest('base64url');

/**
 * The provider's webhook as an inbox: verified items are stored in one transaction, then each is applied
 * in its own transaction that also marks it applied, and only then is the delivery acknowledged. A crash in between
 * leaves unapplied rows that the next start applies; the provider's retry of an applied item changes nothing.
 */
export function createNotificationInbox(deps: {
  db: Db;
  ordersRepo: OrdersRepo;
  events: PaymentEventsRepo;
  outcomes: PaymentOutcomes;
  merchantAccount: string;
  log: CommerceLog;
}) {
  const { db, ordersRepo, events, outcomes, log } = deps;

  function applyItem(item: NotificationRequestItem): void {
    if (item.merchantAccountCode !== deps.merchantAccount) {
      log.warn('notification for another merchant account ignored', { merchantAccountCode: item.merchantAccountCode });
      return;
    }
    if (item.eventCode === 'CANCELLATION' || item.eventCode === 'REFUND') {
      const action = item.eventCode === 'CANCELLATION' ? 'cancel' : 'refund';
      const known = item.originalReference ? events.confirm(item.originalReference, action, item.pspReference) : false;
      log.info(`${item.eventCode} notified`, { orderId: item.merchantReference, pspReference: item.originalReference, known });
      return;
    }
    if (item.eventCode !== 'AUTHORISATION') return;
    const row = ordersRepo.order(item.merchantReference);
    if (!row || !outcomes.isBound(row, item)) {
      // Acknowledged (the provider would only retry it) but never applied.
      outcomes.logMismatch(row, item, 'notification', item.merchantReference);
      return;
    }
    if (item.success === 'true') outcomes.authorised(row.id, item.pspReference, null, 'notification');
    else {
      const refusal = { psp: item.pspReference, reason: item.reason ?? 'Refused', counts: true, onlyIfCurrent: true };
      outcomes.refused(row.id, refusal, 'notification');
    }
  }

  function apply(id: number, item: NotificationRequestItem): void {
    db.transaction(() => {
      if (!events.isUnapplied(id)) return;
      applyItem(item);
      events.markApplied(id);
    })();
  }

  return {
    /** Stores the items (one transaction); answers the rows still to apply. */
    receive(items: NotificationRequestItem[]): { id: number; item: NotificationRequestItem }[] {
      return db.transaction(() =>
        items.flatMap((item) => {
          const row = events.receive(keyOf(item), item);
          return row ? [{ id: row.id, item }] : [];
        }),
      )();
    },
    apply,
    /** On start and on the reconcile timer: whatever was received but not applied. */
    applyPending(): number {
      const rows = events.unapplied();
      for (const row of rows) apply(row.id, JSON.parse(row.item) as NotificationRequestItem);
      return rows.length;
    },
  };
}
export type NotificationInbox = ReturnType<typeof createNotificationInbox>;
