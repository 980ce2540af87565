/**
 * The cart token is kept per warehouse region with its date, and an old one is discarded. The spec gives no
 * age; 30 days matches how long a shopper reasonably expects a cart to wait.
 */
export const CART_TOKEN_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;

/** Fresh while younger than the maximum age; a date in the future (a changed clock) counts as old. */
export function isTokenFresh(savedAt: number, now: number): boolean {
  return savedAt <= now && now - savedAt < CART_TOKEN_MAX_AGE_MS;
}
