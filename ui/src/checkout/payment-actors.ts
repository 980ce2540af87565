import type { RedirectRequest, SubmitDetailsRequest, SubmitPaymentRequest } from '@sockshop/core/checkout';
import type { Order, PaymentOutcome } from '@sockshop/core/payments';
import { fromPromise } from 'xstate';
import type { CartContextValue } from '../cart/cart-context';
import { reportPaymentFailure } from '../diagnostics/checkout-reports';
import { checkoutStorage } from './checkout-storage';
import { paymentAttempts, paymentDigest } from './payment-attempts';

interface PaymentActorDeps {
  /** The latest cart: the actors outlive the render they were created in. */
  cart(): CartContextValue;
  country: string;
  /** The payment provider's origin: the one place a payment may send the shopper. */
  providerOrigin: string;
  /** Leaves the shop for the provider's page. */
  assign(url: string): void;
}

const paid = (outcome: PaymentOutcome) => outcome.status === 'authorised' || outcome.status === 'pending';

async function servicesOf(cart: CartContextValue) {
  const services = await cart.loadServices();
  if (!services) throw { code: 'UPSTREAM_UNAVAILABLE', message: 'the payment services did not load' };
  return services;
}

/**
 * The payments port behind the checkout machine's payment actors, with what the browser keeps about each attempt: its
 * idempotency key (one charge per attempt), the redirected attempt, failure reports, the stored order session.
 */
export function paymentActors({ cart, country, providerOrigin, assign }: PaymentActorDeps) {
  return {
    submitPayment: fromPromise<PaymentOutcome, SubmitPaymentRequest>(async ({ input }) => {
      const current = cart();
      const services = await servicesOf(current);
      const { key } = paymentAttempts.keyFor(input.orderId, input.paymentMethod);
      const result = await services.payments.submitPayment({ ...input, idempotencyKey: key }, current.scope);
      if (result.isOk()) return result.value;
      reportPaymentFailure('payment', result.error);
      throw result.error;
    }),

    submitDetails: fromPromise<PaymentOutcome, SubmitDetailsRequest>(async ({ input }) => {
      const current = cart();
      const services = await servicesOf(current);
      const result = await services.payments.submitDetails(input, current.scope);
      // Start-up skips the cart fetch on a payment return; when the shopper stays to pay again, the cart is fetched
      // (header count, totals) for the page without its redirectResult.
      if (!result.isOk() || !paid(result.value)) void current.refresh(new URLSearchParams());
      if (result.isErr()) {
        // The provider's page was used up either way; paying again is a new attempt.
        paymentAttempts.endRedirected(input.orderId);
        reportPaymentFailure('details', result.error);
        throw result.error;
      }
      if (result.value.status !== 'redirect' && !paid(result.value)) paymentAttempts.endRedirected(input.orderId);
      return result.value;
    }),

    redirectToProvider: fromPromise<void, RedirectRequest>(async ({ input }) => {
      // Only ever follow a redirect to the payment provider: no open redirect through a forged answer.
      if (new URL(input.redirectUrl).origin !== providerOrigin) {
        throw { code: 'UPSTREAM_CONTRACT', message: 'a payment answer pointed away from the payment provider' };
      }
      if (input.paymentMethod) paymentAttempts.redirected(input.orderId, paymentDigest(input.paymentMethod));
      // The machine stays redirecting: the page is on its way out.
      assign(input.redirectUrl);
    }),

    confirmOrder: fromPromise<Order, { orderId: string }>(async ({ input }) => {
      const current = cart();
      const services = await servicesOf(current);
      const confirmed = await services.payments.confirmOrder(input.orderId, current.scope);
      if (confirmed.isErr()) throw confirmed.error;
      const stored = checkoutStorage.readOrderSession(country);
      if (stored) checkoutStorage.writeOrderSession(country, { ...stored, order: confirmed.value });
      return confirmed.value;
    }),
  };
}
