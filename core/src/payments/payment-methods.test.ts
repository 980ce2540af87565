import { describe, expect, it } from 'vitest';
import { blockedPaymentMethodsFor, FALLBACK_PAYMENT_METHODS, paymentMethodsRequest, shownPaymentMethods } from './payment-methods.js';

const card = { type: 'scheme', name: 'Credit Card', brands: ['visa', 'mc'] };
const paypal = { type: 'paypal', name: 'PayPal' };

describe('payment methods (POST /paymentMethods, docs/protocols.md)', () => {
  it('asks for the market, the amount and the web channel, with the market blocked methods', () => {
    expect(paymentMethodsRequest({ countryCode: 'DE', language: 'de' }, { currency: 'EUR', value: 3495 })).toEqual({
      countryCode: 'DE',
      languageCode: 'de',
      amount: { currency: 'EUR', value: 3495 },
      channel: 'Web',
      blockedPaymentMethods: [],
    });
    expect(paymentMethodsRequest({ countryCode: 'JP', language: 'en' }, { currency: 'JPY', value: 4200 }).blockedPaymentMethods).toEqual([
      'paypal',
    ]);
  });

  it('blocks PayPal in the gl markets only', () => {
    for (const country of ['JP', 'KR', 'SG', 'IL', 'AE'] as const) expect(blockedPaymentMethodsFor(country)).toEqual(['paypal']);
    for (const country of ['DE', 'US', 'GB', 'NL', 'FR'] as const) expect(blockedPaymentMethodsFor(country)).toEqual([]);
  });

  it('the blocked list is a copy: a caller cannot unblock a method for everyone', () => {
    blockedPaymentMethodsFor('JP').pop();
    expect(blockedPaymentMethodsFor('JP')).toEqual(['paypal']);
  });

  it('shows only methods the shop can take, once each, and never a blocked one even when the answer lists it', () => {
    const answer = [card, { type: 'klarna', name: 'Klarna' }, paypal, { ...card, name: 'again' }];
    expect(shownPaymentMethods(answer, [])).toEqual([card, paypal]);
    expect(shownPaymentMethods(answer, ['paypal'])).toEqual([card]);
    expect(shownPaymentMethods([], [])).toEqual([]);
  });

  it('falls back to the card form alone', () => {
    expect(FALLBACK_PAYMENT_METHODS.map((m) => m.type)).toEqual(['scheme']);
  });
});
