import type { CommerceError, PaymentsError } from '@sockshop/core/ports';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { type PAYMENT_ERROR_KEYS, paymentErrorKey } from '../checkout/payment-messages';
import { type CART_ERROR_KEYS, cartErrorKey } from './cart-messages';

// The type assertions are checked by the typecheck (`tsc -p tsconfig.json`, a step of `npm test`), not at run time:
// a code added to a port's list fails there until the shopper's words for it are chosen.
describe('what the shopper reads for an error code', () => {
  it('maps every code of the commerce and payments ports, and no other', () => {
    expectTypeOf<keyof typeof CART_ERROR_KEYS>().toEqualTypeOf<CommerceError['code']>();
    expectTypeOf<keyof typeof PAYMENT_ERROR_KEYS>().toEqualTypeOf<PaymentsError['code']>();
  });

  it("gives a cart failure the code's own key, else the asking place's failure", () => {
    expect(cartErrorKey('QUANTITY_LIMIT', 'addToCartFailed')).toBe('quantityLimit');
    expect(cartErrorKey('RATE_LIMITED', 'anErrorOcurred')).toBe('cartUnavailable');
    expect(cartErrorKey('TAX_ADDRESS', 'addToCartFailed')).toBe('addToCartFailed');
    // Start-up hands on whatever its steps threw: a code the commerce port never answers reads as the failure too.
    expect(cartErrorKey('PAYMENT_REFUSED', 'anErrorOcurred')).toBe('anErrorOcurred');
    expect(cartErrorKey('toString', 'anErrorOcurred')).toBe('anErrorOcurred');
  });

  it('reads a code outside the payments port as a failed payment', () => {
    expect(paymentErrorKey('ORDER_CLOSED')).toBe('orderClosed');
    expect(paymentErrorKey('MISSING_PRODUCTS')).toBe('paymentFailed');
    expect(paymentErrorKey('constructor')).toBe('paymentFailed');
  });
});
