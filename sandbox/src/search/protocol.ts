import { CURRENCY_CODES, LANGUAGES, STOREFRONT_CODES } from '@sockshop/core/markets';
import { z } from 'zod';

/** The request shapes of the hosted product-discovery service the sandbox imitates (docs/protocols.md). */

/** Product texts come in `language`; without it, in the catalogue's own, English. */
export const ContextSchema = z
  .object({
    storefront: z.enum(STOREFRONT_CODES).default('de'),
    currency: z.enum(CURRENCY_CODES).default('EUR'),
    language: z.enum(LANGUAGES).optional(),
  })
  .prefault({});

const FacetSelectionSchema = z.object({ id: z.string(), attribute: z.string().min(1), values: z.array(z.string()).default([]) });
export type FacetSelection = z.infer<typeof FacetSelectionSchema>;

export const SearchOptionsSchema = z
  .object({
    sortBy: z.array(z.object({ attribute: z.string().min(1), order: z.enum(['asc', 'desc']) })).default([]),
    limit: z.number().int().min(0).max(500).default(64),
    offset: z.number().int().min(0).default(0),
    facets: z.array(FacetSelectionSchema).default([]),
    filter: z.string().default(''),
    groupBy: z
      .object({ attribute: z.string().min(1), size: z.number().int().min(1).max(100).default(4), values: z.array(z.string()).optional() })
      .optional(),
    /** Product fields to keep in each item, as a comma list or an array. */
    customResponseMask: z.union([z.string(), z.array(z.string())]).optional(),
  })
  .prefault({});

export const SearchRequestSchema = z.object({
  token: z.string(),
  query: z.string().max(200).default(''),
  options: SearchOptionsSchema,
  context: ContextSchema,
});
export type SearchRequest = z.infer<typeof SearchRequestSchema>;

export const TenantRequestSchema = z.object({ token: z.string(), category: z.string().optional(), context: ContextSchema });

export const WidgetQuerySchema = z.object({
  storefront: z.enum(STOREFRONT_CODES).default('de'),
  currency: z.enum(CURRENCY_CODES).default('EUR'),
  language: z.enum(LANGUAGES).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(12),
  page: z.coerce.number().int().min(1).default(1),
  /** The shopper's session (the uid cookie), which personal lists are seeded with; empty for none. */
  sessionId: z.string().max(128).default(''),
  variables: z
    .string()
    .default('{}')
    .transform((text, ctx) => {
      try {
        const value: unknown = JSON.parse(text);
        if (value && typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>;
      } catch {}
      ctx.addIssue({ code: 'custom', message: 'variables must be a JSON object' });
      return z.NEVER;
    }),
});
export type WidgetQuery = z.infer<typeof WidgetQuerySchema>;

export interface FacetAnswer {
  id: string;
  attribute: string;
  title: string;
  count: number;
  values: { value: string; count: number; selected: boolean }[];
}
