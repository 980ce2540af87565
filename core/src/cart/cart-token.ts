import { z } from 'zod';
import type { WarehouseRegion } from '../markets/codes.js';

/**
 * spec §4: the cart token is kept per warehouse region with its date, and an old one is discarded. The spec gives no
 * age; 30 days matches how long a shopper reasonably expects a cart to wait.
 */
export const CART_TOKEN_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;

/** The local-storage key of a region's token. */
export function cartTokenKey(region: WarehouseRegion): string {
  return `cartToken:${region}`;
}

export const StoredCartTokenSchema = z.object({ token: z.string().min(1), savedAt: z.number().int().nonnegative() });
export type StoredCartToken = z.infer<typeof StoredCartTokenSchema>;

/** Fresh while younger than the maximum age; a date in the future (a changed clock) counts as old. */
export function isTokenFresh(savedAt: number, now: number): boolean {
  return savedAt <= now && now - savedAt < CART_TOKEN_MAX_AGE_MS;
}

export function serializeCartToken(token: string, now: number): string {
  return JSON.stringify({ token, savedAt: now } satisfies StoredCartToken);
}

/** The stored token if it is well formed and fresh; null otherwise (the caller then drops it, logged silently, spec §8). */
export function readCartToken(stored: string | null | undefined, now: number): string | null {
  if (!stored) return null;
  let value: unknown;
  try {
    value = JSON.parse(stored);
  } catch {
    return null;
  }
  const parsed = StoredCartTokenSchema.safeParse(value);
  return parsed.success && isTokenFresh(parsed.data.savedAt, now) ? parsed.data.token : null;
}
