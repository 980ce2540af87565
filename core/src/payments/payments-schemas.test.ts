import { describe, expect, it } from 'vitest';
import { RawShippingMethodSchema } from '../cart/shipping-method.schema.js';
import { PaymentOutcomeSchema, PaymentSessionSchema } from './order.schema.js';

// The payment and shipping shapes the adapters parse or translate into (docs/protocols.md).
describe('payment and shipping schemas', () => {
  it('an outcome carries a known status and, for a redirect, the url to send the shopper to', () => {
    expect(PaymentOutcomeSchema.parse({ status: 'redirect', redirectUrl: 'https://pay.example/r' })).toEqual({
      status: 'redirect',
      redirectUrl: 'https://pay.example/r',
    });
    expect(PaymentOutcomeSchema.parse({ status: 'refused', pspReference: 'P1' })).toEqual({ status: 'refused', pspReference: 'P1' });
    expect(PaymentOutcomeSchema.safeParse({ status: 'Authorised' }).success).toBe(false);
    expect(PaymentOutcomeSchema.safeParse({ status: 'redirect' }).success).toBe(false);
    expect(PaymentOutcomeSchema.safeParse({ status: 'redirect', redirectUrl: 'x' }).success).toBe(false);
  });

  it('a payment session needs the card form origin as a url', () => {
    const session = { id: 's', orderId: 'o', amount: { currency: 'EUR', value: 1500 }, clientUrl: 'https://pay.example' };
    expect(PaymentSessionSchema.parse(session)).toEqual(session);
    expect(PaymentSessionSchema.safeParse({ ...session, clientUrl: 'pay' }).success).toBe(false);
  });

  it('a backend shipping method carries its texts per language', () => {
    const raw = {
      id: 'dhl',
      title: { en: 'DHL' },
      description: { en: '2 days' },
      price: { EUR: 495 },
      available: true,
      errorMessage: null,
      discountAmount: 0,
      deliveryDetails: { en: 'Mon–Fri' },
      logo: '/dhl.svg',
    };
    expect(RawShippingMethodSchema.parse(raw)).toEqual(raw);
    expect(RawShippingMethodSchema.safeParse({ ...raw, price: { EUR: -1 } }).success).toBe(false);
  });
});
