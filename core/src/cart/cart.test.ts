import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../errors.js';
import { CartSchema } from './cart.schema.js';
import { CART_TOKEN_MAX_AGE_MS, isTokenFresh } from './cart-token.js';
import { hasFreeShipping } from './free-shipping.js';
import { parseItemsQuery } from './items-query.js';

import type { RawCart } from './raw-cart.schema.js';
import { isClosedCart, parseCart, toCart } from './to-cart.js';

const productLine = (id: string, quantity: number, unitPrice = 1500, unitPriceWithDiscount = unitPrice) => ({
  type: 'productVariant' as const,
  id: `line-${id}`,
  productId: id,
  sku: id,
  parentSku: id.split('-').slice(0, 2).join('-'),
  name: 'Banana Crew Sock',
  image: '/media/x.svg',
  size: '36-38',
  quantity,
  unitPrice,
  unitPriceWithDiscount,
  stockStatus: 'in-stock' as const,
  isGift: false,
  taxCode: '20010',
  sections: ['socks'],
});

function rawCart(overrides: Partial<RawCart> = {}): RawCart {
  return {
    id: 'cart-1',
    state: 'OPEN',
    cartItems: [
      { ...productLine('CRW-101-3638', 2, 1500, 1350), listPrice: 2000 },
      productLine('SNK-102-3638', 1, 1200, 1080),
      {
        type: 'shippingOption',
        id: 'shipping-standard',
        shippingOptionId: 'standard',
        name: 'Standard',
        quantity: 1,
        unitPrice: 495,
        unitPriceWithDiscount: 495,
      },
    ],
    store: { countryCode: 'de', languageCode: 'de', currencyUnit: 'EUR', taxPercentage: 19 },
    totalPrice: 4695,
    totalPriceWithDiscount: 4275,
    totalDiscountAmount: 420,
    totalTaxAmount: 683,
    discounts: {
      code: 'HAPPY10',
      rules: [{ type: 'percentage', value: 10 }],
      orderRules: [],
      productDiscounts: [{ cartItemId: 'line-CRW-101-3638', amount: 300 }],
      cartDiscount: 0,
    },
    ...overrides,
  };
}

describe('toCart', () => {
  it('maps the backend cart: items, counts, totals, shipping line and discount code', () => {
    const cart = toCart(rawCart());
    expect(CartSchema.safeParse(cart).error).toBeUndefined();
    expect(cart).toMatchObject({
      cartId: 'cart-1',
      itemsCount: 3,
      priceProducts: 4200,
      priceShipping: 495,
      priceDiscount: 420,
      priceTotal: 4275,
      priceTax: 683,
      currency: 'EUR',
      discountCode: 'HAPPY10',
      countryCode: 'DE',
      shippingMethod: { id: 'standard', price: 495 },
      isFreeShippingDiscountCodeApplied: false,
    });
    expect(cart.items[0]).toMatchObject({
      id: 'CRW-101-3638',
      itemId: 'line-CRW-101-3638',
      price: { original: 2000, final: 1500 },
      size: { label: '36-38', value: '36-38' },
      productDiscount: 300,
    });
    expect(cart.items[1]).toMatchObject({ price: { original: 1200, final: 1200 }, productDiscount: 120 });
  });

  it('a free-shipping code is flagged and a free shipping line costs nothing', () => {
    const cart = toCart(
      rawCart({
        cartItems: [
          productLine('A-1', 1),
          {
            type: 'shippingOption',
            id: 's',
            shippingOptionId: 'standard',
            name: 'Standard',
            quantity: 1,
            unitPrice: 495,
            unitPriceWithDiscount: 0,
          },
        ],
        totalPrice: 1995,
        totalPriceWithDiscount: 1500,
        totalDiscountAmount: 495,
        discounts: { code: 'FREESHIP', rules: [{ type: 'freeShipping', value: 0 }], orderRules: [], productDiscounts: [], cartDiscount: 0 },
      }),
    );
    expect(cart).toMatchObject({ isFreeShippingDiscountCodeApplied: true, shippingMethod: { id: 'standard', price: 0 }, priceDiscount: 0 });
    expect(cart.priceProducts - cart.priceDiscount + cart.priceShipping).toBe(cart.priceTotal);
    expect(hasFreeShipping(cart)).toBe(true);
  });

  it('a closed cart resets', () => {
    expect(isClosedCart(rawCart({ state: 'CLOSED' }))).toBe(true);
    expect(isClosedCart(rawCart())).toBe(false);
  });

  it('parseCart refuses what is not a cart of a known country', () => {
    expect(parseCart(rawCart())._unsafeUnwrap().countryCode).toBe('DE');
    expect(parseCart({ id: 1 })._unsafeUnwrapErr()).toMatchObject({ code: 'UPSTREAM_CONTRACT', message: MESSAGES.invalidCart });
    const elsewhere = rawCart({ store: { countryCode: 'AU', languageCode: 'en', currencyUnit: 'AUD', taxPercentage: 10 } });
    expect(parseCart(elsewhere).isErr()).toBe(true);
    expect(() => toCart(elsewhere)).toThrow(RangeError);
  });
});

describe('items query', () => {
  it('reads comma-separated id x quantity entries', () => {
    expect(parseItemsQuery('CRW-101-3638x2,SNK-102-3942x1')).toEqual([
      { id: 'CRW-101-3638', quantity: 2 },
      { id: 'SNK-102-3942', quantity: 1 },
    ]);
    expect(parseItemsQuery('BOXx-1x3')).toEqual([{ id: 'BOXx-1', quantity: 3 }]);
  });

  it('ignores entries lacking a part and non-positive or non-integer quantities', () => {
    expect(parseItemsQuery('')).toEqual([]);
    expect(parseItemsQuery('A-1,x2,B-1x,C-1x0,D-1x-2,E-1x1.5,F-1xtwo, G-1 x 4 ')).toEqual([{ id: 'G-1', quantity: 4 }]);
  });
});

describe('cart token', () => {
  const now = Date.UTC(2026, 10, 21);

  it('an old token is discarded', () => {
    expect(CART_TOKEN_MAX_AGE_MS).toBe(30 * 24 * 3600 * 1000);
    expect(isTokenFresh(now - 1000, now)).toBe(true);
    expect(isTokenFresh(now - CART_TOKEN_MAX_AGE_MS, now)).toBe(false);
    expect(isTokenFresh(now + 60_000, now)).toBe(false);
  });
});

describe('order status', () => {
  it('free-shipping rule', () => {
    const empty = toCart(rawCart({ cartItems: [], discounts: { ...rawCart().discounts, code: null } }));
    expect(empty.shippingMethod).toBeNull();
    expect(hasFreeShipping(empty)).toBe(false);
    expect(hasFreeShipping(toCart(rawCart()))).toBe(false);
    expect(hasFreeShipping({ isFreeShippingDiscountCodeApplied: false, shippingMethod: { id: 'x', price: 0 } })).toBe(true);
  });
});
