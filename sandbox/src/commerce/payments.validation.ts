import { COUNTRY_CODES, LANGUAGES } from '@sockshop/core/markets';
import type { Context } from 'hono';
import { z } from 'zod';
import { AmountSchema, ProviderPaymentMethodInputSchema } from '../payment-provider/provider.schema.js';
import { PaymentAddressSchema } from './address.schema.js';
import { serviceError } from './service-errors.js';

/** Request shapes of the payment endpoints (payments protocol). */
export const OrderBodySchema = z.object({
  shippingAddress: PaymentAddressSchema,
  billingAddress: PaymentAddressSchema,
  email: z.email().max(254),
  telephone: z.string().max(32).default(''),
  languageCode: z.enum(LANGUAGES),
  returnUrl: z.url({ protocol: /^https?$/ }).max(2048),
});

const OrderIdSchema = z.string().min(1).max(64);

export const PaymentBodySchema = z.object({ orderId: OrderIdSchema, paymentMethod: ProviderPaymentMethodInputSchema });

export const DetailsBodySchema = z.object({ orderId: OrderIdSchema, details: z.object({ redirectResult: z.string().min(1).max(1024) }) });

const DeliveryMethodSchema = z.strictObject({
  reference: z.string().min(1).max(64),
  description: z.string().max(256),
  type: z.literal('Shipping'),
  amount: AmountSchema,
  selected: z.boolean(),
});

/** No `amount` (strict: one is a 400); the amount sent to PayPal is the order's. */
export const PaypalUpdateBodySchema = z.strictObject({
  orderId: OrderIdSchema,
  pspReference: z.string().min(1).max(64),
  paymentData: z.string().min(1).max(4096),
  deliveryMethods: z.array(DeliveryMethodSchema).max(20).optional(),
});

export const PaymentMethodsBodySchema = z.object({
  blockedPaymentMethods: z.array(z.string().min(1).max(64)).max(50).default([]),
  countryCode: z.enum(COUNTRY_CODES, { error: 'Invalid country code passed' }),
  languageCode: z.enum(LANGUAGES),
  channel: z.literal('Web').default('Web'),
  amount: AmountSchema,
});

/** The optional `Idempotency-Key` header (≤ 64 visible characters, as Adyen's). */
export function idempotencyKeyOf(c: Context): string | null {
  const value = c.req.header('idempotency-key');
  if (value === undefined) return null;
  if (!/^[\x21-\x7e]{1,64}$/.test(value)) {
    throw serviceError('INVALID_INPUT', 'Idempotency-Key must be 1 to 64 visible characters');
  }
  return value;
}
