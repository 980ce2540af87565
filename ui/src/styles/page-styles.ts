/**
 * Which share of the shop's styles a page inlines (inline-styles.ts): every page has the chrome's (app.css) and the
 * cart's; then its own page type's layout. Known by the matched routes' ids (ui/src/routes.ts); only the server asks
 * (the browser loads the whole sheet once hydrated). An unknown page (an error outside the storefront) inlines everything.
 */
export type PageStyles = 'storefront' | 'product' | 'checkout' | 'chooser' | 'all';

/** Home, categories, content pages and search: the listing's layout. */
const STOREFRONT_ROUTES = new Set([
  'storefront',
  'storefront-slugs',
  'storefront-search',
  'storefront-shared-content',
  'storefront-editor',
]);
const PRODUCT_ROUTES = new Set(['storefront-product', 'storefront-diagnostics-product']);

export function pageStylesOf(routeIds: readonly string[]): PageStyles {
  if (routeIds.some((id) => PRODUCT_ROUTES.has(id))) return 'product';
  if (routeIds.some((id) => id.startsWith('storefront-checkout'))) return 'checkout';
  if (routeIds.some((id) => STOREFRONT_ROUTES.has(id))) return 'storefront';
  if (routeIds.at(-1) === 'index') return 'chooser';
  return 'all';
}
