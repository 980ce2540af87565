import { err, ok, type Result } from 'neverthrow';
import { type DomainError, domainError } from '../errors.js';

/** spec §4: checkout steps in order with their step numbers. */
export const CHECKOUT_VIEWS = { cart: 1, address: 2, payment: 3, success: 4 } as const;
export type CheckoutView = keyof typeof CHECKOUT_VIEWS;
export const CHECKOUT_VIEW_ORDER: readonly CheckoutView[] = ['cart', 'address', 'payment', 'success'];

export function isCheckoutView(value: unknown): value is CheckoutView {
  return typeof value === 'string' && Object.hasOwn(CHECKOUT_VIEWS, value);
}

export function stepOf(view: CheckoutView): number {
  return CHECKOUT_VIEWS[view];
}

export interface CheckoutPathOptions {
  /** Only used by the success view: success/{orderId}. */
  orderId?: string;
  /** The current query string, with or without its leading '?'; kept as it is (spec §2). */
  query?: string;
}

/**
 * spec §2: /{storefront}/checkout/{view}, view cart by default, query kept.
 * A path that would contain /checkout/undefined (an unset value interpolated) is an error, never a link.
 */
export function checkoutPath(
  storefront: string,
  view: CheckoutView = 'cart',
  options: CheckoutPathOptions = {},
): Result<string, DomainError<'INVALID_INPUT'>> {
  const raw: unknown = view;
  if (raw === 'undefined' || options.orderId === 'undefined' || (view === 'success' && options.orderId === '')) {
    return err(domainError('INVALID_INPUT', 'checkout/undefined', { storefront, view, orderId: options.orderId }));
  }
  if (!isCheckoutView(raw)) return err(domainError('INVALID_INPUT', `Unknown checkout view: ${String(raw)}`));
  const tail = view === 'success' && options.orderId ? `success/${encodeURIComponent(options.orderId)}` : view;
  const query = options.query ? (options.query.startsWith('?') ? options.query : `?${options.query}`) : '';
  return ok(`/${storefront}/checkout/${tail}${query === '?' ? '' : query}`);
}
