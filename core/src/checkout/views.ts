/** Checkout steps in order with their step numbers. */
export const CHECKOUT_VIEWS = { cart: 1, address: 2, payment: 3, success: 4 } as const;
export type CheckoutView = keyof typeof CHECKOUT_VIEWS;
export const CHECKOUT_VIEW_ORDER: readonly CheckoutView[] = ['cart', 'address', 'payment', 'success'];

export function isCheckoutView(value: unknown): value is CheckoutView {
  return typeof value === 'string' && Object.hasOwn(CHECKOUT_VIEWS, value);
}

export function stepOf(view: CheckoutView): number {
  return CHECKOUT_VIEWS[view];
}
