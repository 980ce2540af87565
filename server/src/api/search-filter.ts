import { z } from 'zod';

/** The part of a search's `filter` the shop's catalog understands: a category and a price range in minor units. */
export interface SearchFilter {
  category?: string;
  price?: { min: number; max: number };
}

const CATEGORY = /^categories\s*=\s*"([\w/-]{1,100})"$/;
const PRICE = /^price\s*(>=|<=|>|<)\s*(\d{1,9})$/;
const MAX_PRICE = 1_000_000_000;

/**
 * Reads the service's filter expression (docs/protocols.md, e.g. `categories = "adults/socks" AND price <= 3000`), or
 * the same as an object `{ category, price: { min, max } }`. Any other clause is refused rather than ignored.
 */
export const SearchFilterSchema = z.union([
  z
    .string()
    .max(300)
    .transform((text, ctx): SearchFilter => {
      const filter: SearchFilter = {};
      const clauses = text.trim() === '' ? [] : text.split(/\s+AND\s+/);
      for (const clause of clauses) {
        const category = CATEGORY.exec(clause.trim());
        const price = PRICE.exec(clause.trim());
        if (category && filter.category === undefined) filter.category = category[1]!;
        else if (price) {
          const value = Number(price[2]);
          const range = filter.price ?? { min: 0, max: MAX_PRICE };
          if (price[1]!.startsWith('>')) range.min = Math.max(range.min, price[1] === '>' ? value + 1 : value);
          else range.max = Math.min(range.max, price[1] === '<' ? Math.max(0, value - 1) : value);
          filter.price = range;
        } else {
          ctx.addIssue({ code: 'custom', message: 'filter supports categories = "…" and price comparisons joined by AND' });
          return z.NEVER;
        }
      }
      return filter;
    }),
  z.object({
    category: z
      .string()
      .regex(/^[\w/-]{1,100}$/)
      .optional(),
    price: z
      .object({ min: z.number().int().min(0).max(MAX_PRICE), max: z.number().int().min(0).max(MAX_PRICE) })
      .refine((range) => range.min <= range.max, 'price.min must not exceed price.max')
      .optional(),
  }),
]);
