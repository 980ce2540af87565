import { type CheckoutInfo, CheckoutInfoSchema, type CheckoutView, isCheckoutView } from '@sockshop/core/checkout';
import { type Order, OrderSchema, type PaymentSession, PaymentSessionSchema } from '@sockshop/core/payments';
import { z } from 'zod';

// Saved checkout information and the order session are stored per market country.

const SavedCheckoutSchema = z.object({
  info: CheckoutInfoSchema.nullable(),
  completedViews: z.array(z.string()).transform((views) => views.filter(isCheckoutView)),
});

const OrderSessionSchema = z.object({
  order: OrderSchema,
  session: PaymentSessionSchema,
  /** The cart token the order was placed with: the confirmation call needs it after the cart is emptied. */
  token: z.string().nullable(),
});
export type OrderSession = z.infer<typeof OrderSessionSchema>;

function read<T>(key: string, schema: z.ZodType<T>): T | null {
  try {
    const raw = window.localStorage.getItem(key);
    if (!raw) return null;
    const parsed = schema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

function write(key: string, value: unknown): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or blocked: checkout still works for this visit.
  }
}

const OrderAttemptSchema = z.string().min(1).max(32);

function newOrderAttempt(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID().replaceAll('-', '').slice(0, 16)
    : Math.random().toString(36).slice(2, 18);
}

export const checkoutStorage = {
  readCheckout(country: string): { info: CheckoutInfo | null; completedViews: CheckoutView[] } | null {
    return read(`checkout:${country}`, SavedCheckoutSchema);
  },
  writeCheckout(country: string, value: { info: CheckoutInfo | null; completedViews: readonly CheckoutView[] } | null): void {
    write(`checkout:${country}`, value);
  },
  readOrderSession(country: string): OrderSession | null {
    return read(`orderSession:${country}`, OrderSessionSchema);
  },
  writeOrderSession(country: string, value: { order: Order; session: PaymentSession; token: string | null } | null): void {
    write(`orderSession:${country}`, value);
  },
  /**
   * The nonce of the current order attempt, part of the order's idempotency key. It changes only when the shopper
   * starts a new order after the last one was closed, so a reload still asks for the same order.
   */
  orderAttempt(country: string): string {
    return read(`orderAttempt:${country}`, OrderAttemptSchema) ?? '0';
  },
  renewOrderAttempt(country: string): string {
    const attempt = newOrderAttempt();
    write(`orderAttempt:${country}`, attempt);
    return attempt;
  },
};
