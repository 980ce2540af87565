import { z } from 'zod';
import { ProductSchema } from './product.schema.js';

// spec §7: distribution 1 cluster, 2 recommendations, 3 similar
export const RecommendationsSchema = z.object({
  id: z.string(),
  recommendations: z.array(z.object({ distribution: z.union([z.literal(1), z.literal(2), z.literal(3)]), product: ProductSchema })),
  total: z.number().int().nonnegative(),
});
export type Recommendations = z.infer<typeof RecommendationsSchema>;
