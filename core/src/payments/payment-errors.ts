import type { DomainError } from '../errors.js';

/** The order can no longer be paid (closed, or refused too often): the shopper starts a new one from the same cart. */
export function isOrderClosedError(error: Pick<DomainError, 'code'>): boolean {
  return error.code === 'ORDER_CLOSED' || error.code === 'PAYMENT_ATTEMPTS_EXCEEDED';
}

/** The backend refused the order for its address (a country outside the market, state and zip apart): fixed there. */
export function isAddressError(error: Pick<DomainError, 'code'>): boolean {
  return error.code === 'SHIPPING_COUNTRY' || error.code === 'TAX_ADDRESS';
}

/**
 * A confirmation that did not answer leaves the payment open (the provider may still report it paid), except for these
 * answers, which are final: the payment was refused after all, or the order can no longer be paid.
 */
export function isFinalConfirmationError(error: Pick<DomainError, 'code'>): boolean {
  return error.code === 'PAYMENT_REFUSED' || isOrderClosedError(error);
}
