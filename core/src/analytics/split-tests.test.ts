import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SHIPPING_SPEED_EXPERIMENT } from '../experiments/shipping-speed.js';
import { addToCartEvent, pageViewEvent, splitTestEvents, viewItemListEvent, withSplitTestFlag } from './events.js';
import { PAGE_VIEW_EVENT } from './page-view.js';
import { purchaseEvent } from './purchase-event.js';

const experiment = SHIPPING_SPEED_EXPERIMENT;
const page = pageViewEvent({ country: 'DE', segment: 'default', routeName: 'storefront-slugs', pageType: 'category' });
const item = { sku: 'S-1', name: 'Sock', price: 1299, discount: 0, quantity: 1 };

// Who takes part (a running test, a draw inside the traffic share) is decided where the draw is made: the shell script,
// tested in ui/src/lib/shell-script.server.test.ts. These are the events it lists for a participant.
describe('split-test flag', () => {
  it('flags general (page view) and purchase events of a participant, and the test’s own event names only', () => {
    const flagged = splitTestEvents([experiment]);
    expect(flagged).toEqual([PAGE_VIEW_EVENT, 'purchase']);
    expect(withSplitTestFlag(page, flagged).split_test).toBe(true);
    const order = { id: 'o', orderNumber: '1', currency: 'EUR', items: [], priceTax: 0, priceShipping: 0, priceTotal: 0 };
    const purchase = purchaseEvent(order as unknown as Parameters<typeof purchaseEvent>[0])._unsafeUnwrap();
    expect(withSplitTestFlag(purchase, flagged).split_test).toBe(true);
    expect(withSplitTestFlag(viewItemListEvent('adults/socks', 'EUR', [item]), flagged)).not.toHaveProperty('split_test');
    const configured = splitTestEvents([{ ...experiment, eventNames: ['add_to_cart'] }]);
    expect(withSplitTestFlag(addToCartEvent('EUR', item), configured).split_test).toBe(true);
  });

  it('flags nothing for a visitor in no running test', () => {
    expect(splitTestEvents([])).toEqual([]);
    expect(withSplitTestFlag(page, splitTestEvents([]))).not.toHaveProperty('split_test');
  });

  it('lists the events of every running test once, page views standing for general events, and nothing else', () => {
    const names = ['add_to_cart', 'view_item', 'begin_checkout', 'x'];
    fc.assert(
      fc.property(fc.array(fc.record({ eventNames: fc.subarray(names) }), { maxLength: 3 }), (tests) => {
        const flagged = splitTestEvents(tests);
        expect(new Set(flagged).size).toBe(flagged.length);
        const own = tests.flatMap((test) => test.eventNames);
        const expected = tests.length === 0 ? [] : [PAGE_VIEW_EVENT, 'purchase', ...own];
        expect([...flagged].sort()).toEqual([...new Set(expected)].sort());
      }),
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
