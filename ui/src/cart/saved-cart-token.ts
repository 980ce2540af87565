import type { WarehouseRegion } from '@sockshop/core/markets';

interface SavedToken {
  token: string;
  savedAt: number;
}

export const cartTokenKey = (region: WarehouseRegion) => `cartToken:${region}`;

/**
 * The cart token saved for a warehouse region, or null; an old or unreadable one is discarded. Its own module: the
 * first load asks only this (is there a cart to show?), the rest of the token store comes with the cart's ports.
 */
export function readSavedCartToken(
  region: WarehouseRegion,
  isFresh: (savedAt: number, now: number) => boolean,
  storage?: Storage,
): string | null {
  try {
    const store = storage ?? window.localStorage;
    const raw = store.getItem(cartTokenKey(region));
    if (!raw) return null;
    const saved = JSON.parse(raw) as Partial<SavedToken>;
    if (typeof saved.token !== 'string' || typeof saved.savedAt !== 'number' || !isFresh(saved.savedAt, Date.now())) {
      store.removeItem(cartTokenKey(region));
      return null;
    }
    return saved.token;
  } catch {
    return null;
  }
}

/** The record kept in storage for a token saved now. */
export const savedCartToken = (token: string): string => JSON.stringify({ token, savedAt: Date.now() } satisfies SavedToken);
