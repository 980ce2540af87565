import type { CheckoutView, checkoutMachine } from '@sockshop/core/checkout';
import { createContext, useCallback, useContext, useSyncExternalStore } from 'react';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';

// The checkout's context and hooks without the machine itself: the routes of the checkout area import this module, and
// the machine (xstate, schemas, storage) loads with CheckoutProvider (checkout-provider.tsx) only when a checkout runs
// (issue 12: not in the first load of the cart page).

export type CheckoutActor = ActorRefFrom<typeof checkoutMachine>;
type CheckoutSnapshot = SnapshotFrom<typeof checkoutMachine>;

export const CheckoutContext = createContext<CheckoutActor | null>(null);

export function useCheckoutActor(): CheckoutActor {
  const actor = useContext(CheckoutContext);
  if (!actor) throw new Error('useCheckoutActor outside CheckoutProvider');
  return actor;
}

/** The running checkout's actor, or null where none runs (the cart view of an empty cart). */
export function useRunningCheckout(): CheckoutActor | null {
  return useContext(CheckoutContext);
}

/** A value derived from the machine's snapshot; the selector must answer a primitive or a value held in the context. */
export function useCheckout<T>(selector: (snapshot: CheckoutSnapshot) => T): T {
  const actor = useCheckoutActor();
  const subscribe = useCallback(
    (onChange: () => void) => {
      const subscription = actor.subscribe(onChange);
      return () => subscription.unsubscribe();
    },
    [actor],
  );
  const select = () => selector(actor.getSnapshot());
  return useSyncExternalStore(subscribe, select, select);
}

/** The view the machine is in; completing a payment still shows the payment view. */
export function viewOf(snapshot: CheckoutSnapshot): CheckoutView {
  if (snapshot.matches('success')) return 'success';
  if (snapshot.matches('payment') || snapshot.matches('completing')) return 'payment';
  if (snapshot.matches('address')) return 'address';
  return 'cart';
}
