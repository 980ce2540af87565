import { createHash, randomUUID } from 'node:crypto';
import type { CartRepo } from './cart.repo.js';
import type { CartService } from './cart.service.js';
import type { CartClaims } from './cart-token.js';
import type { Db } from './db.types.js';
import type { Holds } from './holds.js';
import { buildOrder, type OrderRequestBody, type ReservedLines } from './order.builder.js';
import type { OrderRow, OrderStatus, OrdersRepo } from './orders.repo.js';
import { MAX_REFUSED_ATTEMPTS, serviceError } from './service-errors.js';
import type { Order, PaymentSession } from './wire.schema.js';

export type { OrderRequestBody } from './order.builder.js';

export interface Answer {
  status: number;
  body: unknown;
}

export const fingerprintOf = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('base64url');

const PAYMENT_STATUS: Record<OrderStatus, string> = {
  pending: 'pending',
  paid: 'authorised',
  refused: 'refused',
  cancelled: 'cancelled',
  expired: 'expired',
};

export interface OrderTimings {
  /** How long after a payment attempt the provider is asked what became of it. */
  reconcileAfterMs: number;
  now: () => number;
}

/**
 * Orders from carts (payments protocol) and their lifecycle (README "Order lifecycle"): stock is reserved in the
 * transaction that writes the order and kept by the paid order; every other end gives it back, once.
 */
export function createOrdersService(deps: {
  db: Db;
  carts: CartService;
  cartRepo: CartRepo;
  orders: OrdersRepo;
  holds: Holds;
  cardFormUrl: () => string;
  allowedOrigins: readonly string[];
  timings: OrderTimings;
}) {
  const { db, carts, cartRepo, orders, holds, timings } = deps;
  const reservedOf = (row: OrderRow) => JSON.parse(row.lines) as ReservedLines;
  const release = (row: OrderRow) => holds.release(reservedOf(row));

  function view(row: OrderRow): Order {
    const order = JSON.parse(row.body) as Order;
    return { ...order, status: row.status, payment: { status: PAYMENT_STATUS[row.status], method: row.payment_method } };
  }

  /** Ends the reservation of every pending order past its time; run before anything takes stock, and by the sweep. */
  function expireDue(): number {
    const ids = orders.expiredIds(timings.now());
    if (ids.length === 0) return 0;
    return db.transaction(() => {
      let expired = 0;
      for (const id of ids) {
        const row = orders.order(id);
        if (row?.status !== 'pending') continue;
        release(row);
        orders.setStatus(id, 'expired', 'Reservation expired');
        expired++;
      }
      return expired;
    })();
  }

  /** The error a payment call on a closed order answers. */
  function closedError(row: OrderRow) {
    if (row.refused_attempts >= MAX_REFUSED_ATTEMPTS) {
      return serviceError('PAYMENT_ATTEMPTS_EXCEEDED', `Order ${row.id} had ${MAX_REFUSED_ATTEMPTS} refused attempts; start a new order`);
    }
    if (row.status === 'paid') return serviceError('ORDER_ALREADY_PAID', `Order ${row.id} is already paid`);
    if (row.status === 'cancelled' || row.status === 'expired') {
      return serviceError('ORDER_CLOSED', `Order ${row.id} is ${row.status}; start a new order`);
    }
    return null;
  }

  return {
    view,
    expireDue,
    closedError,
    /**
     * One transaction: replay of the key, rules, the superseding of a pending order, the hold (within the client's
     * limits), the order, the stored answer.
     */
    create(claims: CartClaims, body: OrderRequestBody, key: string | null, client: string): Answer {
      // The provider sends the shopper (and the redirectResult) back to this URL, so it must be the shop's.
      if (!deps.allowedOrigins.includes(new URL(body.returnUrl).origin)) {
        throw serviceError('INVALID_INPUT', "returnUrl: must be on one of the shop's origins");
      }
      const scope = `order:${claims.cartId}`;
      const fingerprint = fingerprintOf(body);
      return db.transaction((): Answer => {
        const seen = key ? orders.idempotency(scope, key) : undefined;
        if (seen?.state === 'done') {
          if (seen.fingerprint !== fingerprint) throw serviceError('INVALID_INPUT', 'Idempotency-Key reused with another request');
          return { status: seen.status ?? 201, body: JSON.parse(seen.body ?? 'null') };
        }
        expireDue();
        const id = `ord_${randomUUID()}`;
        const { order, lines } = buildOrder(carts, claims, body, id, orders.nextNumber());
        // A newer order of the same cart replaces a pending one: its units go back before the new ones are taken.
        for (const pending of orders.pendingOfCart(claims.cartId)) {
          release(pending);
          orders.setStatus(pending.id, 'cancelled', 'Replaced by a newer order');
        }
        const expiresAt = holds.take(claims.cartId, client, lines);
        orders.insert({
          id,
          number: Number(order.orderNumber.slice(3)),
          cart_id: claims.cartId,
          lines: JSON.stringify(lines),
          body: order,
          amount: order.priceTotal,
          currency: order.currency,
          return_url: body.returnUrl,
          expires_at: expiresAt,
          client,
        });
        const session: PaymentSession = {
          id: `ps_${id}`,
          orderId: id,
          amount: { currency: order.currency, value: order.priceTotal },
          clientUrl: deps.cardFormUrl(),
        };
        const answer = { status: 201, body: { order, paymentSession: session } };
        if (key) orders.finishIdempotent(scope, key, fingerprint, answer.status, answer.body);
        return answer;
      })();
    },
    /** The order of this cart; another cart's order is NOT_FOUND (no hint that it exists). */
    orderOf(claims: CartClaims, orderId: string): OrderRow {
      const row = orders.order(orderId);
      if (!row || row.cart_id !== claims.cartId) throw serviceError('NOT_FOUND', `Order ${orderId} not found`);
      return row;
    },
    /**
     * Before a payment attempt (in its transaction): a refused order takes its units again (within its client's limits),
     * a paid or closed one takes no payment. The attempt renews the reservation up to the end of the cart's hold, and
     * schedules a look at the provider in case its answer is lost.
     */
    prepareForPayment(orderId: string): void {
      expireDue();
      const row = orders.order(orderId)!;
      const closed = closedError(row);
      if (closed) throw closed;
      if (row.status === 'refused') {
        // Orders written before holds were counted per client count as one unknown client.
        orders.setExpiry(row.id, holds.take(row.cart_id, row.client ?? 'unknown', reservedOf(row)));
        orders.setStatus(row.id, 'pending');
        orders.setPayment(row.id, null, row.payment_method);
      } else {
        orders.setExpiry(row.id, holds.renewedExpiry(row.cart_id));
      }
      orders.setReconcileAt(row.id, timings.now() + timings.reconcileAfterMs);
    },
    /**
     * An authorisation bound to this order (checked by the caller). Only a pending order is paid: it keeps the units
     * it reserved, so stock is taken once. Answers what the caller must do with the payment.
     */
    markPaid(orderId: string, pspReference: string, method: string | null): 'paid' | 'same' | 'second' | 'closed' {
      const row = orders.order(orderId);
      if (!row) return 'closed';
      if (row.status === 'paid') return row.psp_reference === pspReference ? 'same' : 'second';
      if (row.status !== 'pending') return 'closed';
      orders.setPayment(orderId, pspReference, method ?? row.payment_method);
      orders.setStatus(orderId, 'paid');
      orders.setReconcileAt(orderId, null);
      const cart = cartRepo.cart(row.cart_id);
      if (cart) cartRepo.updateCart({ ...cart, state: 'CLOSED' });
      return 'paid';
    },
    /**
     * A refusal of the attempt the order waits on gives its units back; the cart stays open for another try. With
     * `onlyIfCurrent` (notifications) a refusal of an earlier attempt is ignored, so it cannot release the units of
     * the attempt under way. The MAX_REFUSED_ATTEMPTS-th counted refusal cancels the order.
     */
    markRefused(orderId: string, refusal: { psp: string | null; reason: string; counts: boolean; onlyIfCurrent: boolean }): boolean {
      const row = orders.order(orderId);
      if (row?.status !== 'pending') return false;
      if (refusal.onlyIfCurrent && row.psp_reference !== refusal.psp) return false;
      release(row);
      if (refusal.psp) orders.setPayment(orderId, refusal.psp, row.payment_method);
      const attempts = row.refused_attempts + (refusal.counts ? 1 : 0);
      if (refusal.counts) orders.countRefusal(orderId);
      if (attempts >= MAX_REFUSED_ATTEMPTS) orders.setStatus(orderId, 'cancelled', 'Too many refused attempts');
      else orders.setStatus(orderId, 'refused', refusal.reason);
      orders.setReconcileAt(orderId, null);
      return true;
    },
  };
}
export type OrdersService = ReturnType<typeof createOrdersService>;
