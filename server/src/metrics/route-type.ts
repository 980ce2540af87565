/**
 * What kind of request a path is, for the request metrics: a short fixed list, never the path itself, so a crawler or an
 * attacker sending a million distinct URLs adds no series to the metrics.
 */
export const ROUTE_TYPES = ['health', 'asset', 'static', 'seo', 'api', 'data', 'page'] as const;
export type RouteType = (typeof ROUTE_TYPES)[number];

/** A name with an extension is a built file (favicon, flags, icons): pages and their `.data` have none. */
const FILE_NAME = /\.[a-z0-9]{1,8}$/i;

/** The route type of a request target (`/de/socks?sort=price`): read from the path only, the query is ignored. */
export function routeTypeOf(target: string): RouteType {
  const query = target.indexOf('?');
  const full = query === -1 ? target : target.slice(0, query);
  // The shop reads `/search/` as `/search`.
  const path = full.length > 1 && full.endsWith('/') ? full.slice(0, -1) : full;
  if (path === '/healthz' || path === '/readyz') return 'health';
  if (path.startsWith('/assets/')) return 'asset';
  if (path === '/robots.txt' || path === '/sitemap.xml' || path.startsWith('/sitemaps/')) return 'seo';
  if (path.startsWith('/api/') || path === '/search' || path === '/search/suggest') return 'api';
  // React Router's client navigations ask for a page's loader data as `<page>.data`.
  if (path.endsWith('.data')) return 'data';
  if (FILE_NAME.test(path)) return 'static';
  return 'page';
}
