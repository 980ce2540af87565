import { z } from 'zod';
import { MinorUnitsSchema, PriceSchema, StockStatusSchema } from '../catalog/product.schema.js';
import { COUNTRY_CODES } from '../markets/codes.js';

// The cart as the shop shows it. Amounts in minor units.
export const CartItemSchema = z.object({
  id: z.string().min(1),
  itemId: z.string().min(1),
  name: z.string(),
  image: z.string(),
  price: PriceSchema,
  quantity: z.number().int().positive(),
  size: z.object({ label: z.string(), value: z.string() }),
  sku: z.string(),
  parentSku: z.string(),
  stockStatus: StockStatusSchema,
  isGift: z.boolean(),
  taxCode: z.string(),
  productDiscount: MinorUnitsSchema,
  sections: z.array(z.string()),
});
export type CartItem = z.infer<typeof CartItemSchema>;

export const CartSchema = z.object({
  cartId: z.string(),
  items: z.array(CartItemSchema),
  itemsCount: z.number().int().nonnegative(),
  priceTax: MinorUnitsSchema,
  priceProducts: MinorUnitsSchema,
  priceShipping: MinorUnitsSchema,
  priceDiscount: MinorUnitsSchema,
  priceTotal: MinorUnitsSchema,
  currency: z.string(),
  discountCode: z.string().nullable(),
  countryCode: z.enum(COUNTRY_CODES),
  shippingMethod: z.object({ id: z.string(), price: MinorUnitsSchema }).nullable(),
  isFreeShippingDiscountCodeApplied: z.boolean(),
  messages: z.array(z.string()),
});
export type Cart = z.infer<typeof CartSchema>;
