/**
 * The shopper's country preference (applied at start-up when it differs from the current market and is a known
 * market). The marketV2 cookie is HttpOnly for the server; the browser keeps its own copy of the last switch. Only the
 * reading is here, in every page's first load; the switch that writes it (switch-in-page.ts) loads on first use.
 */
export const MARKET_PREFERENCE_KEY = 'marketPreference';

export function storedMarketPreference(): string | null {
  try {
    return window.localStorage.getItem(MARKET_PREFERENCE_KEY);
  } catch {
    return null;
  }
}
