import { describe, expect, it } from 'vitest';
import type { Cart, CartItem } from '../cart/cart.schema.js';
import type { Order } from '../payments/order.schema.js';
import { GA4_EVENTS } from './ecommerce-event.js';
import {
  addPaymentInfoEvent,
  addShippingInfoEvent,
  addToCartEvent,
  beginCheckoutEvent,
  pageViewEvent,
  removeFromCartEvent,
  splitTestEvents,
  viewItemEvent,
  viewItemListEvent,
  withSplitTestFlag,
} from './events.js';
import { validateGtmId } from './gtm.js';
import { emptyImpressionBatch, flushImpressions, impressionFlushAt, queueImpression, takeDueImpressions } from './impressions.js';
import { type AnalyticsItem, itemFromProduct } from './items.js';
import { purchaseEvent } from './purchase-event.js';

const item: AnalyticsItem = {
  sku: 'SOCK-1-3638',
  name: 'Striped Sock',
  price: 1299,
  discount: 200,
  quantity: 2,
  variant: '36-38',
  category: 'socks',
};
const cartItem: CartItem = {
  id: 'v1',
  itemId: 'l1',
  name: 'Striped Sock',
  image: '/media/s.svg',
  price: { original: 1500, final: 1200 },
  quantity: 3,
  size: { label: '36-38', value: '3638' },
  sku: 'SOCK-1-3638',
  parentSku: 'SOCK-1',
  stockStatus: 'in-stock',
  isGift: false,
  taxCode: 'A',
  productDiscount: 0,
  sections: ['socks'],
};
const cart = { currency: 'EUR', items: [cartItem], discountCode: 'HAPPY' } as Cart;

describe('analytics events', () => {
  it('uses the GA4 e-commerce names', () => {
    expect(GA4_EVENTS).toEqual([
      'view_item_list',
      'view_item',
      'add_to_cart',
      'remove_from_cart',
      'begin_checkout',
      'add_shipping_info',
      'add_payment_info',
      'purchase',
    ]);
  });

  it('page views carry country, segment, route name and type', () => {
    expect(pageViewEvent({ country: 'NL', segment: 'spring', routeName: 'storefront-slugs', pageType: 'category' })).toEqual({
      event: 'page_view',
      country: 'NL',
      segment: 'spring',
      route_name: 'storefront-slugs',
      page_type: 'category',
    });
  });

  it('flags general (page view), purchase and configured events while a split test runs', () => {
    const flagged = splitTestEvents([{ eventNames: ['add_to_cart'] }]);
    const page = pageViewEvent({ country: 'DE', segment: '', routeName: 'storefront', pageType: 'homepage' });
    expect(withSplitTestFlag(page, flagged).split_test).toBe(true);
    expect(withSplitTestFlag(addToCartEvent('EUR', item), flagged).split_test).toBe(true);
    expect(withSplitTestFlag(viewItemEvent('EUR', item), flagged)).not.toHaveProperty('split_test');
    expect(withSplitTestFlag(page, splitTestEvents([]))).not.toHaveProperty('split_test');
  });

  it('converts minor units to major, JPY and KRW untouched', () => {
    const event = addToCartEvent('EUR', item);
    expect(event.ecommerce).toEqual({
      currency: 'EUR',
      value: 25.98,
      items: [
        {
          item_id: 'SOCK-1-3638',
          item_name: 'Striped Sock',
          price: 12.99,
          discount: 2,
          quantity: 2,
          item_variant: '36-38',
          item_category: 'socks',
          index: 0,
        },
      ],
    });
    expect(viewItemEvent('JPY', { ...item, price: 1800, quantity: 1 }).ecommerce.value).toBe(1800);
    expect(removeFromCartEvent('EUR', item).event).toBe('remove_from_cart');
  });

  it('builds list, checkout, shipping and payment events', () => {
    const list = viewItemListEvent('adults/socks', 'EUR', [item, { ...item, sku: 'B' }]);
    expect(list.ecommerce.items.map((i) => [i.index, i.item_list_name])).toEqual([
      [0, 'adults/socks'],
      [1, 'adults/socks'],
    ]);
    expect(beginCheckoutEvent(cart).ecommerce).toMatchObject({ currency: 'EUR', value: 36, coupon: 'HAPPY' });
    expect(addShippingInfoEvent(cart, 'standard').ecommerce.shipping_tier).toBe('standard');
    expect(addPaymentInfoEvent({ ...cart, discountCode: null }, 'scheme').ecommerce).not.toHaveProperty('coupon');
  });

  it("a purchase without an order is 'Could not find a session or order'", () => {
    expect(purchaseEvent(null)._unsafeUnwrapErr()).toEqual({ code: 'NOT_FOUND', message: 'Could not find a session or order' });
    const order = {
      id: 'o1',
      orderNumber: '1001',
      currency: 'EUR',
      items: [cartItem],
      priceTax: 575,
      priceShipping: 395,
      priceTotal: 3995,
    } as Order;
    expect(purchaseEvent(order)._unsafeUnwrap().ecommerce).toMatchObject({
      transaction_id: '1001',
      value: 39.95,
      tax: 5.75,
      shipping: 3.95,
    });
  });

  it('maps a product and variant to an item', () => {
    const product = {
      sku: 'SOCK-1',
      name: 'Striped Sock',
      price: { original: 1500, final: 1500 },
      categories: ['socks'],
      color: { primary: 'blue' },
    } as Parameters<typeof itemFromProduct>[0];
    expect(itemFromProduct(product)).toEqual({
      sku: 'SOCK-1',
      name: 'Striped Sock',
      price: 1500,
      discount: 0,
      quantity: 1,
      category: 'socks',
      color: 'blue',
    });
    const variant = { sku: 'SOCK-1-3638', size: '36-38', price: { original: 1500, final: 1000 } } as Parameters<typeof itemFromProduct>[2];
    expect(itemFromProduct({ ...product, categories: [] }, 2, variant)).toMatchObject({
      sku: 'SOCK-1-3638',
      variant: '36-38',
      discount: 500,
      quantity: 2,
    });
  });
});

describe('impression batching', () => {
  it('pushes impressions 500 ms after the first one, all at once', () => {
    let batch = queueImpression(emptyImpressionBatch<string>(), 'a', 1000);
    batch = queueImpression(batch, 'b', 1300);
    expect(impressionFlushAt(batch)).toBe(1500);
    expect(takeDueImpressions(batch, 1499).due).toEqual([]);
    const taken = takeDueImpressions(batch, 1500);
    expect(taken.due).toEqual(['a', 'b']);
    expect(impressionFlushAt(taken.batch)).toBeNull();
    expect(flushImpressions(queueImpression(taken.batch, 'c', 2000)).due).toEqual(['c']);
  });
});

describe('validateGtmId', () => {
  it('GTM- followed by capital letters or digits', () => {
    expect(validateGtmId('GTM-AB12CD')._unsafeUnwrap()).toBe('GTM-AB12CD');
    for (const id of ['GTM-', 'gtm-AB12', 'GTM-ab12', 'GTM-AB 12', 'UA-1234', ' GTM-AB12']) {
      expect(validateGtmId(id)._unsafeUnwrapErr().code, id).toBe('INVALID_INPUT');
    }
  });
});
