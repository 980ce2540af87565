import type { CurrencyCode } from '@sockshop/core/markets';
import { convertFromEur } from '../catalogue/prices.js';
import { attributeOf, type Entry, priceIn } from './catalogue-view.js';
import type { FacetAnswer, FacetSelection } from './protocol.js';

/** The facets every answer carries (colour, material, size, price range, badges). */
export const FACETS = [
  { id: 'color', attribute: 'color', title: 'Colour' },
  { id: 'material', attribute: 'material', title: 'Material' },
  { id: 'size', attribute: 'size', title: 'Size' },
  { id: 'price', attribute: 'price', title: 'Price' },
  { id: 'badges', attribute: 'badges', title: 'Badges' },
] as const;

/** Price buckets, set in EUR and converted so every currency gets round edges. */
const PRICE_EDGES_EUR = [0, 1000, 1500, 2500, 5000];
interface Bucket {
  value: string;
  low: number;
  high: number;
}
const buckets = new Map<CurrencyCode, Bucket[]>();

export function priceBuckets(currency: CurrencyCode): Bucket[] {
  let list = buckets.get(currency);
  if (!list) {
    const edges = PRICE_EDGES_EUR.map((eur) => (eur === 0 ? 0 : convertFromEur(eur, currency)));
    list = edges.map((low, i) => ({ value: `${low}-${edges[i + 1] ?? ''}`, low, high: edges[i + 1] ?? Number.POSITIVE_INFINITY }));
    buckets.set(currency, list);
  }
  return list;
}

function valuesOf(entry: Entry, attribute: string, currency: CurrencyCode): string[] {
  if (attribute === 'price') {
    const price = priceIn(entry.product, currency);
    const bucket = priceBuckets(currency).find((b) => price >= b.low && price < b.high);
    return bucket ? [bucket.value] : [];
  }
  const known = entry.values[attribute];
  if (known) return known;
  const value = attributeOf(entry.product, attribute, currency);
  return value === undefined ? [] : Array.isArray(value) ? value : [String(value)];
}

function matches(product: Entry, selection: FacetSelection, currency: CurrencyCode): boolean {
  if (selection.values.length === 0) return true;
  const values = valuesOf(product, selection.attribute, currency);
  return selection.values.some((wanted) => values.includes(wanted));
}

/**
 * Applies the selected facet values (OR within a facet, AND across facets) and counts every facet value the
 * way shoppers expect: a facet's counts ignore its own selection, so picking 'red' still shows how many are blue.
 */
export function applyFacets(
  products: readonly Entry[],
  selections: readonly FacetSelection[],
  currency: CurrencyCode,
  withCounts = true,
): { matching: Entry[]; facets: FacetAnswer[] } {
  const active = selections.filter((s) => s.values.length > 0);
  const matching = active.length === 0 ? [...products] : products.filter((p) => active.every((s) => matches(p, s, currency)));
  if (!withCounts) return { matching, facets: [] };
  const facets = FACETS.map(({ id, attribute, title }): FacetAnswer => {
    const others = active.filter((s) => s.attribute !== attribute);
    const selected = new Set(active.filter((s) => s.attribute === attribute).flatMap((s) => s.values));
    const counts = new Map<string, number>(attribute === 'price' ? priceBuckets(currency).map((b) => [b.value, 0]) : []);
    let count = 0;
    for (const product of products) {
      if (others.length > 0 && !others.every((s) => matches(product, s, currency))) continue;
      count++;
      for (const value of valuesOf(product, attribute, currency)) counts.set(value, (counts.get(value) ?? 0) + 1);
    }
    for (const value of selected) if (!counts.has(value)) counts.set(value, 0);
    const values = [...counts].map(([value, n]) => ({ value, count: n, selected: selected.has(value) }));
    if (attribute !== 'price') values.sort((a, b) => b.count - a.count || a.value.localeCompare(b.value));
    return { id, attribute, title, count, values };
  });
  return { matching, facets };
}
