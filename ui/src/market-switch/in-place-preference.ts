import { type AppEnv, findMarket, preferredMarketToApply } from '@sockshop/core/markets';

/**
 * The stored country preference applies when it differs from the current market and is a known market. The
 * browser applies it only within the page's storefront (in place): another storefront is another address, which the shopper
 * chose by opening it.
 */
export function inPlacePreference(stored: string | null, currentCountry: string, env: AppEnv): string | null {
  const current = findMarket(currentCountry, env);
  if (!current) return null;
  const preferred = preferredMarketToApply(stored, current, env);
  return preferred && preferred.storefrontCode === current.storefrontCode ? preferred.countryCode : null;
}
