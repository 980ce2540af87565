import { describe, expect, it } from 'vitest';
import { SHIPPING_SPEED_EXPERIMENT } from '../experiments/shipping-speed.js';
import { addToCartEvent, pageViewEvent, viewItemListEvent, withSplitTestFlag } from './events.js';
import { purchaseEvent } from './purchase-event.js';
import { visitorSplitTests } from './split-tests.js';

const experiment = SHIPPING_SPEED_EXPERIMENT;
const cookieName = 'exp_shipping-speed';
const cookies = (jar: Record<string, string>) => (name: string) => jar[name] ?? null;
const runningHere = (id: string) => id === experiment.id;
const page = pageViewEvent({ country: 'DE', segment: 'default', routeName: 'storefront-slugs', pageType: 'category' });
const item = { sku: 'S-1', name: 'Sock', price: 1299, discount: 0, quantity: 1 };

describe('split-test flag (spec §9)', () => {
  it('a visitor drawn into a running experiment takes part in it', () => {
    for (const variant of experiment.variants) {
      expect(visitorSplitTests([experiment], runningHere, cookies({ [cookieName]: variant }))).toEqual([experiment]);
    }
  });

  it('no test when the experiment does not run here, the visitor is outside the traffic share or has no draw yet', () => {
    expect(visitorSplitTests([experiment], () => false, cookies({ [cookieName]: 'indicator' }))).toEqual([]);
    expect(visitorSplitTests([experiment], runningHere, cookies({ [cookieName]: '-' }))).toEqual([]);
    expect(visitorSplitTests([experiment], runningHere, cookies({}))).toEqual([]);
    expect(visitorSplitTests([experiment], runningHere, cookies({ [cookieName]: 'no-such-variant' }))).toEqual([]);
  });

  it('flags general and purchase events of a participant, and the test’s own event names only', () => {
    const tests = visitorSplitTests([experiment], runningHere, cookies({ [cookieName]: 'control' }));
    expect(withSplitTestFlag(page, tests).split_test).toBe(true);
    const order = { id: 'o', orderNumber: '1', currency: 'EUR', items: [], priceTax: 0, priceShipping: 0, priceTotal: 0 };
    const purchase = purchaseEvent(order as unknown as Parameters<typeof purchaseEvent>[0])._unsafeUnwrap();
    expect(withSplitTestFlag(purchase, tests).split_test).toBe(true);
    expect(withSplitTestFlag(viewItemListEvent('adults/socks', 'EUR', [item]), tests)).not.toHaveProperty('split_test');
    const configured = [{ ...experiment, eventNames: ['add_to_cart'] }];
    expect(withSplitTestFlag(addToCartEvent('EUR', item), configured).split_test).toBe(true);
    expect(withSplitTestFlag(page, visitorSplitTests([experiment], runningHere, cookies({ [cookieName]: '-' })))).not.toHaveProperty(
      'split_test',
    );
  });

  it('a batch of impressions keeps each item’s place in the whole list', () => {
    const event = viewItemListEvent('search', 'JPY', [item, { ...item, sku: 'S-9' }], [4, 9]);
    expect(event.ecommerce.items.map((i) => [i.item_id, i.index, i.item_list_name, i.price])).toEqual([
      ['S-1', 4, 'search', 1299],
      ['S-9', 9, 'search', 1299],
    ]);
  });
});
