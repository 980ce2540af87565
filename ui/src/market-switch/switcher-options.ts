import type { PublicConfig } from '../services';

/** A market in the country switcher, with where picking it leads. */
export interface MarketOption {
  countryCode: string;
  name: string;
  storefront: string;
  /** Where picking it leads: the same path under the new storefront, or an external site (market switch). */
  href: string;
  /** An external storefront's site (au, nz). */
  external?: boolean;
}

/**
 * Where the footer's dialog makes the shop's own list when it first opens (shop-markets.ts): the environment, the
 * configured external sites and the page to come back to.
 */
export interface ShopMarketsSource {
  env: PublicConfig['env'];
  externalSites?: PublicConfig['externalSites'];
  returnTo: string;
}

/** A market in the switcher before it has its link. */
export interface SwitcherEntry {
  countryCode: string;
  name: string;
  storefront: string;
  /** An external storefront's own site (au, nz); the shop's own markets go through `/api/market`. */
  url: string | null;
}

/** The page to come back to: path, query and fragment, as the router's location has them. */
export function returnTarget(location: { pathname: string; search: string; hash: string }): string {
  return `${location.pathname}${location.search}${location.hash}`;
}

/**
 * Where each market's link leads: `/api/market` (it sets the cookie and redirects by core's market-switch rule, so the
 * switcher works without JavaScript) or the external site. The way back is the page the shopper is on now, path and query
 * (keeps both), taken from the router's location and not from loader data: the layout does not reload on every
 * navigation, so its data may describe an earlier page.
 */
export function switcherOptions(entries: readonly SwitcherEntry[], returnTo: string): MarketOption[] {
  return entries.map(({ url, ...entry }) => ({
    ...entry,
    external: url !== null,
    href: url ?? `/api/market?country=${entry.countryCode}&return=${encodeURIComponent(returnTo)}`,
  }));
}
