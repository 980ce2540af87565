/** spec §9: the default price filter range, in major units. */
export const DEFAULT_PRICE_RANGE = { min: 0, max: 300 } as const;

/** Selected facet values by query parameter, e.g. `{ color: ['red', 'blue'] }`. */
export type Filters = Record<string, string[]>;

const amountOf = (value: number | string | null | undefined): number | null => {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : typeof value === 'number' ? value : Number.NaN;
  return Number.isFinite(number) && number >= 0 ? number : null;
};

/**
 * spec §9: a price filter from major-unit bounds (query values or numbers), multiplied by 100 for the query.
 * Missing or invalid bounds take the default range 0–300; swapped bounds are put in order.
 */
export function priceFilter(min?: number | string | null, max?: number | string | null): { min: number; max: number } {
  const low = amountOf(min) ?? DEFAULT_PRICE_RANGE.min;
  const high = amountOf(max) ?? DEFAULT_PRICE_RANGE.max;
  const [from, to] = low <= high ? [low, high] : [high, low];
  return { min: Math.round(from * 100), max: Math.round(to * 100) };
}

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
