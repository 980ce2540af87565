import type { Cart } from '../cart/cart.schema.js';
import { ecommerceEvent } from './ecommerce-event.js';
import { type AnalyticsItem, type Ga4Item, itemFromCartItem } from './items.js';
import type { DataLayerEvent } from './page-view.js';

/** DECISIONS 15: the GA4 e-commerce event names. */
export const GA4_EVENTS = [
  'view_item_list',
  'view_item',
  'add_to_cart',
  'remove_from_cart',
  'begin_checkout',
  'add_shipping_info',
  'add_payment_info',
  'purchase',
] as const;
export type Ga4EventName = (typeof GA4_EVENTS)[number];

// The page view and the split-test flag live apart (page-view.ts), so the page view every page pushes at load does not
// bring the e-commerce builders into the browser's first-load JavaScript (issue 12).
export { type DataLayerEvent, pageViewEvent, splitTestEvents, withSplitTestFlag } from './page-view.js';

export interface EcommerceEvent extends DataLayerEvent {
  event: Ga4EventName;
  ecommerce: { currency: string; value: number; items: Ga4Item[]; [field: string]: unknown };
}

/**
 * A list's products as shoppers saw them (spec §9: impressions are pushed in batches): `indexes` are the items' places in
 * the whole list when the batch is only part of it.
 */
export function viewItemListEvent(listName: string, currency: string, items: readonly AnalyticsItem[], indexes?: readonly number[]) {
  const event = ecommerceEvent('view_item_list', currency, items, { item_list_name: listName }, listName);
  if (indexes) event.ecommerce.items = event.ecommerce.items.map((item, at) => ({ ...item, index: indexes[at] ?? at }));
  return event;
}
export const viewItemEvent = (currency: string, item: AnalyticsItem) => ecommerceEvent('view_item', currency, [item]);
export const addToCartEvent = (currency: string, item: AnalyticsItem) => ecommerceEvent('add_to_cart', currency, [item]);
export const removeFromCartEvent = (currency: string, item: AnalyticsItem) => ecommerceEvent('remove_from_cart', currency, [item]);

const cartExtra = (cart: Cart) => (cart.discountCode ? { coupon: cart.discountCode } : {});

export const beginCheckoutEvent = (cart: Cart) =>
  ecommerceEvent('begin_checkout', cart.currency, cart.items.map(itemFromCartItem), cartExtra(cart));
export const addShippingInfoEvent = (cart: Cart, shippingTier: string) =>
  ecommerceEvent('add_shipping_info', cart.currency, cart.items.map(itemFromCartItem), { ...cartExtra(cart), shipping_tier: shippingTier });
export const addPaymentInfoEvent = (cart: Cart, paymentType: string) =>
  ecommerceEvent('add_payment_info', cart.currency, cart.items.map(itemFromCartItem), { ...cartExtra(cart), payment_type: paymentType });
