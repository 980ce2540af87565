import type { MarketOption } from '../components/chrome/CountrySwitcher';

/** A market in the footer's switcher, as the layout loader sends it. */
export interface SwitcherEntry {
  countryCode: string;
  name: string;
  storefront: string;
  /** An external storefront's own site (spec §1: au, nz); the shop's own markets go through `/api/market`. */
  url: string | null;
}

/**
 * Where each market's link leads. The way back is the page the shopper is on now, taken from the router's location and
 * not from loader data: the layout does not reload on every navigation, so its data may describe an earlier page.
 */
export function switcherOptions(entries: readonly SwitcherEntry[], pathname: string): MarketOption[] {
  return entries.map(({ url, ...entry }) => ({
    ...entry,
    href: url ?? `/api/market?country=${entry.countryCode}&return=${encodeURIComponent(pathname)}`,
  }));
}
