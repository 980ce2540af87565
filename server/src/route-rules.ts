import type { AppEnv } from '@sockshop/core/markets';
import { resolveStorefrontCode } from '@sockshop/core/markets';

/**
 * Server-side route rules (the router follows a redirect target when the route rules give one): old or short
 * paths under a storefront and where they live now. Permanent, so browsers and search engines learn them.
 */
const RULES: Record<string, string> = {
  // Route name storefront-cart: the cart lives in the checkout.
  cart: 'checkout/cart',
  basket: 'checkout/cart',
  happynews: 'happy-news',
  happyblog: 'happy-news',
  'cookie-policy': 'faq/cookie-policy',
};

/** The redirect target for a path, keeping the rest of the path and the query; null when no rule applies. */
export function routeRuleRedirect(pathname: string, search: string, env: AppEnv): string | null {
  const [, storefront, first, ...rest] = pathname.split('/');
  if (!storefront || !first || !resolveStorefrontCode(storefront, env) || storefront === '_default') return null;
  const target = Object.hasOwn(RULES, first) ? RULES[first] : undefined;
  if (!target) return null;
  return `/${storefront}/${[target, ...rest].join('/').replace(/\/+$/, '')}${search}`;
}
