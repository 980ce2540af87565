import type { Product } from '@sockshop/core/catalog';
import { materialOf, salesOf } from '../catalogue/attributes.js';
import { hashString } from '../catalogue/random.js';
import { HttpError } from '../http/json-api.js';
import { type IndexedCatalogue, priceIn, viewFor } from './catalogue-view.js';
import { MESSAGES } from './messages.js';
import type { WidgetQuery } from './protocol.js';

/** The widgets the sandbox knows; the spec names PDP, PLP, sitemap, random, bestsellers, landing page and basket widgets. */
export const WIDGETS: Record<string, string> = {
  pdp: 'You might also like',
  plp: 'Popular in this category',
  basket: 'Complete your order',
  bestsellers: 'Bestsellers',
  random: 'Something different',
  'landing-page': 'Fresh picks',
  sitemap: 'All products',
  upsell: 'Add a little extra',
};
/** Basket recommendations limit 8. */
const BASKET_LIMIT = 8;

type Distribution = 1 | 2 | 3;
const STRATEGIES: Record<Distribution, string> = { 1: 'cluster', 2: 'recommendations', 3: 'similar' };

export interface RecommendationsAnswer {
  id: string;
  recommendations: { id: string; strategy: string; score: number; distribution: Distribution; product: Product }[];
  pagination: { total: number };
  widget: { title: string; attributes: Record<string, string>; minResults: number };
}

function widgetTitle(widgetId: string): string {
  const title = WIDGETS[widgetId];
  if (!title) throw new HttpError(404, 'NOT_FOUND', MESSAGES.noRecommendations);
  return title;
}

const bySales = (a: Product, b: Product) => salesOf(b) - salesOf(a) || a.sku.localeCompare(b.sku);

/** What makes two products one family: the same kind of garment, cut and age group. */
export function sameFamily(a: Product, b: Product): boolean {
  const { family, silhouette, ageGroup } = a.information;
  return b.information.family === family && b.information.silhouette === silhouette && b.information.ageGroup === ageGroup;
}

/** Looks alike: the same main colour first, then a shared colour or the same material. */
function likeness(product: Product, other: Product): number {
  if (other.color.primary === product.color.primary) return 2;
  const colours = new Set([product.color.primary, product.color.secondary].filter(Boolean));
  if (colours.has(other.color.primary) || (other.color.secondary && colours.has(other.color.secondary))) return 1;
  return materialOf(other) === materialOf(product) ? 0.5 : 0;
}

/**
 * "Bought together": products of other families (a sock with underwear, a shirt or a gift box), the linked ones first,
 * in an order seeded by the product and the shopper's session, so each shopper sees a stable pick of their own.
 */
function boughtTogether(product: Product, candidates: Product[], sessionId: string): Product[] {
  const linked = new Set(product.linkedProducts);
  const order = (p: Product) => hashString(`${sessionId}|${product.sku}|${p.sku}`);
  return candidates
    .filter((p) => !sameFamily(product, p))
    .sort((a, b) => Number(linked.has(b.sku)) - Number(linked.has(a.sku)) || order(a) - order(b));
}

/**
 * Recommendations for one product: distribution 1 cluster (the same family, best sellers first),
 * 2 recommendations (bought together, per session) and 3 similar (same colour, then a shared colour or material).
 * Each list gets a third of the limit and no product appears twice.
 */
export function recommendForSku(catalogue: IndexedCatalogue, widgetId: string, sku: string, query: WidgetQuery): RecommendationsAnswer {
  const title = widgetTitle(widgetId);
  const view = viewFor(catalogue, query.storefront);
  const product = view.bySku.get(sku)?.product;
  if (!product) throw new HttpError(404, 'NOT_FOUND', MESSAGES.productNotFound(sku));
  const buyable = view.products.filter((p) => p.stockStatus !== 'no-stock' && p.sku !== product.sku);
  const taken = new Set<string>();
  const share = Math.max(1, Math.floor(query.limit / 3));
  const pickFrom = (candidates: Product[], distribution: Distribution, count: number) =>
    candidates
      .filter((p) => !taken.has(p.sku))
      .slice(0, count)
      .map((p, i) => {
        taken.add(p.sku);
        return { id: p.sku, strategy: STRATEGIES[distribution], score: 1 - i / 100, distribution, product: p };
      });
  const similar = buyable
    .map((p) => ({ p, score: likeness(product, p) }))
    .filter(({ score }) => score > 0)
    .sort((a, b) => b.score - a.score || bySales(a.p, b.p))
    .map(({ p }) => p);
  const recommendations = [
    ...pickFrom(buyable.filter((p) => sameFamily(product, p)).sort(bySales), 1, share),
    ...pickFrom(boughtTogether(product, buyable, query.sessionId), 2, share),
    ...pickFrom(similar, 3, Math.max(1, query.limit - 2 * share)),
  ];
  return { id: widgetId, recommendations, pagination: { total: recommendations.length }, widget: widgetOf(title) };
}

/** Listing widgets by profile, limit, page and variables; the basket widget reads $CartAmount, $selected_items_1, $ShippingThreshold. */
export function listWidget(catalogue: IndexedCatalogue, widgetId: string, profileId: string, query: WidgetQuery): RecommendationsAnswer {
  const title = widgetTitle(widgetId);
  const { variables, currency } = query;
  let products = viewFor(catalogue, query.storefront).products.filter((p) => p.stockStatus !== 'no-stock');
  const category = variables.$category;
  if (typeof category === 'string' && category !== '') products = products.filter((p) => p.categories.includes(category));
  let limit = query.limit;

  if (widgetId === 'basket') {
    limit = Math.min(limit, BASKET_LIMIT);
    const selected = skuList(variables.$selected_items_1);
    products = products.filter((p) => !selected.has(p.sku) && !p.variants.some((v) => selected.has(v.sku)));
    // A gap to the free-shipping threshold is best closed by the cheapest product that closes it.
    const gap = Number(variables.$ShippingThreshold ?? 0) - Number(variables.$CartAmount ?? 0);
    const closes = (p: Product) => Number.isFinite(gap) && gap > 0 && priceIn(p, currency) >= gap;
    products.sort(
      (a, b) => Number(closes(b)) - Number(closes(a)) || (closes(a) ? priceIn(a, currency) - priceIn(b, currency) : 0) || bySales(a, b),
    );
  } else if (widgetId === 'random') {
    const order = (p: Product) => hashString(`${profileId}:${p.sku}`);
    products.sort((a, b) => order(a) - order(b));
  } else if (widgetId === 'landing-page' || widgetId === 'sitemap') {
    products.sort((a, b) => b.updatedAt.localeCompare(a.updatedAt) || a.sku.localeCompare(b.sku));
  } else {
    products.sort(bySales);
  }

  const start = (query.page - 1) * limit;
  const recommendations = products.slice(start, start + limit).map((product, i) => ({
    id: product.sku,
    strategy: widgetId,
    score: 1 - (start + i) / (products.length + 1),
    distribution: 2 as const,
    product,
  }));
  return { id: widgetId, recommendations, pagination: { total: products.length }, widget: widgetOf(title) };
}

function skuList(value: unknown): Set<string> {
  if (Array.isArray(value)) return new Set(value.map(String));
  if (typeof value === 'string')
    return new Set(
      value
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    );
  return new Set();
}

function widgetOf(title: string): RecommendationsAnswer['widget'] {
  return { title, attributes: {}, minResults: 1 };
}
