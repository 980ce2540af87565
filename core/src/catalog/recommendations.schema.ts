import { z } from 'zod';
import { ProductSchema } from './product.schema.js';

/**
 * Where the shop shows recommended products, and so what is recommended: the product page (distribution
 * 1 cluster, 2 recommendations, 3 similar), the category page, the basket upsell (at most 8), bestsellers, a
 * random pick, the landing page, the sitemap and the segmented upsell. The catalog adapter knows which of its service's
 * lists serves each slot.
 */
export const RECOMMENDATION_SLOTS = [
  'product-page',
  'category-page',
  'basket',
  'bestsellers',
  'random',
  'landing-page',
  'sitemap',
  'upsell',
] as const;
export type RecommendationSlot = (typeof RECOMMENDATION_SLOTS)[number];

// Distribution 1 cluster, 2 recommendations, 3 similar
export const RecommendationsSchema = z.object({
  id: z.string(),
  recommendations: z.array(z.object({ distribution: z.union([z.literal(1), z.literal(2), z.literal(3)]), product: ProductSchema })),
  total: z.number().int().nonnegative(),
});
export type Recommendations = z.infer<typeof RecommendationsSchema>;
