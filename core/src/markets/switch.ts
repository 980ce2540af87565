import type { AppEnv } from './app-env.js';
import type { StorefrontCode } from './codes.js';
import { findMarket } from './lookups.js';
import type { ExternalStorefront, Market } from './market.schema.js';

// The au and nz storefronts are served by separate sites. Core knows which storefronts those are; where their sites live is
// the operator's configuration (server: EXTERNAL_SITE_AU, EXTERNAL_SITE_NZ), handed to it as `sites`.
export const EXTERNAL_MARKETS: readonly Omit<ExternalStorefront, 'url'>[] = Object.freeze([
  { storefrontCode: 'au', countryCode: 'AU', name: { local: 'Australia', english: 'Australia' }, marketType: 'external' },
  { storefrontCode: 'nz', countryCode: 'NZ', name: { local: 'New Zealand', english: 'New Zealand' }, marketType: 'external' },
]);

/** Each external storefront's site, by storefront code. */
export type ExternalSites = Partial<Record<ExternalStorefront['storefrontCode'], string>>;

/** The external storefronts with their configured sites; one with no site configured is left out. */
export function externalStorefronts(sites: ExternalSites): ExternalStorefront[] {
  return EXTERNAL_MARKETS.flatMap((market) => {
    const url = sites[market.storefrontCode];
    return url ? [{ ...market, url }] : [];
  });
}

/** The external storefront of a country with its site (the switcher's option carries it), or null. */
export function externalStorefrontOf(countryCode: string, url: string): ExternalStorefront | null {
  const market = EXTERNAL_MARKETS.find((external) => external.countryCode === countryCode);
  return market ? { ...market, url } : null;
}

export type MarketSwitch =
  | { kind: 'external'; url: string }
  | { kind: 'reload'; storefront: StorefrontCode }
  | { kind: 'navigate'; storefront: StorefrontCode }
  | { kind: 'in-place' };

/**
 * External markets leave the shop; another warehouse region or the index page reloads
 * at the new storefront; another storefront keeps the path under the new code; otherwise the market changes in place
 * (the caller then updates the cart country, clearing the shipping method, and the address country).
 */
export function marketSwitchDecision(
  from: Market,
  to: Market | ExternalStorefront,
  { isIndexPage }: { isIndexPage: boolean },
): MarketSwitch {
  if (to.marketType === 'external') return { kind: 'external', url: to.url };
  if (to.warehouse.region !== from.warehouse.region || isIndexPage) return { kind: 'reload', storefront: to.storefrontCode };
  if (to.storefrontCode !== from.storefrontCode) return { kind: 'navigate', storefront: to.storefrontCode };
  return { kind: 'in-place' };
}

/** The page a shopper is on: path, and the query and fragment as `location` gives them (`?…`, `#…`, or empty). */
export interface SwitchLocation {
  pathname: string;
  search?: string;
  hash?: string;
}

/** The path after the storefront code (`/adults/socks` of `/de/adults/socks`), empty on a storefront's home. */
function pathAfterStorefront(pathname: string): string {
  const rest = pathname.split('/').slice(2).join('/');
  return rest.replace(/\/+$/, '') === '' ? '' : `/${rest}`;
}

/** A storefront's home is the index page of the switch rule. */
export function isStorefrontIndex(pathname: string): boolean {
  return pathAfterStorefront(pathname) === '';
}

/**
 * Where a market switch leads from `at`: the external site, the new storefront's home (reload), the same path
 * and query under the new storefront code (navigate), or the same page (in place; the caller updates cart and address).
 */
export function marketSwitchTarget(from: Market, to: Market | ExternalStorefront, at: SwitchLocation): MarketSwitch & { href: string } {
  const decision = marketSwitchDecision(from, to, { isIndexPage: isStorefrontIndex(at.pathname) });
  const tail = `${at.search ?? ''}${at.hash ?? ''}`;
  switch (decision.kind) {
    case 'external':
      return { ...decision, href: decision.url };
    case 'reload':
      return { ...decision, href: `/${decision.storefront}` };
    case 'navigate':
      return { ...decision, href: `/${decision.storefront}${pathAfterStorefront(at.pathname)}${tail}` };
    case 'in-place':
      return { ...decision, href: `${at.pathname}${tail}` };
  }
}

/** A stored country preference applies only if it differs from the current market and is a known market. */
export function preferredMarketToApply(stored: string | null | undefined, current: Market, env: AppEnv): Market | null {
  if (!stored) return null;
  const preferred = findMarket(stored, env);
  return preferred && preferred.countryCode !== current.countryCode ? preferred : null;
}
