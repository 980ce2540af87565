import { segmentsOf } from './routes.js';

/** Route words under which the search bar is not shown. */
const ROUTES_WITHOUT_SEARCH_BAR: readonly string[] = ['checkout', 'faq', 'about-us', 'happynews', 'corporate-gifts'];

/** Compared by whole path segment, so a slug like `faq-socks` still shows the bar. */
export function showsSearchBar(path: string): boolean {
  return !segmentsOf(path).some((segment) => ROUTES_WITHOUT_SEARCH_BAR.includes(segment));
}

/** Breakpoints, in px. */
const BREAKPOINTS = {
  phoneBigger: 425,
  phone: 480,
  phablet: 768,
  tablet: 960,
  laptop: 1024,
  desktop: 1440,
  desktopLarge: 1920,
} as const;

export type Device = 'mobile' | 'tablet' | 'desktop';

/** Mobile under 960, tablet 960–1439, desktop 1440 and up. */
export function deviceOf(width: number): Device {
  if (width < BREAKPOINTS.tablet) return 'mobile';
  if (width < BREAKPOINTS.desktop) return 'tablet';
  return 'desktop';
}
