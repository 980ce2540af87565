import type { TrackingPageType } from '@sockshop/core/routing';
import { isRouteErrorResponse, type UIMatch } from 'react-router';

/** What a page view says of the page: the route's name in the spec's route table and its tracking type. */
export interface PageViewRoute {
  routeName: string;
  pageType: TrackingPageType;
}

/**
 * The page views of routes whose React Router id alone decides them (ui/src/routes.ts), so the browser does not load
 * core's route table to match paths (the product's first-load budget). The catch-all route (`storefront-slugs`) stands for
 * several of the spec's routes (faq, login, menu, categories…): its loader sends its page view (page-view.server.ts). A
 * test holds this table to core's route table.
 */
export const PAGE_VIEW_BY_ROUTE_ID: Readonly<Record<string, PageViewRoute>> = {
  storefront: { routeName: 'storefront', pageType: 'homepage' },
  'storefront-product': { routeName: 'storefront-product-sku', pageType: 'product' },
  'storefront-search': { routeName: 'storefront-search', pageType: 'search' },
  'storefront-checkout-index': { routeName: 'storefront-checkout', pageType: 'checkout-cart' },
  'storefront-checkout-cart': { routeName: 'storefront-checkout-cart', pageType: 'checkout-cart' },
  'storefront-checkout-address': { routeName: 'storefront-checkout-address', pageType: 'checkout-address' },
  'storefront-checkout-payment': { routeName: 'storefront-checkout-payment', pageType: 'checkout-payment' },
  'storefront-checkout-success-id': { routeName: 'storefront-checkout-success-id', pageType: 'checkout-success' },
  'storefront-diagnostics-product': { routeName: 'storefront-diagnostics-product-sku', pageType: 'unknown' },
};

const UNKNOWN: PageViewRoute = { routeName: 'unknown', pageType: 'unknown' };

/** A loader's (or a thrown response's) `pageView`, when it sent one. */
function sentPageView(value: unknown): PageViewRoute | null {
  const pageView = (value as { pageView?: Partial<PageViewRoute> } | null | undefined)?.pageView;
  return typeof pageView?.routeName === 'string' && typeof pageView.pageType === 'string'
    ? { routeName: pageView.routeName, pageType: pageView.pageType }
    : null;
}

/**
 * The page view of the innermost matched route: what its loader sent, else what its id says. On an error page the
 * loader's data is the thrown response's (a 404 of the catch-all route sends its page view too).
 */
export function pageViewRoute(matches: readonly Pick<UIMatch, 'id' | 'data'>[], error: unknown): PageViewRoute {
  const leaf = matches.at(-1);
  if (!leaf) return UNKNOWN;
  const fromError = isRouteErrorResponse(error) ? sentPageView(error.data) : null;
  return sentPageView(leaf.data) ?? fromError ?? PAGE_VIEW_BY_ROUTE_ID[leaf.id] ?? UNKNOWN;
}
