import { externalStorefrontOf, findMarket, type Market, marketSwitchTarget } from '@sockshop/core/markets';
import { checkoutStorage } from '../checkout/checkout-storage';
import type { PublicConfig } from '../services';
import { inPlacePreference } from './in-place-preference';
import { MARKET_PREFERENCE_KEY } from './stored-preference';
import type { MarketOption } from './switcher-options';

/** What the country switcher needs to change the market in place; without it, its links do the switch. */
export interface MarketSwitchContextValue {
  market: Market;
  env: PublicConfig['env'];
  /** Reloads the data of the page and the layout (the market comes from the cookie the switch just set). */
  reload(): Promise<void>;
}

/** The shopper's choice, for the next start-up (stored-preference.ts reads it). */
export function rememberMarketPreference(countryCode: string): void {
  try {
    window.localStorage.setItem(MARKET_PREFERENCE_KEY, countryCode);
  } catch {
    // Storage blocked: the cookie still carries the choice.
  }
}

export type SwitchOutcome = 'follow-link' | 'switched-in-place' | 'failed';

/**
 * Market switch with JavaScript. Core's rule decides: an external market, another warehouse region, the index
 * page or another storefront follow the option's link (the external site, or `/api/market`, which redirects by the same
 * rule and keeps path and query); a market of the same storefront changes in place: the cookie is set, the address
 * country of saved checkout information follows, the page's data reloads in the new market, and the provider's start-up
 * moves the cart (shipping method cleared).
 */
export function decideSwitch(context: Pick<MarketSwitchContextValue, 'market' | 'env'>, option: MarketOption, at: Location | URL) {
  // An external storefront's option links to its configured site (the layout loader's switcher entries).
  const to =
    (option.external ? externalStorefrontOf(option.countryCode, option.href) : null) ?? findMarket(option.countryCode, context.env);
  return to ? marketSwitchTarget(context.market, to, at) : null;
}

export async function switchInPlace(context: MarketSwitchContextValue, countryCode: string): Promise<SwitchOutcome> {
  try {
    const response = await fetch('/api/market', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ country: countryCode }),
    });
    if (!response.ok) return 'failed';
  } catch {
    return 'failed';
  }
  rememberMarketPreference(countryCode);
  moveSavedAddress(context.market.countryCode, countryCode);
  await context.reload();
  return 'switched-in-place';
}

/** The address country follows the market; saved information is kept per country, so it moves with it. */
export function moveSavedAddress(from: string, to: string): void {
  const saved = checkoutStorage.readCheckout(from);
  if (!saved?.info || checkoutStorage.readCheckout(to)?.info) return;
  const { shipping, billing } = saved.info.address;
  checkoutStorage.writeCheckout(to, {
    info: { ...saved.info, address: { shipping: { ...shipping, country: to }, billing: { ...billing, country: to } } },
    completedViews: ['cart'],
  });
}

/** The stored country preference, when it names another market of the page's storefront, is switched to in place. */
export async function applyStoredPreference(context: MarketSwitchContextValue, stored: string): Promise<void> {
  const preferred = inPlacePreference(stored, context.market.countryCode, context.env);
  if (preferred) await switchInPlace(context, preferred);
}
