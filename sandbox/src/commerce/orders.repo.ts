import type { Db } from './db.types.js';
import type { Order } from './wire.schema.js';

export type OrderStatus = 'pending' | 'paid' | 'refused' | 'cancelled' | 'expired';

export interface OrderRow {
  id: string;
  cart_id: string;
  status: OrderStatus;
  /** The reserved units, JSON `[{ variantId, quantity }]`. */
  lines: string;
  body: string;
  amount: number;
  currency: string;
  return_url: string;
  psp_reference: string | null;
  payment_method: string | null;
  failed_reason: string | null;
  created_at: number;
  expires_at: number | null;
  refused_attempts: number;
  reconcile_at: number | null;
  client: string | null;
}

export interface IdempotencyRow {
  fingerprint: string;
  state: 'in_flight' | 'done';
  status: number | null;
  body: string | null;
  started_at: number;
}

/** The SQL of orders and idempotency keys; callers wrap writes in one transaction. */
export function createOrdersRepo(db: Db) {
  const s = {
    order: db.prepare<[string], OrderRow>('SELECT * FROM orders WHERE id = ?'),
    pendingOfCart: db.prepare<[string], OrderRow>("SELECT * FROM orders WHERE cart_id = ? AND status = 'pending'"),
    pendingLinesOfClient: db.prepare<[string], { lines: string }>("SELECT lines FROM orders WHERE client = ? AND status = 'pending'"),
    nextNumber: db.prepare<[], { n: number }>('SELECT COALESCE(MAX(number), 100000) + 1 AS n FROM orders'),
    insert: db.prepare(
      `INSERT INTO orders (id, number, cart_id, status, lines, body, amount, currency, return_url, expires_at, client, created_at, updated_at)
       VALUES (@id, @number, @cart_id, 'pending', @lines, @body, @amount, @currency, @return_url, @expires_at, @client, @now, @now)`,
    ),
    setExpiry: db.prepare('UPDATE orders SET expires_at = @at, updated_at = @now WHERE id = @id'),
    setReconcileAt: db.prepare('UPDATE orders SET reconcile_at = @at WHERE id = @id'),
    countRefusal: db.prepare('UPDATE orders SET refused_attempts = refused_attempts + 1 WHERE id = ?'),
    expiredIds: db.prepare<[number], { id: string }>("SELECT id FROM orders WHERE status = 'pending' AND expires_at <= ?"),
    backfillExpiry: db.prepare("UPDATE orders SET expires_at = created_at + ? WHERE status = 'pending' AND expires_at IS NULL"),
    reconcileDue: db.prepare<[number], OrderRow>(
      "SELECT * FROM orders WHERE reconcile_at <= ? AND status IN ('pending', 'cancelled', 'expired') ORDER BY reconcile_at LIMIT 100",
    ),
    forgetInFlight: db.prepare("DELETE FROM idempotency WHERE state = 'in_flight'"),
    setStatus: db.prepare('UPDATE orders SET status = @status, failed_reason = @failed_reason, updated_at = @now WHERE id = @id'),
    setPayment: db.prepare('UPDATE orders SET psp_reference = @psp, payment_method = @method, updated_at = @now WHERE id = @id'),
    idem: db.prepare<[string, string], IdempotencyRow>(
      'SELECT fingerprint, state, status, body, started_at FROM idempotency WHERE scope = ? AND key = ?',
    ),
    idemStart: db.prepare(
      `INSERT INTO idempotency (scope, key, fingerprint, state, started_at) VALUES (@scope, @key, @fingerprint, 'in_flight', @now)
       ON CONFLICT (scope, key) DO UPDATE SET state = 'in_flight', fingerprint = excluded.fingerprint, started_at = excluded.started_at`,
    ),
    idemDone: db.prepare(
      `INSERT INTO idempotency (scope, key, fingerprint, state, status, body, started_at) VALUES (@scope, @key, @fingerprint, 'done', @status, @body, @now)
       ON CONFLICT (scope, key) DO UPDATE SET state = 'done', status = excluded.status, body = excluded.body`,
    ),
    idemForget: db.prepare('DELETE FROM idempotency WHERE scope = ? AND key = ?'),
    countOrders: db.prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM orders'),
    inFlight: db.prepare<[string, number], { key: string }>(
      "SELECT key FROM idempotency WHERE scope = ? AND state = 'in_flight' AND started_at > ?",
    ),
  };
  return {
    order: (id: string) => s.order.get(id),
    pendingOfCart: (cartId: string) => s.pendingOfCart.all(cartId),
    /** The reserved lines of every pending order of the client, as one list. */
    pendingLinesOfClient: (client: string) =>
      s.pendingLinesOfClient.all(client).flatMap((row) => JSON.parse(row.lines) as { variantId: string; quantity: number }[]),
    nextNumber: () => s.nextNumber.get()!.n,
    insert: (row: {
      id: string;
      number: number;
      cart_id: string;
      lines: string;
      body: Order;
      amount: number;
      currency: string;
      return_url: string;
      expires_at: number;
      client: string;
    }) => s.insert.run({ ...row, body: JSON.stringify(row.body), now: Date.now() }),
    setExpiry: (id: string, at: number) => s.setExpiry.run({ id, at, now: Date.now() }),
    setReconcileAt: (id: string, at: number | null) => s.setReconcileAt.run({ id, at }),
    countRefusal: (id: string) => s.countRefusal.run(id),
    /** Pending orders whose reservation ended at or before `now`. */
    expiredIds: (now: number) => s.expiredIds.all(now).map((r) => r.id),
    /** Orders written before expiry was data get their reservation time from their creation. */
    backfillExpiry: (reservationMs: number) => s.backfillExpiry.run(reservationMs),
    reconcileDue: (now: number) => s.reconcileDue.all(now),
    /** At start: the process that owned an in-flight key is gone; the provider's own key still prevents a second charge. */
    forgetInFlight: () => s.forgetInFlight.run(),
    setStatus: (id: string, status: OrderStatus, failedReason: string | null = null) =>
      s.setStatus.run({ id, status, failed_reason: failedReason, now: Date.now() }),
    setPayment: (id: string, psp: string | null, method: string | null) => s.setPayment.run({ id, psp, method, now: Date.now() }),
    idempotency: (scope: string, key: string) => s.idem.get(scope, key),
    startIdempotent: (scope: string, key: string, fingerprint: string) => s.idemStart.run({ scope, key, fingerprint, now: Date.now() }),
    finishIdempotent: (scope: string, key: string, fingerprint: string, status: number, body: unknown) =>
      s.idemDone.run({ scope, key, fingerprint, status, body: JSON.stringify(body), now: Date.now() }),
    forgetIdempotent: (scope: string, key: string) => s.idemForget.run(scope, key),
    countOrders: () => s.countOrders.get()!.n,
    /** Keys of the scope still in flight since `since` (ms). */
    inFlight: (scope: string, since: number) => s.inFlight.all(scope, since).map((r) => r.key),
  };
}
export type OrdersRepo = ReturnType<typeof createOrdersRepo>;
