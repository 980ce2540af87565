import type { CurrencyCode } from '../markets/codes.js';
import { amountToFreeShipping } from '../pricing/free-shipping.js';
import { toMinor } from '../pricing/money.js';
import type { Cart } from './cart.schema.js';
import type { ShippingMethod } from './shipping-method.schema.js';

/** Free shipping holds when a free-shipping code is applied or the shipping method costs nothing. */
export function hasFreeShipping(cart: Pick<Cart, 'isFreeShippingDiscountCodeApplied' | 'shippingMethod'>): boolean {
  return cart.isFreeShippingDiscountCodeApplied || cart.shippingMethod?.price === 0;
}

/**
 * What the cart and the drawer show about free shipping: nothing without a threshold, "Free shipping"
 * once reached (or granted by a code or a free method), else what is left and how far along, all in minor units.
 */
export type FreeShippingStatus =
  | { kind: 'none' }
  | { kind: 'free' }
  | { kind: 'progress'; leftMinor: number; thresholdMinor: number; spentMinor: number };

type FreeShippingCart = Pick<Cart, 'isFreeShippingDiscountCodeApplied' | 'shippingMethod' | 'priceProducts' | 'priceDiscount'>;

export function freeShippingStatus(cart: FreeShippingCart, thresholdMajor: number, currency: CurrencyCode): FreeShippingStatus {
  if (hasFreeShipping(cart)) return { kind: 'free' };
  if (thresholdMajor <= 0) return { kind: 'none' };
  // The products' total after discounts counts towards the threshold, as the commerce backend counts it.
  const spentMinor = Math.max(0, cart.priceProducts - cart.priceDiscount);
  const leftMinor = amountToFreeShipping(spentMinor, thresholdMajor, currency);
  if (leftMinor === 0) return { kind: 'free' };
  return { kind: 'progress', leftMinor, thresholdMinor: toMinor(thresholdMajor, currency), spentMinor };
}

/**
 * What a shipping method costs this cart, in minor units (each option shows its price): nothing with a
 * free-shipping code or once the products reach the threshold (every method, as the backend prices them), else its
 * price less the discount the backend states for it.
 */
export function shippingCostOf(
  method: Pick<ShippingMethod, 'price' | 'discountAmount'>,
  cart: Pick<Cart, 'isFreeShippingDiscountCodeApplied' | 'priceProducts' | 'priceDiscount'>,
  thresholdMajor: number,
  currency: CurrencyCode,
): number {
  if (cart.isFreeShippingDiscountCodeApplied) return 0;
  const spentMinor = Math.max(0, cart.priceProducts - cart.priceDiscount);
  if (thresholdMajor > 0 && amountToFreeShipping(spentMinor, thresholdMajor, currency) === 0) return 0;
  return Math.max(0, method.price - method.discountAmount);
}
