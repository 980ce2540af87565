import { stableHash } from './stable-hash';

/**
 * A stable key for "this cart, this address, this order attempt": a reload or a double click asks for the same order
 *. `orderAttempt` is a nonce kept with the checkout; a new one (after the order was closed) asks for
 * a new order from the same cart, which the closed order's key would only replay.
 */
export function orderIdempotencyKey(cartId: string, payload: unknown, orderAttempt: string): string {
  const digest = stableHash({ payload, orderAttempt });
  const key = `order-${cartId}-${digest}`;
  return key.length <= 64 ? key : `order-${stableHash(cartId)}-${digest}`;
}
