import { toMajor } from '../pricing/money.js';
import { type AnalyticsItem, type Ga4Item, itemsValue, toGa4Item } from './items.js';
import type { DataLayerEvent } from './page-view.js';

/** The GA4 e-commerce events the shop pushes to the data layer, by their GA4 names. */
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

export interface EcommerceEvent extends DataLayerEvent {
  event: Ga4EventName;
  ecommerce: { currency: string; value: number; items: Ga4Item[]; [field: string]: unknown };
}

/** A GA4 e-commerce event of the items in one currency; the event builders (events.ts, purchase-event.ts) share it. */
export function ecommerceEvent(
  event: Ga4EventName,
  currency: string,
  items: readonly AnalyticsItem[],
  extra: Record<string, unknown> = {},
  listName?: string,
): EcommerceEvent {
  return {
    event,
    ecommerce: {
      currency,
      value: toMajor(itemsValue(items), currency),
      items: items.map((item, index) => toGa4Item(item, currency, { index, ...(listName ? { listName } : {}) })),
      ...extra,
    },
  };
}
