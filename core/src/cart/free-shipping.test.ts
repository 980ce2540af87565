import { describe, expect, it } from 'vitest';
import { freeShippingStatus, shippingCostOf } from './free-shipping.js';

const cart = (priceProducts: number, extra: Partial<Parameters<typeof freeShippingStatus>[0]> = {}) => ({
  priceProducts,
  priceDiscount: 0,
  isFreeShippingDiscountCodeApplied: false,
  shippingMethod: { id: 'de-standard', price: 495 },
  ...extra,
});

describe('free-shipping status of a cart', () => {
  it('shows what is left and how far along, in minor units', () => {
    expect(freeShippingStatus(cart(3000), 49, 'EUR')).toEqual({
      kind: 'progress',
      leftMinor: 1900,
      thresholdMinor: 4900,
      spentMinor: 3000,
    });
  });

  it('JPY has no minor unit: a 7000 yen threshold is 7000', () => {
    expect(freeShippingStatus(cart(2500), 7000, 'JPY')).toEqual({
      kind: 'progress',
      leftMinor: 4500,
      thresholdMinor: 7000,
      spentMinor: 2500,
    });
    expect(freeShippingStatus(cart(7000), 7000, 'JPY')).toEqual({ kind: 'free' });
  });

  it('is free once the products total reaches the threshold', () => {
    expect(freeShippingStatus(cart(4900), 49, 'EUR')).toEqual({ kind: 'free' });
    expect(freeShippingStatus(cart(5200), 49, 'EUR')).toEqual({ kind: 'free' });
  });

  it('counts the products after their discount, as the backend does', () => {
    expect(freeShippingStatus(cart(5000, { priceDiscount: 500 }), 49, 'EUR')).toMatchObject({ kind: 'progress', leftMinor: 400 });
  });

  it('a free-shipping code or a free shipping method is free shipping whatever the total', () => {
    expect(freeShippingStatus(cart(100, { isFreeShippingDiscountCodeApplied: true }), 49, 'EUR')).toEqual({ kind: 'free' });
    expect(freeShippingStatus(cart(100, { shippingMethod: { id: 'x', price: 0 } }), 49, 'EUR')).toEqual({ kind: 'free' });
  });

  it('without a threshold (0) nothing is shown', () => {
    expect(freeShippingStatus(cart(100), 0, 'EUR')).toEqual({ kind: 'none' });
  });
});

describe('shippingCostOf, the price an option shows', () => {
  const standard = { price: 495, discountAmount: 0 };
  const cart = (priceProducts: number, priceDiscount = 0, isFreeShippingDiscountCodeApplied = false) => ({
    priceProducts,
    priceDiscount,
    isFreeShippingDiscountCodeApplied,
  });

  it('costs its price below the threshold, nothing at it, with a free-shipping code, or when the backend discounts it whole', () => {
    expect(shippingCostOf(standard, cart(4899), 49, 'EUR')).toBe(495);
    expect(shippingCostOf(standard, cart(4900), 49, 'EUR')).toBe(0);
    expect(shippingCostOf(standard, cart(5000, 200), 49, 'EUR')).toBe(495);
    expect(shippingCostOf(standard, cart(100, 0, true), 49, 'EUR')).toBe(0);
    expect(shippingCostOf({ price: 495, discountAmount: 495 }, cart(100), 49, 'EUR')).toBe(0);
    expect(shippingCostOf(standard, cart(1_000_000), 0, 'EUR')).toBe(495);
    expect(shippingCostOf({ price: 800, discountAmount: 0 }, cart(9000), 9000, 'JPY')).toBe(0);
    expect(shippingCostOf({ price: 800, discountAmount: 0 }, cart(8999), 9000, 'JPY')).toBe(800);
  });
});
