import { type EcommerceEvent, itemFromCartItem, removeFromCartEvent } from '@sockshop/core/analytics';
import type { CartItem } from '@sockshop/core/cart';

/**
 * A line removed (quantity 0) or lowered is a `remove_from_cart` of the pairs taken out; raising a line is
 * not a removal (null).
 */
export function removalEvent(item: CartItem, newQuantity: number, currency: string): EcommerceEvent | null {
  const removed = item.quantity - Math.max(0, newQuantity);
  return removed > 0 ? removeFromCartEvent(currency, { ...itemFromCartItem(item), quantity: removed }) : null;
}
