import type { Db } from './db.types.js';

export interface PaymentEventRow {
  id: number;
  order_id: string;
  /** The payment the action is about. */
  psp_reference: string;
  action: 'cancel' | 'refund';
  reason: string;
  state: 'requested' | 'sent' | 'confirmed' | 'failed';
  modification_psp: string | null;
  detail: string | null;
}

export interface InboxRow {
  id: number;
  item: string;
}

/**
 * The SQL of provider modifications the shop asked for (payment_events) and of received notifications
 * (notification_inbox); callers wrap writes in one transaction.
 */
export function createPaymentEventsRepo(db: Db) {
  const s = {
    request: db.prepare(
      `INSERT INTO payment_events (order_id, psp_reference, action, reason, state, created_at, updated_at)
       VALUES (@orderId, @psp, @action, @reason, 'requested', @now, @now) ON CONFLICT (psp_reference, action) DO NOTHING`,
    ),
    requested: db.prepare<[], PaymentEventRow>("SELECT * FROM payment_events WHERE state = 'requested' ORDER BY id LIMIT 100"),
    setState: db.prepare(
      'UPDATE payment_events SET state = @state, modification_psp = COALESCE(@modification, modification_psp), detail = COALESCE(@detail, detail), updated_at = @now WHERE id = @id',
    ),
    confirm: db.prepare(
      "UPDATE payment_events SET state = 'confirmed', modification_psp = COALESCE(modification_psp, @modification), updated_at = @now WHERE psp_reference = @psp AND action = @action",
    ),
    ofOrder: db.prepare<[string], PaymentEventRow>('SELECT * FROM payment_events WHERE order_id = ? ORDER BY id'),
    receive: db.prepare('INSERT INTO notification_inbox (key, item, received_at) VALUES (@key, @item, @now) ON CONFLICT (key) DO NOTHING'),
    unappliedOf: db.prepare<[string], InboxRow>('SELECT id, item FROM notification_inbox WHERE key = ? AND applied_at IS NULL'),
    unapplied: db.prepare<[], InboxRow>('SELECT id, item FROM notification_inbox WHERE applied_at IS NULL ORDER BY id LIMIT 500'),
    isUnapplied: db.prepare<[number], { id: number }>('SELECT id FROM notification_inbox WHERE id = ? AND applied_at IS NULL'),
    applied: db.prepare('UPDATE notification_inbox SET applied_at = @now WHERE id = @id'),
  };
  const now = () => Date.now();
  return {
    /** Once per payment and action: a second request for the same payment is the same request. */
    request: (orderId: string, psp: string, action: PaymentEventRow['action'], reason: string) =>
      s.request.run({ orderId, psp, action, reason, now: now() }).changes === 1,
    requested: () => s.requested.all(),
    setState: (id: number, state: PaymentEventRow['state'], modification: string | null, detail: string | null) =>
      s.setState.run({ id, state, modification, detail, now: now() }),
    /** A CANCELLATION or REFUND notification for the payment `psp`. */
    confirm: (psp: string, action: PaymentEventRow['action'], modification: string) =>
      s.confirm.run({ psp, action, modification, now: now() }).changes > 0,
    ofOrder: (orderId: string) => s.ofOrder.all(orderId),
    /** Stores a notification item once (`key` covers its signed fields); answers the unapplied row of that key, if any. */
    receive: (key: string, item: unknown): InboxRow | undefined => {
      s.receive.run({ key, item: JSON.stringify(item), now: now() });
      return s.unappliedOf.get(key);
    },
    unapplied: () => s.unapplied.all(),
    isUnapplied: (id: number) => s.isUnapplied.get(id) !== undefined,
    markApplied: (id: number) => s.applied.run({ id, now: now() }),
  };
}
export type PaymentEventsRepo = ReturnType<typeof createPaymentEventsRepo>;
