import { z } from 'zod';
import { CURRENCY_CODES } from '../markets/codes.js';

// Prices are integers in minor units.
export const MinorUnitsSchema = z.number().int().nonnegative();

const STOCK_STATUSES = ['no-stock', 'low-stock', 'in-stock'] as const;
export const StockStatusSchema = z.enum(STOCK_STATUSES);
export type StockStatus = z.infer<typeof StockStatusSchema>;

export const PriceSchema = z.object({ original: MinorUnitsSchema, final: MinorUnitsSchema });
export type Price = z.infer<typeof PriceSchema>;

export const DiscountSchema = z.object({ absolute: MinorUnitsSchema, percentage: z.number().int().min(0).max(100) });

export const CurrencyPricesSchema = z.partialRecord(
  z.enum(CURRENCY_CODES),
  z.object({ price: MinorUnitsSchema, finalPrice: MinorUnitsSchema }),
);

export const VariantSchema = z.object({
  sku: z.string().min(1),
  id: z.string().min(1),
  size: z.string().min(1),
  stockStatus: StockStatusSchema,
  price: PriceSchema,
  discount: DiscountSchema,
  currencies: CurrencyPricesSchema,
});
export type Variant = z.infer<typeof VariantSchema>;

export const ImageSchema = z.object({
  url: z.string().min(1),
  alt: z.string(),
  position: z.number().int().nonnegative(),
  backgroundColor: z.string().optional(),
  imageType: z.string().optional(),
});
export type Image = z.infer<typeof ImageSchema>;

export const MediaSchema = z.object({
  hero: z.object({ small: z.string(), original: z.string(), thumbnail: z.string(), large: z.string() }),
  alternate: z.string().optional(),
  images: z.array(ImageSchema),
});

export const ProductSchema = z.object({
  sku: z.string().min(1),
  id: z.string().min(1),
  name: z.string().min(1),
  kind: z.literal('product'),
  price: PriceSchema,
  discount: DiscountSchema,
  variants: z.array(VariantSchema),
  stockStatus: StockStatusSchema,
  badges: z.array(z.string()),
  currencies: CurrencyPricesSchema,
  media: MediaSchema,
  meta: z.object({ title: z.string(), description: z.string() }),
  description: z.object({ full: z.string(), short: z.string() }),
  information: z
    .object({
      composition: z.string(),
      legalMaterials: z.string(),
      washingInstructions: z.string(),
      sizeGuideBlock: z.string(),
      occasion: z.string(),
      ageGroup: z.string(),
      family: z.string(),
      silhouette: z.string(),
    })
    .partial(),
  color: z.object({ primary: z.string(), secondary: z.string().optional() }),
  sections: z.array(z.string()),
  availableSizes: z.array(z.string()),
  collections: z.array(z.string()),
  categories: z.array(z.string()),
  relatedColors: z.array(z.string()),
  linkedProducts: z.array(z.string()),
  certifications: z.array(z.string()),
  seasonalClearance: z.boolean(),
  updatedAt: z.string(),
  updateReason: z.string(),
});
export type Product = z.infer<typeof ProductSchema>;
