import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { orderIdempotencyKey } from './idempotency-key';
import { paymentKey } from './payment-attempts';

// The payment key covers the payment data; the order key covers cart, address and the order attempt.
const orderIdArb = fc.uuid().map((id) => `ord_${id}`);
const methodArb = fc.dictionary(fc.string({ minLength: 1, maxLength: 20 }), fc.string({ maxLength: 60 }), { minKeys: 1, maxKeys: 6 });
const visible64 = /^[\x21-\x7e]{1,64}$/;

describe('paymentKey', () => {
  it('is the same for the same order and payment data, whatever the key order (a double click replays)', () => {
    fc.assert(
      fc.property(orderIdArb, methodArb, (orderId, method) => {
        const reversed = Object.fromEntries(Object.entries(method).reverse());
        expect(paymentKey(orderId, reversed)).toBe(paymentKey(orderId, method));
      }),
    );
  });

  it('differs for other payment data, another order, or after an attempt ended on the provider page', () => {
    fc.assert(
      fc.property(orderIdArb, orderIdArb, methodArb, methodArb, (orderA, orderB, a, b) => {
        fc.pre(JSON.stringify(Object.entries(a).sort()) !== JSON.stringify(Object.entries(b).sort()));
        expect(paymentKey(orderA, a)).not.toBe(paymentKey(orderA, b));
        expect(paymentKey(orderA, a)).not.toBe(paymentKey(orderA, a, 1));
        if (orderA !== orderB) expect(paymentKey(orderA, a)).not.toBe(paymentKey(orderB, a));
      }),
    );
  });

  it('is 1 to 64 visible characters, as the commerce service requires', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 200 }), methodArb, fc.nat(10_000), (orderId, method, ended) => {
        expect(paymentKey(orderId.replace(/[^\x21-\x7e]/g, 'x'), method, ended)).toMatch(visible64);
      }),
    );
  });

  it('tells two cards apart (the card form hands over new tokens for each card)', () => {
    const orderId = 'ord_0b7f1c2e-7a51-4d1e-9a3e-1f2d3c4b5a69';
    const card = (n: string) => ({ type: 'scheme', encryptedCardNumber: `enc_${n}`, holderName: 'Grace Hopper' });
    expect(paymentKey(orderId, card('a'))).not.toBe(paymentKey(orderId, card('b')));
    expect(paymentKey(orderId, { type: 'paypal' })).toBe(paymentKey(orderId, { type: 'paypal' }));
  });
});

describe('orderIdempotencyKey', () => {
  it('repeats for the same cart, payload and order attempt; a new attempt asks for a new order', () => {
    fc.assert(
      fc.property(fc.uuid(), fc.jsonValue(), fc.string({ minLength: 1, maxLength: 16 }), (cartId, payload, attempt) => {
        const key = orderIdempotencyKey(cartId, payload, attempt);
        expect(orderIdempotencyKey(cartId, payload, attempt)).toBe(key);
        expect(orderIdempotencyKey(cartId, payload, `${attempt}x`)).not.toBe(key);
        expect(key).toMatch(visible64);
      }),
    );
  });
});
