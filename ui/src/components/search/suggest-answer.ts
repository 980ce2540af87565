import { type Suggestion, SuggestionSchema } from '@sockshop/core/catalog';
import { z } from 'zod';

const SuggestAnswerSchema = z.object({
  products: z.array(z.object({ id: z.string(), sku: z.string(), title: z.string(), photo: z.string() })),
});

/**
 * The shop's own POST /search/suggest answer checked and turned into core's suggestions; null when it is not one.
 * suggestion-logic.ts imports this on the first suggestion request (zod is not in a page's first load).
 */
export function parseSuggestAnswer(json: unknown): Suggestion[] | null {
  const answer = SuggestAnswerSchema.safeParse(json);
  if (!answer.success) return null;
  return answer.data.products.map((product) =>
    SuggestionSchema.parse({ id: product.id, product: { sku: product.sku, title: product.title, photo: product.photo } }),
  );
}
