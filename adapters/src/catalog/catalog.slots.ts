import type { RecommendationSlot } from '@sockshop/core/catalog';
import { MESSAGES } from '@sockshop/core/errors';
import { findStorefront, type StorefrontCode, type TenantKey } from '@sockshop/core/markets';
import type { Logger } from '@sockshop/core/ports';
import { err, ok, type Result } from 'neverthrow';

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

/** A storefront's own widgets, where the service keeps other lists for it than the shared ones. */
export type StorefrontWidgets = Partial<Record<RecommendationSlot, ServiceWidget>>;
export type WidgetTable = Partial<Record<StorefrontCode, StorefrontWidgets>>;

/** The widgets' names in 'PDP widget not found for storefront de' and its kin. */
const WIDGET_NAMES: Record<RecommendationSlot, string> = {
  'product-page': 'PDP',
  'category-page': 'PLP',
  basket: 'Basket',
  bestsellers: 'Bestsellers',
  random: 'Random',
  'landing-page': 'Landing page',
  sitemap: 'Sitemap',
  upsell: 'Upsell',
};

/**
 * The widget of a slot for a storefront: the storefront's own table when one is configured (it replaces the shared
 * one whole, so a slot it lacks is missing), else the shared widgets. A missing one is its 'widget not found' message,
 * as an error.
 */
export function widgetOf(slot: RecommendationSlot, storefront: StorefrontCode, table: WidgetTable = {}): Result<ServiceWidget, string> {
  const widgets = table[storefront] ?? SLOT_WIDGETS;
  const widget = widgets[slot];
  return widget ? ok(widget) : err(MESSAGES.widgetNotFound(WIDGET_NAMES[slot], storefront));
}

/**
 * The search service's tenant of a storefront (storefront config). Both configuration sets give a storefront
 * the same tenant, so the production set answers for either. A storefront with none is logged ('Tenant not
 * found for storefront …') and asks as the service's default tenant.
 */
export function tenantOf(storefront: StorefrontCode, logger?: Logger): TenantKey {
  const tenant = findStorefront(storefront, 'production')?.tenantKey;
  if (tenant) return tenant;
  logger?.warn(MESSAGES.tenantNotFound(storefront), { storefront });
  return 'default';
}
