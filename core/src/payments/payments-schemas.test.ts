import { describe, expect, it } from 'vitest';
import { RawShippingMethodSchema } from '../cart/shipping-method.schema.js';
import { PaymentOutcomeSchema, PaymentSessionSchema } from './order.schema.js';

// The payment and shipping wire shapes the adapters parse (docs/protocols.md).
describe('payment and shipping schemas (spec §3)', () => {
  it('an outcome carries a known result code and, for a redirect, a GET url', () => {
    expect(
      PaymentOutcomeSchema.parse({
        resultCode: 'RedirectShopper',
        action: { type: 'redirect', method: 'GET', url: 'https://pay.example/r' },
      }),
    ).toMatchObject({ action: { url: 'https://pay.example/r' } });
    expect(PaymentOutcomeSchema.safeParse({ resultCode: 'Maybe' }).success).toBe(false);
    expect(
      PaymentOutcomeSchema.safeParse({ resultCode: 'RedirectShopper', action: { type: 'redirect', method: 'GET', url: 'x' } }).success,
    ).toBe(false);
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
