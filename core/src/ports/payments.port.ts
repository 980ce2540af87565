import type { ResultAsync } from 'neverthrow';
import type { PaymentAddress } from '../checkout/checkout-info.schema.js';
import type { DomainError, ErrorCode } from '../errors.js';
import type { CountryCode, Language } from '../markets/codes.js';
import type { Order, PaymentMethod, PaymentOutcome, PaymentSession } from '../payments/order.schema.js';
import { BACKEND_FAILURE_CODES } from './backend-failures.js';
import { codeGuard } from './code-guard.js';
import type { CartScope } from './commerce.port.js';

/** The codes the payments port may answer with; its error type and guard are derived from this list. */
export const PAYMENTS_ERROR_CODES = [
  'NOT_FOUND',
  'INVALID_INPUT',
  'UNAUTHORIZED',
  'CART_RESET',
  'OUT_OF_STOCK',
  // An order past what one cart or one client address may hold unpaid.
  'QUANTITY_LIMIT',
  'MISSING_SHIPPING_OPTION',
  'TAX_ADDRESS',
  'PAYMENT_REFUSED',
  'PAYMENT_ATTEMPTS_EXCEEDED',
  'ORDER_CLOSED',
  'SHIPPING_COUNTRY',
  'CONFLICT',
  ...BACKEND_FAILURE_CODES,
] as const satisfies readonly ErrorCode[];
export type PaymentsError = DomainError<(typeof PAYMENTS_ERROR_CODES)[number]>;
export const isPaymentsErrorCode = codeGuard(PAYMENTS_ERROR_CODES);

export interface OrderRequest {
  shippingAddress: PaymentAddress;
  billingAddress: PaymentAddress;
  email: string;
  telephone: string;
  languageCode: Language;
  returnUrl: string;
  /** The same key never creates a second order. */
  idempotencyKey: string;
}

/** Orders and payments through the commerce backend and the card and wallet provider (Payments). */
export interface PaymentsPort {
  listPaymentMethods(
    request: {
      countryCode: CountryCode;
      languageCode: Language;
      amount: { currency: string; value: number };
      channel: 'Web';
      blockedPaymentMethods: string[];
    },
    scope: CartScope,
  ): ResultAsync<PaymentMethod[], PaymentsError>;
  /** Creates the order from the cart and its payment session; stock is reserved. */
  createOrder(request: OrderRequest, scope: CartScope): ResultAsync<{ order: Order; session: PaymentSession }, PaymentsError>;
  /** `paymentMethod` is what the provider's card form or wallet handed over; card data never passes here unencrypted. */
  submitPayment(
    request: { orderId: string; paymentMethod: Record<string, string>; idempotencyKey: string },
    scope: CartScope,
  ): ResultAsync<PaymentOutcome, PaymentsError>;
  /** Finishes a redirect (wallet or challenge) with the `redirectResult` the shopper returned with. */
  submitDetails(request: { orderId: string; redirectResult: string }, scope: CartScope): ResultAsync<PaymentOutcome, PaymentsError>;
  /**
   * A `failedReason` rejects. `token` is the cart token the order was placed with, for a confirmation
   * fetched after the cart was emptied (the success page after a reload); without it the stored token is used.
   */
  confirmOrder(orderId: string, scope: CartScope, token?: string): ResultAsync<Order, PaymentsError>;
}
