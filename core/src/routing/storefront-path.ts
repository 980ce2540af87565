import { segmentsOf } from './routes.js';

/** spec §2: removing the storefront code leaves the rest of the path; the query string (and hash) are kept. */
export function stripStorefront(pathWithQuery: string): string {
  const cut = pathWithQuery.search(/[?#]/);
  const pathname = cut === -1 ? pathWithQuery : pathWithQuery.slice(0, cut);
  const suffix = cut === -1 ? '' : pathWithQuery.slice(cut);
  return `/${segmentsOf(pathname).slice(1).join('/')}${suffix}`;
}

/** The storefront code in the first path segment, if any. */
export function storefrontSegment(pathWithQuery: string): string | null {
  return segmentsOf(pathWithQuery)[0] ?? null;
}

/** spec §2: checkout paths are /{storefront}/checkout/… */
export function isCheckoutPath(path: string): boolean {
  return segmentsOf(path)[1] === 'checkout';
}

/** spec §2: the last non-checkout page is remembered as the return target from checkout. */
export function nextReturnTarget(current: string | null, visitedPath: string): string | null {
  return isCheckoutPath(visitedPath) ? current : visitedPath;
}
