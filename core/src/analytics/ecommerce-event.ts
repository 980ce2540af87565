import { toMajor } from '../pricing/money.js';
import type { EcommerceEvent, Ga4EventName } from './events.js';
import { type AnalyticsItem, itemsValue, toGa4Item } from './items.js';

/** A GA4 e-commerce event of the items in one currency (DECISIONS 15); the event builders of this module share it. */
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
