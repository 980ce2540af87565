/**
 * The payment methods this commerce backend does not take per country: its own configuration, as a real backend holds it,
 * set up like the shop's (core's `blockedPaymentMethodsFor`; the payments contract suite checks that both agree). It
 * holds whatever the browser sends: a method blocked here is left out of every list and refused when paid with.
 */
const BLOCKED_METHODS: Record<string, readonly string[]> = {
  JP: ['paypal'],
  KR: ['paypal'],
  SG: ['paypal'],
  IL: ['paypal'],
  AE: ['paypal'],
};

export function blockedMethodsOf(country: string): readonly string[] {
  return BLOCKED_METHODS[country.toUpperCase()] ?? [];
}
