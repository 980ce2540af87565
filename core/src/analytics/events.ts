import type { Cart } from '../cart/cart.schema.js';
import { ecommerceEvent } from './ecommerce-event.js';
import { type AnalyticsItem, itemFromCartItem } from './items.js';

// The page view and the split-test flag live apart (page-view.ts), so the page view every page pushes at load does not
// bring the e-commerce builders into the browser's first-load JavaScript.
export { type DataLayerEvent, pageViewEvent, splitTestEvents, withSplitTestFlag } from './page-view.js';

/**
 * A list's products as shoppers saw them (impressions are pushed in batches): `indexes` are the items' places in
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
