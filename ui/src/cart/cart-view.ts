import type { Cart } from '@sockshop/core/cart';
import type { DomainError } from '@sockshop/core/errors';

/** Where the cart stands for the page: loading at first, ready once fetched (or empty), unavailable when it cannot load. */
export type CartStatus = 'loading' | 'ready' | 'unavailable';

/**
 * How an `items` link's restore went (a failed restore left an empty cart without a word): the lines
 * the link asked for and how many of them could not be added. Set by start-up only; any later cart update drops it.
 */
export interface RestoreReport {
  requested: number;
  failed: number;
}

/** What the page shows of the cart. */
export interface CartView {
  cart: Cart | null;
  status: CartStatus;
  error: DomainError | null;
  restore?: RestoreReport;
}

/** The answer of a cart action when the cart's code or ports could not load. */
export const CART_NOT_LOADED: DomainError = { code: 'UPSTREAM_UNAVAILABLE', message: 'The cart could not load' };

/** A cart still loading cannot load: it is unavailable; a cart already shown stays. */
export const unavailableWhileLoading = (view: CartView): CartView =>
  view.status === 'loading' ? { ...view, status: 'unavailable' } : view;
