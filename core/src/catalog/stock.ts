import type { StockStatus } from './product.schema.js';

/**
 * A product counts as in stock if any variant is in stock or low on stock. It shows low-stock when only
 * low-stock variants are left.
 */
export function productStockStatus(variants: readonly { stockStatus: StockStatus }[]): StockStatus {
  if (!countsAsInStock(variants)) return 'no-stock';
  return variants.some((v) => v.stockStatus === 'in-stock') ? 'in-stock' : 'low-stock';
}

/**
 * The one rule for a product's stock: it counts as in stock if any variant is in stock or low on stock. Every
 * product-level decision (the status above, which normalizeProduct sets for cards, product page, search,
 * recommendations and structured data; the basket's upsell) goes through here.
 */
export function countsAsInStock(variants: readonly { stockStatus: StockStatus }[]): boolean {
  return variants.some((v) => v.stockStatus === 'in-stock' || v.stockStatus === 'low-stock');
}

/** The badges that would say the stock a second time: the stock status is the one stock signal a product shows. */
const STOCK_BADGES: ReadonlySet<string> = new Set(['low-stock', 'in-stock']);

/**
 * A card read "Nur noch wenige" (a `low-stock` badge, set when any size runs low) next to "Auf Lager"
 * (the product's status, in stock while any size is). The card keeps the status, worked out over all sizes,
 * and drops the badges that repeat or contradict it.
 */
export function withoutStockBadges<B extends string>(badges: readonly B[]): B[] {
  return badges.filter((badge) => !STOCK_BADGES.has(badge));
}

/**
 * Stock check before the order: the cart lines the warehouse reports as unavailable. A line missing from the
 * answer counts as unavailable (a stock check needs a product in the response).
 */
export function unavailableLines<T extends { id: string }>(
  lines: readonly T[],
  answer: readonly { id: string; isAvailable: boolean }[],
): T[] {
  const available = new Set(answer.filter((product) => product.isAvailable).map((product) => product.id));
  return lines.filter((line) => !available.has(line.id));
}
