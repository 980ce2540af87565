import { segmentsOf } from './routes.js';

/** spec §2: checkout paths are /{storefront}/checkout/… */
export function isCheckoutPath(path: string): boolean {
  return segmentsOf(path)[1] === 'checkout';
}

/** spec §2: the last non-checkout page is remembered as the return target from checkout. */
export function nextReturnTarget(current: string | null, visitedPath: string): string | null {
  return isCheckoutPath(visitedPath) ? current : visitedPath;
}
