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

export function isInStock(item: { stockStatus: StockStatus }): boolean {
  return item.stockStatus !== 'no-stock';
}
