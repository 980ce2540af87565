import type { CartTokenStore } from '@sockshop/core/ports';
import { cartTokenKey, readSavedCartToken, savedCartToken } from './saved-cart-token';

/**
 * The cart token is kept per warehouse region in local storage with its date; an old token is discarded.
 * `isFresh` is core's age rule; storage failures (private mode, quota) behave as "no token".
 */
export function createLocalTokenStore(
  isFresh: (savedAt: number, now: number) => boolean,
  storage: Storage = window.localStorage,
): CartTokenStore {
  return {
    read: (region) => readSavedCartToken(region, isFresh, storage),
    write(region, token) {
      try {
        storage.setItem(cartTokenKey(region), savedCartToken(token));
      } catch {
        // The cart still works for this page view; it is just not remembered.
      }
    },
    clear(region) {
      try {
        storage.removeItem(cartTokenKey(region));
      } catch {
        // nothing to clear
      }
    },
  };
}
