import type { PaymentStatus } from '@sockshop/core/payments';
import type { PaymentsError } from '@sockshop/core/ports';
import { entryOf } from '../lib/code-table';

type PaymentsErrorCode = PaymentsError['code'];

/**
 * What the shopper reads for each error of the payments port: a translation key, never the backend's message (
 * a provider's refusal reason tells a card tester what was wrong). A new code breaks the build until it is mapped here.
 */
export const PAYMENT_ERROR_KEYS: Record<PaymentsErrorCode, string> = {
  NOT_FOUND: 'orderNotFound',
  INVALID_INPUT: 'paymentFailed',
  UNAUTHORIZED: 'noCartFound',
  CART_RESET: 'noCartFound',
  OUT_OF_STOCK: 'itemsOutOfStock',
  QUANTITY_LIMIT: 'quantityLimit',
  MISSING_SHIPPING_OPTION: 'chooseShippingMethod',
  TAX_ADDRESS: 'checkAddress',
  PAYMENT_REFUSED: 'paymentRefused',
  PAYMENT_ATTEMPTS_EXCEEDED: 'paymentAttemptsExceeded',
  ORDER_CLOSED: 'orderClosed',
  SHIPPING_COUNTRY: 'shippingCountryNotAllowed',
  CONFLICT: 'paymentFailed',
  RATE_LIMITED: 'tooManyRequests',
  UPSTREAM_UNAVAILABLE: 'tryAgainLater',
  UPSTREAM_CONTRACT: 'paymentFailed',
};

/** The translation key for any error code; codes outside the payments port (a thrown actor error) read as a failure. */
export function paymentErrorKey(code: string): string {
  return entryOf(PAYMENT_ERROR_KEYS, code) ?? 'paymentFailed';
}

/** A final answer that did not pay the order, as the shopper reads it: one generic refusal, never the provider's reason. */
export function unpaidOutcomeKey(status: PaymentStatus): string {
  if (status === 'refused') return 'paymentRefused';
  if (status === 'cancelled') return 'paymentCancelled';
  return 'paymentFailed';
}
