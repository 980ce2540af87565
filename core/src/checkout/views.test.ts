import { describe, expect, it } from 'vitest';
import { checkoutPath } from './checkout-path.js';
import { CHECKOUT_VIEWS, isCheckoutView, stepOf } from './views.js';

describe('checkout views', () => {
  it('numbers the steps cart 1, address 2, payment 3, success 4', () => {
    expect(CHECKOUT_VIEWS).toEqual({ cart: 1, address: 2, payment: 3, success: 4 });
    expect(stepOf('payment')).toBe(3);
    expect(isCheckoutView('success')).toBe(true);
    expect(isCheckoutView('toString')).toBe(false);
  });
});

describe('checkoutPath', () => {
  it('defaults to the cart view', () => {
    expect(checkoutPath('de')._unsafeUnwrap()).toBe('/de/checkout/cart');
  });

  it('keeps the query string', () => {
    expect(checkoutPath('nl', 'address', { query: '?redirectResult=abc&x=1' })._unsafeUnwrap()).toBe(
      '/nl/checkout/address?redirectResult=abc&x=1',
    );
    expect(checkoutPath('nl', 'payment', { query: 'a=1' })._unsafeUnwrap()).toBe('/nl/checkout/payment?a=1');
    expect(checkoutPath('nl', 'payment', { query: '?' })._unsafeUnwrap()).toBe('/nl/checkout/payment');
  });

  it('puts the order id under success', () => {
    expect(checkoutPath('us', 'success', { orderId: 'ord-42' })._unsafeUnwrap()).toBe('/us/checkout/success/ord-42');
    expect(checkoutPath('us', 'success')._unsafeUnwrap()).toBe('/us/checkout/success');
  });

  it('treats /checkout/undefined as an error', () => {
    expect(checkoutPath('de', 'undefined' as never)._unsafeUnwrapErr()).toMatchObject({
      code: 'INVALID_INPUT',
      message: 'checkout/undefined',
    });
    expect(checkoutPath('de', 'success', { orderId: 'undefined' }).isErr()).toBe(true);
    expect(checkoutPath('de', 'shipping' as never)._unsafeUnwrapErr().code).toBe('INVALID_INPUT');
  });
});
