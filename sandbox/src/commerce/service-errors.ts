import { HttpError } from '../http/json-api.js';

/** The commerce service's error codes (docs/protocols.md) and the status each answers with. */
export const SERVICE_ERRORS = {
  INVALID_INPUT: 400,
  TAX_JAR_ERROR: 400,
  UNAUTHORIZED: 401,
  NOT_FOUND: 404,
  CART_NOT_FOUND: 404,
  OUT_OF_STOCK: 409,
  IDEMPOTENCY_IN_FLIGHT: 409,
  ORDER_ALREADY_PAID: 409,
  warehouse_error: 409,
  /** A payment result whose merchantReference, amount or currency is not the order's. */
  PAYMENT_MISMATCH: 409,
  /** The order is cancelled (superseded, by the shopper, too many refusals) or expired: start a new order. */
  ORDER_CLOSED: 409,
  /** The order had MAX_REFUSED_ATTEMPTS refused attempts; it is cancelled and its stock released. */
  PAYMENT_ATTEMPTS_EXCEEDED: 409,
  CART_CLOSED: 410,
  MISSING_PRODUCTS: 422,
  quantity_request_upper_limit: 422,
  SHIPPING_COUNTRY_NOT_ALLOWED: 422,
  MISSING_SHIPPING_OPTION_ERROR: 422,
  PAYMENT_FAILED: 422,
  RATE_LIMITED: 429,
  UPSTREAM_UNAVAILABLE: 502,
  PAYMENTS_NOT_CONFIGURED: 503,
} as const;
export type ServiceErrorCode = keyof typeof SERVICE_ERRORS;

export function serviceError(code: ServiceErrorCode, message: string): HttpError {
  return new HttpError(SERVICE_ERRORS[code], code, message);
}

/** The most units of one variant a cart line may hold (quantity_request_upper_limit). */
export const MAX_LINE_QUANTITY = 10;
/** The most distinct lines one cart may hold. */
export const MAX_CART_LINES = 50;

/** Refused payment attempts an order takes before it is cancelled (no card-testing oracle). */
export const MAX_REFUSED_ATTEMPTS = 5;
