import type { Cart } from './cart.schema.js';

/** spec §4: free shipping holds when a free-shipping code is applied or the shipping method costs nothing. */
export function hasFreeShipping(cart: Pick<Cart, 'isFreeShippingDiscountCodeApplied' | 'shippingMethod'>): boolean {
  return cart.isFreeShippingDiscountCodeApplied || cart.shippingMethod?.price === 0;
}
