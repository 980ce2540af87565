// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import type { StorefrontChrome } from './chrome-in-page';
import { withChrome } from './layout-chrome';

// In the browser: a whole page's layout data gets the chrome the page's bootstrap set (lib/layout-chrome.ts).

const chrome = {
  translations: { cart: 'Warenkorb' },
  navigation: null,
  footer: null,
  speechBubble: null,
  newsletterHtml: '',
  alternates: [{ storefront: 'de', hrefLang: 'de-DE' }],
} satisfies StorefrontChrome;

describe('the storefront chrome in the browser', () => {
  afterEach(() => {
    window.__storefrontChrome = undefined;
  });

  it('joins the page’s chrome into the whole page’s layout data, once, keeping it the same object', () => {
    window.__storefrontChrome = chrome;
    const page = { storefront: 'de', banner: null };
    const layout = withChrome(page);
    expect(layout).toBe(page);
    expect(layout).toEqual({ storefront: 'de', banner: null, ...chrome });
    // Read again (every render), nothing changes.
    window.__storefrontChrome = { ...chrome, translations: { cart: 'Korb' } };
    expect(withChrome(page)?.translations.cart).toBe('Warenkorb');
  });

  it('reads a client navigation’s data, which carries its own chrome, as it is', () => {
    window.__storefrontChrome = chrome;
    const navigation = { storefront: 'nl', ...chrome, translations: { cart: 'Winkelwagen' } };
    expect(withChrome(navigation)).toBe(navigation);
    expect(withChrome(navigation)?.translations.cart).toBe('Winkelwagen');
    expect(withChrome(undefined)).toBeUndefined();
  });
});
