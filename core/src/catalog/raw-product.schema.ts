import { z } from 'zod';
import { CurrencyPricesSchema, DiscountSchema, ProductSchema, StockStatusSchema, VariantSchema } from './product.schema.js';

/**
 * A product as the search and recommendation service sends it. It must have id, _id, sku, updateReason and
 * kind product; what the shop can derive (discounts, stock status, available sizes) and empty lists may be missing.
 * Colours are free text here; normalisation keeps the known ones.
 */
export const RawVariantSchema = VariantSchema.extend({
  discount: DiscountSchema.optional(),
  currencies: CurrencyPricesSchema.default({}),
});
export type RawVariant = z.infer<typeof RawVariantSchema>;

const list = z.array(z.string()).default([]);

export const RawProductSchema = ProductSchema.extend({
  _id: z.string().min(1),
  updateReason: z.string().min(1),
  variants: z.array(RawVariantSchema),
  discount: DiscountSchema.optional(),
  stockStatus: StockStatusSchema.optional(),
  availableSizes: z.array(z.string()).optional(),
  currencies: CurrencyPricesSchema.default({}),
  badges: list,
  sections: list,
  collections: list,
  categories: list,
  relatedColors: list,
  linkedProducts: list,
  certifications: list,
  information: ProductSchema.shape.information.default({}),
  seasonalClearance: z.boolean().default(false),
  color: z.object({ primary: z.string(), secondary: z.string().optional() }),
});
