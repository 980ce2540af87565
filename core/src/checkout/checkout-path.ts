import { err, ok, type Result } from 'neverthrow';
import { type DomainError, domainError } from '../errors.js';
import { type CheckoutView, isCheckoutView } from './views.js';

// Apart from the views: the steps of the checkout show with the cart page, the paths (a Result) load with the checkout
// machine.

export interface CheckoutPathOptions {
  /** Only used by the success view: success/{orderId}. */
  orderId?: string;
  /** The current query string, with or without its leading '?'; kept as it is. */
  query?: string;
}

/**
 * /{storefront}/checkout/{view}, view cart by default, query kept.
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
