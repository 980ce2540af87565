import type { Product } from '@sockshop/core/catalog';
import type { CurrencyCode, Language } from '@sockshop/core/markets';
import { attributeOf, type Entry, type IndexedCatalogue, inCurrency, languageOf, priceIn, viewFor } from './catalogue-view.js';
import { applyFacets } from './facets.js';
import { parseFilter, satisfies } from './filter-expression.js';
import type { FacetAnswer, SearchRequest } from './protocol.js';

export interface SearchItem {
  id: string;
  kind: 'product';
  score: number;
  product: Partial<Product>;
}

export interface SearchAnswer {
  items: SearchItem[];
  metadata: { count: number; offset: number; limit: number; facets: FacetAnswer[] };
  pagination: { total: number; offset: number; limit: number };
  groups?: { value: string; count: number; items: SearchItem[] }[];
}

/** A matched product with the keys sorting reads, computed once per request rather than per comparison. */
interface Hit {
  product: Product;
  entry: Entry;
  score: number;
  price: number;
  sales: number;
}

/** POST /search: text match, filter expression, facets, sorting, paging, response mask (docs/protocols.md). */
export function runSearch(catalogue: IndexedCatalogue, request: SearchRequest, withFacets = true): SearchAnswer {
  const { options, context } = request;
  const view = viewFor(catalogue, context.storefront);
  const clauses = parseFilter(options.filter);
  const term = request.query.trim();
  const scores = term === '' ? undefined : catalogue.text.search(term);

  const hit = (entry: Entry, score: number): Hit => ({
    product: entry.product,
    entry,
    score,
    price: priceIn(entry.product, context.currency),
    sales: entry.sales,
  });
  let hits: Hit[] = [];
  if (scores) {
    for (const [sku, score] of scores) {
      const entry = view.bySku.get(sku);
      if (entry && entry.product.sku === sku) hits.push(hit(entry, score));
    }
  } else {
    hits = view.entries.map((entry) => hit(entry, 0));
  }
  if (clauses.length > 0)
    hits = hits.filter(({ product }) => clauses.every((c) => satisfies(attributeOf(product, c.attribute, context.currency), c)));

  const { matching, facets } = applyFacets(
    hits.map((h) => h.entry),
    options.facets,
    context.currency,
    withFacets,
  );
  if (matching.length !== hits.length) {
    const kept = new Set(matching);
    hits = hits.filter((h) => kept.has(h.entry));
  }
  hits.sort(comparator(options.sortBy, context.currency, scores !== undefined));

  const page = hits
    .slice(options.offset, options.offset + options.limit)
    .map((hit) => toItem(hit, options.customResponseMask, context.currency, languageOf(context)));
  const answer: SearchAnswer = {
    items: page,
    metadata: { count: hits.length, offset: options.offset, limit: options.limit, facets: withFacets ? facets : [] },
    pagination: { total: hits.length, offset: options.offset, limit: options.limit },
  };
  if (options.groupBy) answer.groups = groupHits(hits, options.groupBy, options.customResponseMask, context.currency, languageOf(context));
  return answer;
}

/** POST /search/suggest: the same matching, no facets, 8 items unless asked otherwise (4 mobile, 8 desktop). */
export function runSuggest(catalogue: IndexedCatalogue, request: SearchRequest): SearchAnswer {
  return runSearch(catalogue, request, false);
}

type Comparator = (a: Hit, b: Hit) => number;
const SALES_ATTRIBUTES = new Set(['bestseller', 'bestsellers', 'sales', 'popularity']);

/** Sorting by price, newest and bestsellers; relevance first when there is a text query, bestsellers otherwise. */
function comparator(
  sortBy: SearchRequest['options']['sortBy'],
  currency: SearchRequest['context']['currency'],
  byScore: boolean,
): Comparator {
  const keys: Comparator[] = sortBy.map(({ attribute, order }) => {
    const sign = order === 'asc' ? 1 : -1;
    if (attribute === 'price') return (a, b) => sign * (a.price - b.price);
    if (SALES_ATTRIBUTES.has(attribute)) return (a, b) => sign * (a.sales - b.sales);
    if (attribute === 'relevance' || attribute === 'score') return (a, b) => sign * (a.score - b.score);
    return (a, b) => {
      const x = attributeOf(a.product, attribute, currency);
      const y = attributeOf(b.product, attribute, currency);
      if (typeof x === 'number' && typeof y === 'number') return sign * (x - y);
      return sign * String(x ?? '').localeCompare(String(y ?? ''));
    };
  });
  if (byScore) keys.push((a, b) => b.score - a.score);
  keys.push(
    (a, b) => b.sales - a.sales,
    (a, b) => (a.product.sku < b.product.sku ? -1 : a.product.sku > b.product.sku ? 1 : 0),
  );
  return (a, b) => {
    for (const key of keys) {
      const order = key(a, b);
      if (order !== 0) return order;
    }
    return 0;
  };
}

function toItem(hit: Hit, mask: string | string[] | undefined, currency: CurrencyCode, language: Language): SearchItem {
  const product = inCurrency(hit.entry, currency, language);
  return { id: product.sku, kind: 'product', score: Math.round(hit.score * 1000) / 1000, product: masked(product, mask) };
}

/** customResponseMask keeps only the named product fields, so suggestions stay small. */
function masked(product: Product, mask: string | string[] | undefined): Partial<Product> {
  if (mask === undefined) return product;
  const fields = (Array.isArray(mask) ? mask : mask.split(',')).map((f) => f.trim()).filter(Boolean);
  if (fields.length === 0) return product;
  return Object.fromEntries(fields.filter((f) => f in product).map((f) => [f, product[f as keyof Product]])) as Partial<Product>;
}

function groupHits(
  hits: Hit[],
  groupBy: NonNullable<SearchRequest['options']['groupBy']>,
  mask: string | string[] | undefined,
  currency: SearchRequest['context']['currency'],
  language: Language,
): NonNullable<SearchAnswer['groups']> {
  const groups = new Map<string, Hit[]>();
  for (const hit of hits) {
    const value = attributeOf(hit.product, groupBy.attribute, currency);
    for (const key of Array.isArray(value) ? value : value === undefined ? [] : [String(value)]) {
      if (groupBy.values && !groupBy.values.includes(key)) continue;
      const members = groups.get(key) ?? [];
      members.push(hit);
      groups.set(key, members);
    }
  }
  return [...groups].map(([value, members]) => ({
    value,
    count: members.length,
    items: members.slice(0, groupBy.size).map((hit) => toItem(hit, mask, currency, language)),
  }));
}
