import { z } from 'zod';
import { CartItemSchema } from '../cart/cart.schema.js';
import { MinorUnitsSchema } from '../catalog/product.schema.js';
import { PaymentAddressSchema } from '../checkout/checkout-info.schema.js';

// spec §3: Order.
export const OrderSchema = z.object({
  id: z.string(),
  orderNumber: z.string(),
  status: z.string(),
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
  payment: z.object({ status: z.string(), method: z.string().nullable() }),
  address: z.object({ billing: PaymentAddressSchema, shipping: PaymentAddressSchema }),
  shippingMethod: z.object({ name: z.string(), estimatedDeliveryTime: z.string() }),
  contact: z.object({ firstName: z.string(), lastName: z.string(), email: z.string(), telephone: z.string() }),
  createdAt: z.string(),
  updatedAt: z.string(),
  externalTaxAmount: MinorUnitsSchema,
});
export type Order = z.infer<typeof OrderSchema>;

// Adyen-style result codes the shop reacts to (DECISIONS 12).
const RESULT_CODES = ['Authorised', 'Refused', 'RedirectShopper', 'Pending', 'Received', 'Cancelled', 'Error'] as const;
const ResultCodeSchema = z.enum(RESULT_CODES);

const PaymentActionSchema = z.object({ type: z.literal('redirect'), method: z.literal('GET'), url: z.string().url() });

export const PaymentSessionSchema = z.object({
  id: z.string(),
  orderId: z.string(),
  amount: z.object({ currency: z.string(), value: MinorUnitsSchema }),
  /** Origin of the provider's card form, framed by the payment step (DECISIONS 12). */
  clientUrl: z.string().url(),
});
export type PaymentSession = z.infer<typeof PaymentSessionSchema>;

export const PaymentOutcomeSchema = z.object({
  resultCode: ResultCodeSchema,
  pspReference: z.string().optional(),
  action: PaymentActionSchema.optional(),
  refusalReason: z.string().optional(),
});
export type PaymentOutcome = z.infer<typeof PaymentOutcomeSchema>;

export const PaymentMethodSchema = z.object({ type: z.string(), name: z.string(), brands: z.array(z.string()).optional() });
export type PaymentMethod = z.infer<typeof PaymentMethodSchema>;
