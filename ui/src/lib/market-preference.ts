/**
 * The shopper's country preference (spec §4: applied at start-up when it differs from the current market and is a known
 * market). The marketV2 cookie is HttpOnly for the server; the browser keeps its own copy of the last switch.
 */
const KEY = 'marketPreference';

export function rememberMarketPreference(countryCode: string): void {
  try {
    window.localStorage.setItem(KEY, countryCode);
  } catch {
    // Storage blocked: the cookie still carries the choice.
  }
}

export function storedMarketPreference(): string | null {
  try {
    return window.localStorage.getItem(KEY);
  } catch {
    return null;
  }
}
