import type { PaymentMethodsRequest, PaymentMethodsResponse } from './provider.schema.js';

type Method = PaymentMethodsResponse['paymentMethods'][number];

// Card brands enabled per country, as a merchant account configures them at the provider: American Express wherever
// cards are taken, Discover in the US, JCB in Japan. Other countries take the common brands.
const COMMON_BRANDS = ['visa', 'mc', 'amex'];
const EXTRA_BRANDS: Record<string, string[]> = { US: ['discover'], JP: ['jcb'] };
// PayPal is not enabled for Korean won (PayPal does not settle KRW).
const PAYPAL_CURRENCIES_EXCLUDED = new Set(['KRW']);

/**
 * The /v71/paymentMethods answer (docs/protocols.md): what the merchant account enables for the shopper's country and
 * currency, minus the request's blocked methods. A request without a country gets every method.
 */
export function paymentMethodsFor(request: Pick<PaymentMethodsRequest, 'countryCode' | 'amount' | 'blockedPaymentMethods'>): Method[] {
  const country = request.countryCode?.toUpperCase();
  const methods: Method[] = [
    { type: 'scheme', name: 'Credit Card', brands: [...COMMON_BRANDS, ...(country ? (EXTRA_BRANDS[country] ?? []) : [])] },
  ];
  if (!PAYPAL_CURRENCIES_EXCLUDED.has(request.amount?.currency ?? '')) {
    methods.push({ type: 'paypal', name: 'PayPal', configuration: { intent: 'authorize', merchantId: 'SANDBOXPAYPAL' } });
  }
  const blocked = new Set(request.blockedPaymentMethods ?? []);
  return methods.filter((method) => !blocked.has(method.type));
}
