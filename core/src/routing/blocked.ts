import type { RouteParams } from './routes.js';

/** Catch-all parameter values that answer 404. */
const BLOCKED_SEGMENTS: readonly string[] = [
  'undefined',
  '.well-known',
  '_nuxt',
  'sitemap.xml',
  'robots.txt',
  'favicon.ico',
  'favicon.png',
  'sitemap',
  'api',
  'checkout/undefined',
];

/** Blocked when any parameter (or any segment of a multi-segment one, or its joined path) is a blocked value. */
export function isBlockedRoute(params: RouteParams): boolean {
  return Object.values(params).some((value) => {
    if (value === undefined) return false;
    const candidates = Array.isArray(value) ? [...value, value.join('/')] : [value];
    return candidates.some((candidate) => BLOCKED_SEGMENTS.includes(candidate));
  });
}
