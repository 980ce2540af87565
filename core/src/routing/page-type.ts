import type { RouteName } from './routes.js';

/** spec §2: page types for tracking. */
export const TRACKING_PAGE_TYPES = [
  'index',
  'homepage',
  'category',
  'product',
  'search',
  'checkout-address',
  'checkout-cart',
  'checkout-payment',
  'checkout-success',
  'faq',
  'blog',
  'campaign',
  'unknown',
] as const;
export type TrackingPageType = (typeof TRACKING_PAGE_TYPES)[number];

export type PageType = 'content' | 'faq' | 'blog' | 'campaign' | 'category';

/**
 * spec §2: the first segment decides the page type. faq and shipping are type faq, the happy-news ones blog,
 * corporate-gifts a campaign, anything else a category. about-us is fixed content with no type of its own.
 */
export function pageTypeOf(firstSegment: string | undefined): PageType {
  switch (firstSegment) {
    case 'faq':
    case 'shipping':
      return 'faq';
    case 'happy-news':
    case 'happynews':
    case 'happyblog':
      return 'blog';
    case 'about-us':
      return 'content';
    case 'corporate-gifts':
      return 'campaign';
    default:
      return 'category';
  }
}

const BY_ROUTE: Partial<Record<RouteName, TrackingPageType>> = {
  index: 'index',
  storefront: 'homepage',
  'storefront-product-sku': 'product',
  'storefront-search': 'search',
  'storefront-checkout': 'checkout-cart',
  'storefront-cart': 'checkout-cart',
  'storefront-checkout-cart': 'checkout-cart',
  'storefront-checkout-address': 'checkout-address',
  'storefront-checkout-payment': 'checkout-payment',
  'storefront-checkout-success-id': 'checkout-success',
  'storefront-faq': 'faq',
  'storefront-faq-section': 'faq',
  'storefront-faq-cookie-policy': 'faq',
};

/** The tracking type of a page (spec §2, §9 page-view analytics). */
export function trackingPageType(routeName: RouteName | null, firstSegment?: string): TrackingPageType {
  if (routeName === 'storefront-slugs' || routeName === 'storefront-editor') {
    const type = pageTypeOf(firstSegment);
    return type === 'content' ? 'unknown' : type;
  }
  return (routeName && BY_ROUTE[routeName]) || 'unknown';
}
