import type { Cart } from '../cart/cart.schema.js';
import type { Experiment } from '../experiments/experiment.schema.js';
import { isSplitTestEvent } from '../experiments/split-test.js';
import type { TrackingPageType } from '../routing/page-type.js';
import { ecommerceEvent } from './ecommerce-event.js';
import { type AnalyticsItem, type Ga4Item, itemFromCartItem } from './items.js';

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

export interface DataLayerEvent {
  event: string;
  split_test?: true;
  [field: string]: unknown;
}

export interface EcommerceEvent extends DataLayerEvent {
  event: Ga4EventName;
  ecommerce: { currency: string; value: number; items: Ga4Item[]; [field: string]: unknown };
}

export const PAGE_VIEW_EVENT = 'page_view';

/** spec §9: page views carry country, segment, route name and type. */
export function pageViewEvent(page: { country: string; segment: string; routeName: string; pageType: TrackingPageType }): DataLayerEvent {
  return { event: PAGE_VIEW_EVENT, country: page.country, segment: page.segment, route_name: page.routeName, page_type: page.pageType };
}

/** spec §9: page views are the "general" events of the split-test rule. */
export function withSplitTestFlag<E extends DataLayerEvent>(event: E, runningTests: readonly Pick<Experiment, 'eventNames'>[]): E {
  const kind = event.event === PAGE_VIEW_EVENT ? 'general' : event.event;
  return isSplitTestEvent(kind, runningTests) ? { ...event, split_test: true } : event;
}

export const viewItemListEvent = (listName: string, currency: string, items: readonly AnalyticsItem[]) =>
  ecommerceEvent('view_item_list', currency, items, { item_list_name: listName }, listName);
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
