import type { CartRepo } from './cart.repo.js';
import { type HoldLimits, holdRefusal } from './hold-limits.js';
import type { ReservedLines } from './order.builder.js';
import type { OrdersRepo } from './orders.repo.js';
import { serviceError } from './service-errors.js';

/**
 * The stock unpaid orders hold: taken within the limits of one cart and one client address, given back once, and held
 * no longer than the cart's hold allows. Callers run each step inside the transaction that writes the order.
 */
export function createHolds(deps: {
  cartRepo: CartRepo;
  orders: OrdersRepo;
  limits: HoldLimits;
  reservationMs: number;
  now: () => number;
}) {
  const { cartRepo, orders, limits } = deps;

  /**
   * When the cart's hold ends. The order that starts a hold fixes it, so replacing the order or paying again cannot push
   * it on. A cart whose hold ended starts another only after a pause: an order placed the moment the last one expired
   * would otherwise take the same units again at once, a renewal by another name.
   */
  function holdEnd(cartId: string, now: number): number {
    const end = cartRepo.holdUntil(cartId);
    if (end !== null && now < end) return end;
    if (end !== null && now < end + limits.holdPauseMs) {
      const minutes = Math.round(limits.maxHoldMs / 60_000);
      throw serviceError(
        'RATE_LIMITED',
        `This cart held its items for ${minutes} minutes without payment; it can order again from ${new Date(end + limits.holdPauseMs).toISOString()}`,
      );
    }
    const fresh = now + limits.maxHoldMs;
    cartRepo.setHoldUntil(cartId, fresh);
    return fresh;
  }

  return {
    /** Takes the order's units for the client and answers when they go back; past a limit it throws and takes nothing. */
    take(cartId: string, client: string, lines: ReservedLines): number {
      const refusal = holdRefusal(lines, orders.pendingLinesOfClient(client), limits);
      if (refusal) throw serviceError('quantity_request_upper_limit', refusal);
      const now = deps.now();
      const end = holdEnd(cartId, now);
      for (const line of lines) {
        if (!cartRepo.reserve(line.variantId, line.quantity)) throw serviceError('OUT_OF_STOCK', `Out of stock: ${line.variantId}`);
      }
      return Math.min(now + deps.reservationMs, end);
    },
    release(lines: ReservedLines): void {
      for (const line of lines) cartRepo.release(line.variantId, line.quantity);
    },
    /** A payment attempt gives the shopper a whole reservation again, up to the end of the cart's hold. */
    renewedExpiry(cartId: string): number {
      const renewed = deps.now() + deps.reservationMs;
      return Math.min(renewed, cartRepo.holdUntil(cartId) ?? renewed);
    },
  };
}
export type Holds = ReturnType<typeof createHolds>;
