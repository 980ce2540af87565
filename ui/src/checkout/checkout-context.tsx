import type { checkoutMachine } from '@sockshop/core/checkout';
import { createContext, useContext } from 'react';
import type { ActorRefFrom } from 'xstate';

// The checkout's context without the machine or its React binding: the cart page imports this module, and the machine
// (xstate, @xstate/react, schemas, storage) loads with CheckoutProvider (checkout-provider.tsx) only when a checkout runs,
// not in the first load of the cart page. Reading the machine's state: use-checkout.ts.

export type CheckoutActor = ActorRefFrom<typeof checkoutMachine>;

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
