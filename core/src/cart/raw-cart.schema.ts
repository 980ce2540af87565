import { z } from 'zod';
import { MinorUnitsSchema } from '../catalog/product.schema.js';

// The commerce backend's cart, as it travels over HTTP.
export const RawCartItemSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('productVariant'),
    id: z.string(),
    productId: z.string(),
    sku: z.string(),
    parentSku: z.string(),
    name: z.string(),
    image: z.string(),
    size: z.string(),
    quantity: z.number().int().positive(),
    unitPrice: MinorUnitsSchema,
    unitPriceWithDiscount: MinorUnitsSchema,
    /** The variant's price before its own sale; absent means the same as `unitPrice`. */
    listPrice: MinorUnitsSchema.optional(),
    stockStatus: z.enum(['no-stock', 'low-stock', 'in-stock']),
    isGift: z.boolean(),
    taxCode: z.string(),
    sections: z.array(z.string()),
  }),
  z.object({
    type: z.literal('shippingOption'),
    id: z.string(),
    shippingOptionId: z.string(),
    name: z.string(),
    quantity: z.literal(1),
    unitPrice: MinorUnitsSchema,
    unitPriceWithDiscount: MinorUnitsSchema,
  }),
]);
export type RawCartItem = z.infer<typeof RawCartItemSchema>;

const RawDiscountRuleSchema = z.object({
  type: z.enum(['percentage', 'absolute', 'freeShipping']),
  value: z.number().nonnegative(),
});

export const RawCartSchema = z.object({
  id: z.string(),
  state: z.enum(['OPEN', 'ORDERED', 'CLOSED']),
  cartItems: z.array(RawCartItemSchema),
  store: z.object({
    countryCode: z.string(),
    languageCode: z.string(),
    currencyUnit: z.string(),
    taxPercentage: z.number().nonnegative(),
  }),
  totalPrice: MinorUnitsSchema,
  totalPriceWithDiscount: MinorUnitsSchema,
  totalDiscountAmount: MinorUnitsSchema,
  totalTaxAmount: MinorUnitsSchema,
  discounts: z.object({
    code: z.string().nullable(),
    rules: z.array(RawDiscountRuleSchema),
    orderRules: z.array(RawDiscountRuleSchema),
    productDiscounts: z.array(z.object({ cartItemId: z.string(), amount: MinorUnitsSchema })),
    cartDiscount: MinorUnitsSchema,
  }),
  jwtToken: z.string().optional(),
});
export type RawCart = z.infer<typeof RawCartSchema>;
