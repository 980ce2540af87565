import type { CartItem } from '../cart/cart.schema.js';
import type { Product, Variant } from '../catalog/product.schema.js';
import { toMajor } from '../pricing/money.js';

/** What the shop knows about a product line, prices in minor units. */
export interface AnalyticsItem {
  sku: string;
  name: string;
  /** Final unit price in minor units. */
  price: number;
  /** Unit discount in minor units. */
  discount: number;
  quantity: number;
  variant?: string;
  category?: string;
  color?: string;
}

/** A GA4 e-commerce item; prices in major units. */
export interface Ga4Item {
  item_id: string;
  item_name: string;
  price: number;
  discount: number;
  quantity: number;
  item_variant?: string;
  item_category?: string;
  item_color?: string;
  item_list_name?: string;
  index?: number;
}

export function itemFromProduct(product: Product, quantity = 1, variant?: Variant): AnalyticsItem {
  const price = variant?.price ?? product.price;
  return {
    sku: variant?.sku ?? product.sku,
    name: product.name,
    price: price.final,
    discount: Math.max(price.original - price.final, 0),
    quantity,
    ...(variant ? { variant: variant.size } : {}),
    ...(product.categories[0] ? { category: product.categories[0] } : {}),
    color: product.color.primary,
  };
}

export function itemFromCartItem(item: CartItem): AnalyticsItem {
  return {
    sku: item.sku,
    name: item.name,
    price: item.price.final,
    discount: Math.max(item.price.original - item.price.final, 0),
    quantity: item.quantity,
    variant: item.size.label,
    ...(item.sections[0] ? { category: item.sections[0] } : {}),
  };
}

export function toGa4Item(item: AnalyticsItem, currency: string, position?: { index: number; listName?: string }): Ga4Item {
  return {
    item_id: item.sku,
    item_name: item.name,
    price: toMajor(item.price, currency),
    discount: toMajor(item.discount, currency),
    quantity: item.quantity,
    ...(item.variant ? { item_variant: item.variant } : {}),
    ...(item.category ? { item_category: item.category } : {}),
    ...(item.color ? { item_color: item.color } : {}),
    ...(position?.listName ? { item_list_name: position.listName } : {}),
    ...(position ? { index: position.index } : {}),
  };
}

/** The lines' total in minor units. */
export function itemsValue(items: readonly AnalyticsItem[]): number {
  return items.reduce((sum, item) => sum + item.price * item.quantity, 0);
}
