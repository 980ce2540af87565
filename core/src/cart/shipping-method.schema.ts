import { z } from 'zod';
import { MinorUnitsSchema } from '../catalog/product.schema.js';

// Shipping method as the shop shows it (after language normalisation).
export const ShippingMethodSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  available: z.boolean(),
  errorMessage: z.string().nullable(),
  price: MinorUnitsSchema,
  discountAmount: MinorUnitsSchema,
  deliveryDetails: z.string(),
  logo: z.string(),
});
export type ShippingMethod = z.infer<typeof ShippingMethodSchema>;

/** The backend's shipping method, with texts per market language (title falls back to English). */
export const RawShippingMethodSchema = z.object({
  id: z.string(),
  title: z.record(z.string(), z.string()),
  description: z.record(z.string(), z.string()),
  price: z.record(z.string(), MinorUnitsSchema),
  available: z.boolean(),
  errorMessage: z.string().nullable(),
  discountAmount: MinorUnitsSchema,
  deliveryDetails: z.record(z.string(), z.string()),
  logo: z.string(),
});
export type RawShippingMethod = z.infer<typeof RawShippingMethodSchema>;
