import type { WarehouseRegion } from '@sockshop/core/markets';
import type { CartTokenStore } from '@sockshop/core/ports';

interface SavedToken {
  token: string;
  savedAt: number;
}

/**
 * spec §4: the cart token is kept per warehouse region in local storage with its date; an old token is discarded.
 * `isFresh` is core's age rule; storage failures (private mode, quota) behave as "no token".
 */
export function createLocalTokenStore(
  isFresh: (savedAt: number, now: number) => boolean,
  storage: Storage = window.localStorage,
): CartTokenStore {
  const key = (region: WarehouseRegion) => `cartToken:${region}`;
  return {
    read(region) {
      try {
        const raw = storage.getItem(key(region));
        if (!raw) return null;
        const saved = JSON.parse(raw) as Partial<SavedToken>;
        if (typeof saved.token !== 'string' || typeof saved.savedAt !== 'number' || !isFresh(saved.savedAt, Date.now())) {
          storage.removeItem(key(region));
          return null;
        }
        return saved.token;
      } catch {
        return null;
      }
    },
    write(region, token) {
      try {
        storage.setItem(key(region), JSON.stringify({ token, savedAt: Date.now() } satisfies SavedToken));
      } catch {
        // The cart still works for this page view; it is just not remembered.
      }
    },
    clear(region) {
      try {
        storage.removeItem(key(region));
      } catch {
        // nothing to clear
      }
    },
  };
}
