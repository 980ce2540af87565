import { externalStorefronts, listMarkets } from '@sockshop/core/markets';
import { type MarketOption, type ShopMarketsSource, switcherOptions } from './switcher-options';

/**
 * The country switcher's list, made in the browser when the dialog first opens: core's markets of the shop's
 * environment, then the external storefronts it is configured with. Only the dialog's own chunk imports this (with
 * core's market tables, which the in-place switch loads there anyway): no page carries the list in its HTML or data.
 */
export function shopMarkets({ env, externalSites, returnTo }: ShopMarketsSource): MarketOption[] {
  return switcherOptions(
    [
      ...listMarkets(env).map((m) => ({ countryCode: m.countryCode, name: m.name.local, storefront: m.storefrontCode, url: null })),
      ...externalStorefronts(externalSites ?? {}).map((s) => ({
        countryCode: s.countryCode,
        name: s.name.local,
        storefront: s.storefrontCode,
        url: s.url,
      })),
    ],
    returnTo,
  );
}
