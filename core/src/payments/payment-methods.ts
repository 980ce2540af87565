import type { CountryCode, Language } from '../markets/codes.js';
import type { PaymentMethod } from './order.schema.js';

/** The methods the shop's payment step can take: the provider's card form and PayPal by redirect. */
export const PAYABLE_METHOD_TYPES = ['scheme', 'paypal'] as const;

/**
 * The shop's blocked payment methods per market country (paymentmethods `blockedPaymentMethods`; docs/decisions.md
 * "Payment methods"): the gl storefront's markets pay by card only. The commerce backend refuses a payment with a blocked
 * method whatever the browser sends, so this list is a rule of the shop, not a display preference.
 */
const BLOCKED_PAYMENT_METHODS: Partial<Record<CountryCode, readonly string[]>> = {
  JP: ['paypal'],
  KR: ['paypal'],
  SG: ['paypal'],
  IL: ['paypal'],
  AE: ['paypal'],
};

export function blockedPaymentMethodsFor(country: CountryCode): string[] {
  return [...(BLOCKED_PAYMENT_METHODS[country] ?? [])];
}

export interface PaymentMethodsRequest {
  countryCode: CountryCode;
  languageCode: Language;
  amount: { currency: string; value: number };
  channel: 'Web';
  blockedPaymentMethods: string[];
}

/** The paymentmethods call for a market and the order's amount, from the web channel. */
export function paymentMethodsRequest(
  market: { countryCode: CountryCode; language: Language },
  amount: { currency: string; value: number },
): PaymentMethodsRequest {
  return {
    countryCode: market.countryCode,
    languageCode: market.language,
    amount,
    channel: 'Web',
    blockedPaymentMethods: blockedPaymentMethodsFor(market.countryCode),
  };
}

/**
 * The methods the payment step shows: those of the answer the shop can take, once each, never a blocked one (an answer
 * that lists one anyway, tampered or misconfigured, does not put it on the page).
 */
export function shownPaymentMethods(methods: readonly PaymentMethod[], blocked: readonly string[]): PaymentMethod[] {
  const seen = new Set<string>();
  return methods.filter((method) => {
    const shown =
      (PAYABLE_METHOD_TYPES as readonly string[]).includes(method.type) && !blocked.includes(method.type) && !seen.has(method.type);
    seen.add(method.type);
    return shown;
  });
}

/**
 * docs/decisions.md "Payment methods": when the list cannot be had, the shopper may still pay by card. Every market takes
 * cards, and the payment itself is checked by the backend, so offering the card form risks nothing.
 */
export const FALLBACK_PAYMENT_METHODS: readonly PaymentMethod[] = [{ type: 'scheme', name: 'Card' }];
