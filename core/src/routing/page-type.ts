import type { RouteName } from './routes.js';

/** Page types for tracking. */
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

/** What the content system and the catalogue know of a catch-all slug (they decide, not a list of names). */
export interface SlugKnowledge {
  /** The catalogue's category list names the whole slug (`adults/socks`). */
  isCategory: boolean;
}

/**
 * The first segment decides the page type. faq and shipping are type faq, the happy-news ones blog,
 * corporate-gifts a campaign. Any other slug is a category when the catalogue knows one of that name (
 * login, the legal pages and every other content slug are content pages); without that knowledge the spec's
 * "any other slug is a category" holds. about-us is fixed content with no type of its own.
 */
export function pageTypeOf(firstSegment: string | undefined, known?: SlugKnowledge): PageType {
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
      return known && !known.isCategory ? 'content' : 'category';
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

/** The tracking type of a page (page-view analytics); the catch-all's by what its slug turned out to be. */
export function trackingPageType(routeName: RouteName | null, firstSegment?: string, known?: SlugKnowledge): TrackingPageType {
  if (routeName === 'storefront-slugs' || routeName === 'storefront-editor') {
    const type = pageTypeOf(firstSegment, known);
    return type === 'content' ? 'unknown' : type;
  }
  return (routeName && BY_ROUTE[routeName]) || 'unknown';
}
