import type { CheckoutView, checkoutMachine } from '@sockshop/core/checkout';
import { useSelector } from '@xstate/react';
import type { SnapshotFrom } from 'xstate';
import { useCheckoutActor } from './checkout-context';

type CheckoutSnapshot = SnapshotFrom<typeof checkoutMachine>;

/** A value derived from the running checkout's state; the component renders again only when that value changes. */
export function useCheckout<T>(selector: (snapshot: CheckoutSnapshot) => T, compare?: (a: T, b: T) => boolean): T {
  return useSelector(useCheckoutActor(), selector, compare);
}

/** The view the machine is in; completing a payment still shows the payment view. */
export function viewOf(snapshot: CheckoutSnapshot): CheckoutView {
  if (snapshot.matches('success')) return 'success';
  if (snapshot.matches('payment') || snapshot.matches('completing')) return 'payment';
  if (snapshot.matches('address')) return 'address';
  return 'cart';
}
