import type { Product, StockStatus, Variant } from '@sockshop/core/catalog';
import type { CurrencyCode, WarehouseRegion } from '@sockshop/core/markets';

/** A sellable variant as the commerce service stores it: what the cart shows plus its warehouse stock. */
export interface StockedVariant {
  id: string;
  productId: string;
  sku: string;
  parentSku: string;
  name: string;
  image: string;
  size: string;
  sections: string[];
  /** `-UP` SKUs are the US warehouse's, all others NL's. */
  region: WarehouseRegion;
  basePrice: { original: number; final: number };
  prices: Partial<Record<CurrencyCode, { price: number; finalPrice: number }>>;
  stock: number;
}

export type StockUnitsOf = (variant: Variant) => number;

// Without a catalogue rule, stock follows the variant's status: none, a few, plenty.
export const defaultStockUnitsOf: StockUnitsOf = (variant) =>
  variant.stockStatus === 'no-stock' ? 0 : variant.stockStatus === 'low-stock' ? 3 : 100;

export function regionOfSku(sku: string): WarehouseRegion {
  return sku.includes('-UP') ? 'US' : 'NL';
}

export function stockedVariantsOf(product: Product, stockUnitsOf: StockUnitsOf = defaultStockUnitsOf): StockedVariant[] {
  return product.variants.map((variant) => ({
    id: variant.id,
    productId: product.id,
    sku: variant.sku,
    parentSku: product.sku,
    name: product.name,
    image: product.media.hero.thumbnail,
    size: variant.size,
    sections: product.sections,
    region: regionOfSku(variant.sku),
    basePrice: variant.price,
    prices: variant.currencies,
    stock: Math.max(0, Math.floor(stockUnitsOf(variant))),
  }));
}

/** The variant's price in a currency; a variant without one falls back to its base price. */
export function priceIn(variant: StockedVariant, currency: CurrencyCode): { original: number; final: number } {
  const priced = variant.prices[currency];
  return priced ? { original: priced.price, final: priced.finalPrice } : variant.basePrice;
}

export const LOW_STOCK_UNITS = 5;

export function stockStatusOf(stock: number): StockStatus {
  if (stock <= 0) return 'no-stock';
  return stock <= LOW_STOCK_UNITS ? 'low-stock' : 'in-stock';
}
