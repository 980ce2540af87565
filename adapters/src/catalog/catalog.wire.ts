import { FacetValueSchema, MediaSchema } from '@sockshop/core/catalog';
import { z } from 'zod';

/**
 * The search and recommendation service's answers (docs/protocols.md), checked at the edge. Products stay `unknown`
 * here: core's normalizeProduct validates each one for the storefront.
 */
export const WireFacetSchema = z.object({
  id: z.string(),
  attribute: z.string(),
  title: z.string().optional(),
  values: z.array(FacetValueSchema),
});
export type WireFacet = z.infer<typeof WireFacetSchema>;

const ItemSchema = z.object({ id: z.string(), kind: z.string(), score: z.number(), product: z.unknown() });

export const SearchAnswerSchema = z.object({
  items: z.array(ItemSchema),
  metadata: z.object({ count: z.number().int().nonnegative(), facets: z.array(WireFacetSchema).default([]) }),
});

/** Suggestions ask for a masked product: only what the suggestion list shows. */
export const SUGGEST_MASK = 'sku,name,media';
export const SuggestAnswerSchema = z.object({
  items: z.array(z.object({ id: z.string(), product: z.object({ sku: z.string().min(1), name: z.string().min(1), media: MediaSchema }) })),
});

export const RecommendationsAnswerSchema = z.object({
  id: z.string(),
  recommendations: z.array(z.object({ distribution: z.union([z.literal(1), z.literal(2), z.literal(3)]), product: z.unknown() })),
  pagination: z.object({ total: z.number().int().nonnegative() }),
});

export const FiltersAnswerSchema = z.object({ filters: z.array(WireFacetSchema) });

export const PriceRangeAnswerSchema = z.object({ min: z.number().nonnegative().nullable(), max: z.number().nonnegative().nullable() });
