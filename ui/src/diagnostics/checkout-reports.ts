import { report } from './report';

/** A domain error's code, or the thrown thing's message: what the report carries as data (never a shopper's input). */
const codeOf = (error: unknown) =>
  typeof error === 'object' && error !== null && 'code' in error ? String((error as { code: unknown }).code) : String(error);

/** The order and its session. */
export function reportOrderFailure(error: unknown): void {
  report({
    level: 'error',
    service: 'checkout',
    code: 'error_create_order',
    message: 'Order creation failed',
    data: { error: codeOf(error) },
  });
}

/**
 * A payment or its redirect details that failed. A refusal is the shopper's bank saying no (the shopper is told), not a
 * fault of the shop, so it is not reported.
 */
export function reportPaymentFailure(step: 'payment' | 'details', error: { code: string }): void {
  if (error.code === 'PAYMENT_REFUSED') return;
  report({
    level: 'error',
    service: 'payment',
    code: step === 'payment' ? 'error_submit_payment' : 'error_payment_details',
    message: step === 'payment' ? 'Payment failed' : 'Payment details failed',
    data: { error: error.code },
  });
}

/**. */
export function reportCheckoutNewsletterFailure(): void {
  report({ level: 'warn', service: 'newsletter', code: 'error_newsletter_checkout', message: 'Newsletter sign-up from checkout failed' });
}
