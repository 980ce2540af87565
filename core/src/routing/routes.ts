// The route table. Names the spec shows are kept; the rest follow the same pattern.
export interface RouteDefinition {
  readonly name: string;
  /** `:param`, `:param?` (optional) and `*param` (the rest of the path, one or more segments). */
  readonly path: string;
  /** Root and shared content render without the page chrome. */
  readonly layout: boolean;
  /** The visual editor route skips the cart fetch at start-up. */
  readonly skipsCartFetch?: boolean;
}

export const ROUTES = [
  { name: 'index', path: '/', layout: false },
  { name: 'storefront', path: '/:storefront', layout: true },
  { name: 'storefront-menu', path: '/:storefront/menu', layout: true },
  { name: 'storefront-cart', path: '/:storefront/cart', layout: true },
  { name: 'storefront-checkout-cart', path: '/:storefront/checkout/cart', layout: true },
  { name: 'storefront-checkout-address', path: '/:storefront/checkout/address', layout: true },
  { name: 'storefront-checkout-payment', path: '/:storefront/checkout/payment', layout: true },
  { name: 'storefront-checkout-success-id', path: '/:storefront/checkout/success/:id?', layout: true },
  { name: 'storefront-checkout', path: '/:storefront/checkout', layout: true },
  { name: 'storefront-diagnostics-product-sku', path: '/:storefront/diagnostics/product/*sku', layout: true },
  { name: 'storefront-faq-cookie-policy', path: '/:storefront/faq/cookie-policy', layout: true },
  { name: 'storefront-faq-section', path: '/:storefront/faq/:faq_section', layout: true },
  { name: 'storefront-faq', path: '/:storefront/faq', layout: true },
  { name: 'storefront-login', path: '/:storefront/login', layout: true },
  { name: 'storefront-product-sku', path: '/:storefront/product/:sku', layout: true },
  { name: 'storefront-search', path: '/:storefront/search/:pageNumber?', layout: true },
  { name: 'storefront-shared-content', path: '/:storefront/shared-content', layout: false },
  { name: 'storefront-editor', path: '/:storefront/editor/*slugs', layout: true, skipsCartFetch: true },
  { name: 'storefront-slugs', path: '/:storefront/*slugs', layout: true },
] as const satisfies readonly RouteDefinition[];

export type RouteName = (typeof ROUTES)[number]['name'];
export type RouteParams = Record<string, string | string[] | undefined>;

export interface RouteMatch {
  route: RouteDefinition & { name: RouteName };
  params: RouteParams;
}

export function segmentsOf(path: string): string[] {
  const pathname = path.split(/[?#]/, 1)[0] ?? '';
  return pathname.split('/').filter((segment) => segment.length > 0);
}

/**
 * Each route's pattern split into its parts once: every page render matches its path against the table. Filled on first
 * use, not when the module loads, so a browser bundle that imports this module for one helper leaves the table out.
 */
const patternParts = new Map<string, readonly string[]>();

function matchPattern(pattern: string, segments: string[]): RouteParams | null {
  let parts = patternParts.get(pattern);
  if (!parts) {
    parts = pattern.split('/').filter((part) => part.length > 0);
    patternParts.set(pattern, parts);
  }
  const params: RouteParams = {};
  for (const [index, part] of parts.entries()) {
    const segment = segments[index];
    if (part.startsWith('*')) {
      const rest = segments.slice(index);
      if (rest.length === 0) return null;
      params[part.slice(1)] = rest;
      return params;
    }
    if (part.startsWith(':')) {
      const optional = part.endsWith('?');
      const name = part.slice(1, optional ? -1 : undefined);
      if (segment === undefined && !optional) return null;
      params[name] = segment;
      continue;
    }
    if (segment !== part) return null;
  }
  return segments.length <= parts.length ? params : null;
}

/** The first route of the table (most specific first) that matches the path; the query is ignored. */
export function matchRoute(path: string): RouteMatch | null {
  const segments = segmentsOf(path).map((segment) => safeDecode(segment));
  for (const route of ROUTES) {
    const params = matchPattern(route.path, segments);
    if (params) return { route, params };
  }
  return null;
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
