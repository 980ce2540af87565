import { z } from 'zod';
import { CartItemSchema } from '../cart/cart.schema.js';
import { MinorUnitsSchema } from '../catalog/product.schema.js';
import { PaymentAddressSchema } from '../checkout/checkout-info.schema.js';
import { ORDER_STATUSES } from './order-status.js';

// Order.
export const OrderSchema = z.object({
  id: z.string(),
  orderNumber: z.string(),
  /** In the shop's words: the adapter maps the backend's status or status log (order-status.ts). */
  status: z.enum(ORDER_STATUSES),
  items: z.array(CartItemSchema),
  itemsCount: z.number().int().nonnegative(),
  priceTax: MinorUnitsSchema,
  priceProducts: MinorUnitsSchema,
  priceShipping: MinorUnitsSchema,
  priceDiscount: MinorUnitsSchema,
  priceTotal: MinorUnitsSchema,
  storefront: z.string(),
  market: z.object({ language: z.string() }),
  currency: z.string(),
  /** `method`: the payment method type the order was paid with (`scheme`, `paypal`), null until known. */
  payment: z.object({ status: z.string(), method: z.string().nullable() }),
  address: z.object({ billing: PaymentAddressSchema, shipping: PaymentAddressSchema }),
  shippingMethod: z.object({ name: z.string(), estimatedDeliveryTime: z.string() }),
  contact: z.object({ firstName: z.string(), lastName: z.string(), email: z.string(), telephone: z.string() }),
  createdAt: z.string(),
  updatedAt: z.string(),
  externalTaxAmount: MinorUnitsSchema,
});
export type Order = z.infer<typeof OrderSchema>;

export const PaymentSessionSchema = z.object({
  id: z.string(),
  orderId: z.string(),
  amount: z.object({ currency: z.string(), value: MinorUnitsSchema }),
  /** Origin of the provider's card form, framed by the payment step. */
  clientUrl: z.string().url(),
});
export type PaymentSession = z.infer<typeof PaymentSessionSchema>;

/**
 * How a payment attempt ended, as the shop reacts to it: paid (`authorised`), paid but confirmed later
 * (`pending`), the shopper to be sent to the provider's page (`redirect`), or not paid (`refused`, `cancelled`, `error`).
 * The provider's refusal reason does not travel inward: the shopper reads one translated message.
 */
export const PAYMENT_STATUSES = ['authorised', 'pending', 'redirect', 'refused', 'cancelled', 'error'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** `pspReference`: the provider's reference of the payment, for support and refunds. */
export const PaymentOutcomeSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('redirect'), redirectUrl: z.string().url(), pspReference: z.string().optional() }),
  z.object({ status: z.enum(PAYMENT_STATUSES).exclude(['redirect']), pspReference: z.string().optional() }),
]);
export type PaymentOutcome = z.infer<typeof PaymentOutcomeSchema>;

export const PaymentMethodSchema = z.object({ type: z.string(), name: z.string(), brands: z.array(z.string()).optional() });
export type PaymentMethod = z.infer<typeof PaymentMethodSchema>;
