import type { Facet } from './search.schema.js';

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

/** Reads the selected values of the given parameters from a query; values are comma separated, blanks and repeats dropped. */
export function parseFilters(
  query: Readonly<Record<string, string | readonly string[] | null | undefined>>,
  params: readonly string[],
): Filters {
  const filters: Filters = {};
  for (const param of params) {
    const raw = query[param];
    const values = (typeof raw === 'string' ? [raw] : (raw ?? [])).flatMap((v) => v.split(',')).map((v) => v.trim());
    const unique = [...new Set(values.filter((v) => v !== ''))];
    if (unique.length > 0) filters[param] = unique;
  }
  return filters;
}

/** Selects a value, or deselects it when already selected; a parameter left with no values disappears. */
export function toggleFilterValue(filters: Filters, param: string, value: string): Filters {
  const current = filters[param] ?? [];
  const next = current.includes(value) ? current.filter((v) => v !== value) : [...current, value];
  const { [param]: _, ...rest } = filters;
  return next.length > 0 ? { ...rest, [param]: next } : rest;
}

/** The query string values of the filters: comma-joined, parameters in name order. */
export function filtersToQuery(filters: Filters): Record<string, string> {
  const query: Record<string, string> = {};
  for (const param of Object.keys(filters).sort()) {
    const values = filters[param] ?? [];
    if (values.length > 0) query[param] = values.join(',');
  }
  return query;
}

/** Marks the facet values the shopper selected; a facet is matched by its id or its metadata attribute. */
export function markSelected(facets: readonly Facet[], filters: Filters): Facet[] {
  return facets.map((facet) => {
    const selected = filters[facet.id] ?? (facet.metadata?.attribute ? filters[facet.metadata.attribute] : undefined) ?? [];
    return { ...facet, items: facet.items.map((item) => ({ ...item, selected: selected.includes(item.value) })) };
  });
}
