/** The default price filter range, in major units, for when the category's range cannot be found. */
export const DEFAULT_PRICE_RANGE = { min: 0, max: 300 } as const;

/**
 * The price filter's query keys (docs/decisions.md "Price filter"): two fields, because a plain GET form sends each input
 * as it is, so the filter works with JavaScript off. Values are in major units of the market currency. The rules are in
 * price-filter.ts; these constants live here, apart from its zod schemas, so the browser's form needs no zod.
 */
export const PRICE_PARAMS = { min: 'price_min', max: 'price_max' } as const;

/** Selected facet values by query parameter, e.g. `{ color: ['red', 'blue'] }`. */
export type Filters = Record<string, string[]>;

/** A facet value is a short word; anything this long is noise that would only bloat the catalog query. */
const MAX_FILTER_VALUE_LENGTH = 63;

/**
 * Reads the selected values of the given parameters from a query (a parameter may repeat, as a GET form sends checked
 * boxes, or carry comma-separated values); blanks, over-long values and repeats are dropped.
 */
export function parseFilters(
  query: Readonly<Record<string, string | readonly string[] | null | undefined>>,
  params: readonly string[],
): Filters {
  const filters: Filters = {};
  for (const param of params) {
    const raw = query[param];
    const values = (typeof raw === 'string' ? [raw] : (raw ?? [])).flatMap((v) => v.split(',')).map((v) => v.trim());
    const unique = [...new Set(values.filter((v) => v !== '' && v.length <= MAX_FILTER_VALUE_LENGTH))];
    if (unique.length > 0) filters[param] = unique;
  }
  return filters;
}
