import { segmentsOf } from './routes.js';

/** spec §2: route words under which the search bar is not shown. */
export const ROUTES_WITHOUT_SEARCH_BAR: readonly string[] = ['checkout', 'faq', 'about-us', 'happynews', 'corporate-gifts'];

/** spec §2: compared by whole path segment, so a slug like `faq-socks` still shows the bar. */
export function showsSearchBar(path: string): boolean {
  return !segmentsOf(path).some((segment) => ROUTES_WITHOUT_SEARCH_BAR.includes(segment));
}

/** spec §9: header hide offset and minimum scroll. */
export const HEADER_HIDE_OFFSET = 100;
export const HEADER_MIN_SCROLL = 20;

export interface HeaderScroll {
  scrollY: number;
  previousScrollY: number;
  /** Whether the header is hidden now; kept when the movement is under the minimum. */
  hidden: boolean;
  messageShowing: boolean;
  submenuOpen: boolean;
  hideOnScroll: boolean;
}

/** spec §2: hide when scrolling down past 100 px by at least 20 px, unless a message or desktop submenu shows. */
export function shouldHideHeader(scroll: HeaderScroll): boolean {
  if (!scroll.hideOnScroll || scroll.messageShowing || scroll.submenuOpen) return false;
  if (scroll.scrollY <= HEADER_HIDE_OFFSET) return false;
  const movement = scroll.scrollY - scroll.previousScrollY;
  if (Math.abs(movement) < HEADER_MIN_SCROLL) return scroll.hidden;
  return movement > 0;
}

/** spec §9 breakpoints, in px. */
export const BREAKPOINTS = {
  phoneBigger: 425,
  phone: 480,
  phablet: 768,
  tablet: 960,
  laptop: 1024,
  desktop: 1440,
  desktopLarge: 1920,
} as const;

export type Device = 'mobile' | 'tablet' | 'desktop';

/** spec §2: mobile under 960, tablet 960–1439, desktop 1440 and up. */
export function deviceOf(width: number): Device {
  if (width < BREAKPOINTS.tablet) return 'mobile';
  if (width < BREAKPOINTS.desktop) return 'tablet';
  return 'desktop';
}

/** spec §2: the accessibility widget loads only on us; the chat widget sits 78 px up on us, else 16 px. */
export function loadsAccessibilityWidget(storefront: string): boolean {
  return storefront === 'us';
}
export function chatWidgetOffset(storefront: string): number {
  return storefront === 'us' ? 78 : 16;
}
