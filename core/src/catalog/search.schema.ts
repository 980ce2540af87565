import { z } from 'zod';
import { ProductSchema } from './product.schema.js';

// Filter facet
export const FacetValueSchema = z.object({ value: z.string(), count: z.number().int().nonnegative(), selected: z.boolean() });
export const FacetSchema = z.object({
  id: z.string(),
  type: z.enum(['facet', 'filter']),
  items: z.array(FacetValueSchema),
  metadata: z.object({ attribute: z.string(), title: z.string() }).partial().optional(),
});
export type Facet = z.infer<typeof FacetSchema>;

export const SortSchema = z.object({ attribute: z.string().min(1), order: z.enum(['asc', 'desc']) });
export type Sort = z.infer<typeof SortSchema>;

export const SearchResultSchema = z.object({
  products: z.array(ProductSchema),
  facets: z.array(FacetSchema),
  total: z.number().int().nonnegative(),
});
export type SearchResult = z.infer<typeof SearchResultSchema>;

// Search suggestion
export const SuggestionSchema = z.object({
  id: z.string(),
  product: z.object({ sku: z.string(), title: z.string(), photo: z.string() }),
});
export type Suggestion = z.infer<typeof SuggestionSchema>;

export const PriceRangeSchema = z.object({ min: z.number().nonnegative(), max: z.number().nonnegative() });
export type PriceRange = z.infer<typeof PriceRangeSchema>;
