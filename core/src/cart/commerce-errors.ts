import { type DomainError, domainError, type ErrorCode } from '../errors.js';
import { type CommerceError, isCommerceErrorCode } from '../ports/commerce.port.js';
import { isPaymentsErrorCode, type PaymentsError } from '../ports/payments.port.js';

// And the commerce backend's own codes, as core codes. Codes the spec leaves unhandled (warehouse and Apple Pay
// country errors) are the shopper's input that cannot be served: INVALID_INPUT, with the server message.
const BACKEND_CODES: Readonly<Record<string, ErrorCode>> = {
  CART_NOT_FOUND: 'CART_RESET',
  CART_CLOSED: 'CART_RESET',
  OUT_OF_STOCK: 'OUT_OF_STOCK',
  MISSING_PRODUCTS: 'MISSING_PRODUCTS',
  quantity_request_upper_limit: 'QUANTITY_LIMIT',
  MISSING_SHIPPING_OPTION_ERROR: 'MISSING_SHIPPING_OPTION',
  TAX_JAR_ERROR: 'TAX_ADDRESS',
  warehouse_error: 'INVALID_INPUT',
  apple_pay_country_error: 'INVALID_INPUT',
  apple_pay_us_billing_country_error: 'INVALID_INPUT',
  INVALID_INPUT: 'INVALID_INPUT',
  NOT_FOUND: 'NOT_FOUND',
  RATE_LIMITED: 'RATE_LIMITED',
  IDEMPOTENCY_IN_FLIGHT: 'CONFLICT',
  ORDER_ALREADY_PAID: 'CONFLICT',
  PAYMENT_FAILED: 'PAYMENT_REFUSED',
  // A result bound to another order, a closed order, too many refusals, a country outside the market.
  PAYMENT_MISMATCH: 'CONFLICT',
  ORDER_CLOSED: 'ORDER_CLOSED',
  PAYMENT_ATTEMPTS_EXCEEDED: 'PAYMENT_ATTEMPTS_EXCEEDED',
  SHIPPING_COUNTRY_NOT_ALLOWED: 'SHIPPING_COUNTRY',
  UPSTREAM_UNAVAILABLE: 'UPSTREAM_UNAVAILABLE',
};

/** The tax service's field names, as the shopper knows them. */
export function renameTaxFields(message: string): string {
  return message.replace(/\bto_zip\b/g, 'zip').replace(/\bto_state\b/g, 'state');
}

/**
 * A backend error code and message as a core error. UNAUTHORIZED resets a cart but stays UNAUTHORIZED for
 * an order; unknown codes are UPSTREAM_UNAVAILABLE. The server message is kept; the tax error renames its fields.
 */
function toBackendError(code: string, message: string, source: 'cart' | 'order'): DomainError {
  const core: ErrorCode =
    code === 'UNAUTHORIZED'
      ? source === 'cart'
        ? 'CART_RESET'
        : 'UNAUTHORIZED'
      : Object.hasOwn(BACKEND_CODES, code)
        ? BACKEND_CODES[code]!
        : 'UPSTREAM_UNAVAILABLE';
  return domainError(core, core === 'TAX_ADDRESS' ? renameTaxFields(message) : message, { code });
}

/** A cart call's error for the CommercePort (`source` 'order' for order codes such as UNAUTHORIZED). */
export function toCommerceError(code: string, message: string, source: 'cart' | 'order' = 'cart'): CommerceError {
  const error = toBackendError(code, message, source);
  return { ...error, code: isCommerceErrorCode(error.code) ? error.code : 'INVALID_INPUT' };
}

/** An order or payment call's error for the PaymentsPort. */
export function toOrderError(code: string, message: string): PaymentsError {
  const error = toBackendError(code, message, 'order');
  return { ...error, code: isPaymentsErrorCode(error.code) ? error.code : 'INVALID_INPUT' };
}
