import type { CartItem } from '@sockshop/core/cart';
import { describe, expect, it } from 'vitest';
import { removalEvent } from './remove-from-cart';

const item: CartItem = {
  id: 'CRW-100-3941',
  itemId: 'line-1',
  name: 'Flamingo Crew Sock',
  image: '',
  price: { original: 1400, final: 1400 },
  quantity: 3,
  size: { label: '39-41', value: '3941' },
  sku: 'CRW-100-3941',
  parentSku: 'CRW-100',
  stockStatus: 'in-stock',
  isGift: false,
  taxCode: 'A',
  productDiscount: 0,
  sections: ['socks'],
};

describe('remove_from_cart', () => {
  it('a lowered line pushes the pairs taken out', () => {
    expect(removalEvent(item, 2, 'EUR')).toMatchObject({
      event: 'remove_from_cart',
      ecommerce: { currency: 'EUR', items: [{ item_id: 'CRW-100-3941', quantity: 1, price: 14, item_variant: '39-41' }] },
    });
  });

  it('a removed line (quantity 0) pushes all its pairs', () => {
    expect(removalEvent(item, 0, 'EUR')?.ecommerce.items[0]?.quantity).toBe(3);
  });

  it('raising a line or leaving it is no removal', () => {
    expect(removalEvent(item, 4, 'EUR')).toBeNull();
    expect(removalEvent(item, 3, 'EUR')).toBeNull();
  });
});
