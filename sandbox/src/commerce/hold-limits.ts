import type { ReservedLines } from './order.builder.js';

/**
 * How much stock unpaid orders may hold, so that no shopper can keep others from buying. A cart's lines are also capped
 * at 10 units each (the cart's own rule).
 */
export interface HoldLimits {
  /** Units one order (so one cart) may hold. */
  cartUnits: number;
  /** Units all pending orders of one client address may hold together. */
  clientUnits: number;
  /** Units of one variant all pending orders of one client address may hold together. */
  clientVariantUnits: number;
  /** A hold ends this long after the order that started it, however often a new order or a payment attempt renews it. */
  maxHoldMs: number;
  /** After a cart's hold ended, how long it must go without one before it may start another. */
  holdPauseMs: number;
}

/**
 * What a shop would allow: 20 pairs of socks, or 50 for a team, are ordinary; a client holding more than 100 units
 * unpaid, or 20 of one size, is not shopping. A hold lasts at most four reservations (60 minutes at the default 15).
 */
export function defaultHoldLimits(reservationMs: number): HoldLimits {
  return { cartUnits: 50, clientUnits: 100, clientVariantUnits: 20, maxHoldMs: 4 * reservationMs, holdPauseMs: reservationMs };
}

const unitsOf = (lines: ReservedLines) => lines.reduce((sum, line) => sum + line.quantity, 0);

/**
 * Why `order` may not be held beside what the client's other pending orders already hold (`held`), or null when it may.
 * The message is the shopper's quantity-limit error.
 */
export function holdRefusal(order: ReservedLines, held: ReservedLines, limits: HoldLimits): string | null {
  const units = unitsOf(order);
  if (units > limits.cartUnits) return `An order holds at most ${limits.cartUnits} units; this cart has ${units}`;
  const total = unitsOf(held) + units;
  if (total > limits.clientUnits) {
    return `Unpaid orders from one address hold at most ${limits.clientUnits} units; this order would make ${total}`;
  }
  const all = [...held, ...order];
  for (const variantId of new Set(order.map((line) => line.variantId))) {
    const ofVariant = unitsOf(all.filter((line) => line.variantId === variantId));
    if (ofVariant > limits.clientVariantUnits) {
      return `Unpaid orders from one address hold at most ${limits.clientVariantUnits} units of ${variantId}; this order would make ${ofVariant}`;
    }
  }
  return null;
}
