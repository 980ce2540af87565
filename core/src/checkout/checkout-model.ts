import type { DomainError } from '../errors.js';
import type { Order, PaymentOutcome, PaymentSession, PaymentStatus } from '../payments/order.schema.js';
import { isCheckoutInfoComplete, type PaymentSessionInput, validatePaymentSessionInput } from './address.js';
import type { CheckoutInfo } from './checkout-info.schema.js';
import { CHECKOUT_VIEW_ORDER, type CheckoutView } from './views.js';

/** Why the last payment attempt did not pay the order, for the payment view to word; null once the shopper tries again. */
export type PaymentNotice =
  /** A call failed (the provider, the backend, or an answer that would send the shopper elsewhere). */
  | { kind: 'failed'; error: DomainError }
  /** The provider's final answer was not a payment: refused, cancelled or an error on its side. */
  | { kind: 'unpaid'; status: PaymentStatus }
  /** Paid as far as the provider said, but the order could not be confirmed yet. */
  | { kind: 'unconfirmed' };

export interface CheckoutContext {
  /** Always starts with cart, kept in step order. */
  completedViews: CheckoutView[];
  info: CheckoutInfo | null;
  paymentSession: PaymentSession | null;
  order: Order | null;
  /** Why the order or its payment session could not be created (or the address was refused). */
  error: DomainError | null;
  notice: PaymentNotice | null;
  /** The payment method data of the attempt in flight; null when it resumes after the provider's page. */
  paymentMethod: Record<string, string> | null;
  /** The provider's result the shopper came back with, once handed over: it is single-use, so it is submitted once. */
  redirectResult: string | null;
  /** Counts the attempts that ended unpaid: the provider's card form is used up by a final answer and starts afresh. */
  attempt: number;
}

export interface CheckoutInput {
  /** Saved information restored for the market country. */
  info?: CheckoutInfo | null;
  completedViews?: readonly CheckoutView[];
  paymentSession?: PaymentSession | null;
  order?: Order | null;
}

export type CheckoutEvent =
  | { type: 'goto'; view: CheckoutView }
  | { type: 'view.removed'; view: CheckoutView }
  | { type: 'address.submitted'; info: CheckoutInfo }
  | { type: 'payment.retry' }
  /** The provider's card form, or a wallet button, handed over the shopper's payment method data. */
  | { type: 'payment.submitted'; paymentMethod: Record<string, string> }
  /** The card form refused what the shopper typed; it shows why by its fields, so an older notice goes. */
  | { type: 'payment.invalid' }
  /** Back from the provider's page (a wallet or a card challenge) with its result. */
  | { type: 'payment.returned'; redirectResult: string };

export interface PaymentSessionRequest extends PaymentSessionInput {
  info: CheckoutInfo;
}
export interface CreatedPaymentSession {
  session: PaymentSession;
  order?: Order | null;
}
/** The inputs of the payment port calls the machine makes. */
export interface SubmitPaymentRequest {
  orderId: string;
  paymentMethod: Record<string, string>;
}
export interface SubmitDetailsRequest {
  orderId: string;
  redirectResult: string;
}
export interface RedirectRequest {
  orderId: string;
  redirectUrl: string;
  /** The data the attempt was submitted with; null when the provider sends the shopper on from its own page. */
  paymentMethod: Record<string, string> | null;
}
/** Views always start with cart, hold no duplicates and follow the step order. */
export function normaliseCompletedViews(views: readonly CheckoutView[]): CheckoutView[] {
  return CHECKOUT_VIEW_ORDER.filter((view) => view === 'cart' || views.includes(view));
}

/** Payment needs the address view completed with complete information. */
export function hasCompleteAddress(context: Pick<CheckoutContext, 'completedViews' | 'info'>): boolean {
  return context.completedViews.includes('address') && isCheckoutInfoComplete(context.info);
}

export function paymentSessionRequest(context: CheckoutContext): PaymentSessionRequest {
  const info = context.info;
  // The payment state's guard makes this unreachable; reaching it is a programmer error.
  if (!info) throw new Error('createPaymentSession needs checkout information');
  const input = validatePaymentSessionInput(info);
  if (input.isErr()) throw new Error(input.error.message);
  return { ...input.value, info };
}

export function orderIdOf(context: CheckoutContext): string {
  // The ready state's guards make this unreachable.
  if (!context.order) throw new Error('paying needs an order');
  return context.order.id;
}

/** The provider's answer a payment state was entered with (the output of the call before it). */
export function outcomeOf(event: { type: string }): PaymentOutcome {
  const output = (event as { output?: PaymentOutcome }).output;
  if (!output) throw new Error(`${event.type} carries no payment outcome`);
  return output;
}

/** Actors reject with a port's error object; anything else (a thrown Error) reads as the service being unavailable. */
export function toDomainError(error: unknown): DomainError {
  if (typeof error === 'object' && error !== null && 'code' in error && 'message' in error) return error as DomainError;
  return { code: 'UPSTREAM_UNAVAILABLE', message: error instanceof Error ? error.message : String(error), cause: error };
}
