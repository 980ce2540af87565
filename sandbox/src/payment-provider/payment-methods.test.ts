import { describe, expect, it } from 'vitest';
import { paymentMethodsFor } from './payment-methods.js';

const types = (methods: { type: string }[]) => methods.map((m) => m.type);
const brands = (methods: { type: string; brands?: string[] }[]) => methods.find((m) => m.type === 'scheme')?.brands;

describe('sandbox provider: payment methods per country and currency (docs/protocols.md paymentMethods)', () => {
  it('offers the card and PayPal in Germany and the US, with Discover only in the US', () => {
    const de = paymentMethodsFor({ countryCode: 'DE', amount: { currency: 'EUR', value: 1000 } });
    const us = paymentMethodsFor({ countryCode: 'US', amount: { currency: 'USD', value: 1000 } });
    expect(types(de)).toEqual(['scheme', 'paypal']);
    expect(types(us)).toEqual(['scheme', 'paypal']);
    expect(brands(de)).toEqual(['visa', 'mc', 'amex']);
    expect(brands(us)).toEqual(['visa', 'mc', 'amex', 'discover']);
  });

  it('adds JCB in Japan and leaves PayPal out for Korean won', () => {
    expect(brands(paymentMethodsFor({ countryCode: 'JP', amount: { currency: 'JPY', value: 4000 } }))).toContain('jcb');
    expect(types(paymentMethodsFor({ countryCode: 'KR', amount: { currency: 'KRW', value: 40000 } }))).toEqual(['scheme']);
  });

  it('leaves out the blocked methods', () => {
    expect(types(paymentMethodsFor({ countryCode: 'DE', blockedPaymentMethods: ['paypal'] }))).toEqual(['scheme']);
    expect(types(paymentMethodsFor({ blockedPaymentMethods: ['scheme', 'paypal'] }))).toEqual([]);
  });
});
