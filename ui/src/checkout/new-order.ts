import type { CheckoutActor } from './checkout-context';
import { checkoutStorage } from './checkout-storage';
import { paymentAttempts } from './payment-attempts';

/**
 * The order can no longer be paid (closed, expired, too many refusals): forget it and its payment session, and ask for
 * a new order from the same cart and address. The cart itself is untouched. A new order-attempt nonce gives the new
 * order its own idempotency key; the closed order's key would only answer the closed order again.
 */
export function startNewOrder(actor: CheckoutActor, country: string): void {
  const { context } = actor.getSnapshot();
  if (context.order) paymentAttempts.forget(context.order.id);
  checkoutStorage.writeOrderSession(country, null);
  checkoutStorage.renewOrderAttempt(country);
  const info = context.info;
  // Removing the address view clears the payment session; the same complete address submitted again
  // leads back to payment, which creates a new session and order.
  actor.send({ type: 'view.removed', view: 'address' });
  if (info) actor.send({ type: 'address.submitted', info });
}
