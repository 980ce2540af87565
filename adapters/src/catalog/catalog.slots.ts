import type { RecommendationSlot } from '@sockshop/core/catalog';
import { findStorefront, type StorefrontCode, type TenantKey } from '@sockshop/core/markets';

/** A list of the recommendation service: a widget, and the profile it is asked with. */
export interface ServiceWidget {
  widget: string;
  profile: string;
}

/**
 * The service's list behind each of the shop's recommendation slots. The service seeds its `random` order with the
 * profile, so each slot asks with a fixed one and its order stays the same between requests.
 */
export const SLOT_WIDGETS: Record<RecommendationSlot, ServiceWidget> = {
  'product-page': { widget: 'pdp', profile: 'product' },
  'category-page': { widget: 'plp', profile: 'category' },
  basket: { widget: 'basket', profile: 'cart' },
  bestsellers: { widget: 'bestsellers', profile: 'home' },
  random: { widget: 'random', profile: 'home' },
  'landing-page': { widget: 'landing-page', profile: 'landing' },
  sitemap: { widget: 'sitemap', profile: 'sitemap' },
  upsell: { widget: 'upsell', profile: 'cart' },
};

/**
 * The search service's tenant of a storefront (spec §3 storefront config). Both configuration sets give a storefront
 * the same tenant, so the production set answers for either.
 */
export function tenantOf(storefront: StorefrontCode): TenantKey {
  return findStorefront(storefront, 'production')?.tenantKey ?? 'default';
}
