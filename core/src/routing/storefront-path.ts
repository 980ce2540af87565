import { segmentsOf } from './routes.js';

/** Checkout paths are /{storefront}/checkout/… */
export function isCheckoutPath(path: string): boolean {
  return segmentsOf(path)[1] === 'checkout';
}

/** The last non-checkout page is remembered as the return target from checkout. */
export function nextReturnTarget(current: string | null, visitedPath: string): string | null {
  return isCheckoutPath(visitedPath) ? current : visitedPath;
}
