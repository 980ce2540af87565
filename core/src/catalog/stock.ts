import type { StockStatus } from './product.schema.js';

/**
 * spec §4: a product counts as in stock if any variant is in stock or low on stock. It shows low-stock when only
 * low-stock variants are left.
 */
export function productStockStatus(variants: readonly { stockStatus: StockStatus }[]): StockStatus {
  if (variants.some((v) => v.stockStatus === 'in-stock')) return 'in-stock';
  if (variants.some((v) => v.stockStatus === 'low-stock')) return 'low-stock';
  return 'no-stock';
}

/**
 * spec §7 stock check before the order: the cart lines the warehouse reports as unavailable. A line missing from the
 * answer counts as unavailable (spec §5: a stock check needs a product in the response).
 */
export function unavailableLines<T extends { id: string }>(
  lines: readonly T[],
  answer: readonly { id: string; isAvailable: boolean }[],
): T[] {
  const available = new Set(answer.filter((product) => product.isAvailable).map((product) => product.id));
  return lines.filter((line) => !available.has(line.id));
}
