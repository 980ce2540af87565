import { CHROME_IN_PAGE, type StorefrontChrome } from './chrome-in-page';
import type { LayoutAnswer, StorefrontLayout } from './storefront-layout.server';

/**
 * The storefront layout's chrome (translations, navigation, footer, speech bubble, newsletter form, hreflang
 * alternates) is the same for every page of a storefront and market. A whole page carries it once, as JSON the server
 * writes once per content answer (`chromeJson`, storefront-layout.server.ts) into the page's bootstrap, and not in
 * React Router's hydration data: React Router serialises that value by value on every render (about a tenth of an
 * uncached listing's CPU) and the browser decodes it value by value before it hydrates. The data of a client navigation
 * (another storefront, a revalidation) carries the chrome as before.
 */
declare global {
  interface Window {
    /** Set by the page's bootstrap before it hydrates (hydration/hydrate-after-lcp.server.ts). */
    __storefrontChrome?: StorefrontChrome;
  }
}

/** The server's joins, one per render's data. */
const joined = new WeakMap<object, StorefrontLayout>();

/**
 * The layout's data with its chrome, wherever the chrome travelled; the same object for the same data. In the browser
 * the page's chrome is joined into the very data React Router keeps for the layout, at the first read (hydration): a
 * layout's data without chrome is only ever the whole page's, and that page's chrome does not change.
 */
export function withChrome(data: unknown): StorefrontLayout | undefined {
  const answer = data as LayoutAnswer | undefined;
  if (!answer || 'translations' in answer) return answer as StorefrontLayout | undefined;
  if (!import.meta.env.SSR) return Object.assign(answer, window.__storefrontChrome);
  let layout = joined.get(answer);
  if (!layout) {
    const { [CHROME_IN_PAGE]: inPage, ...rest } = answer;
    layout = { ...rest, ...inPage.chrome };
    joined.set(answer, layout);
  }
  return layout;
}

/** The statement a whole page's bootstrap runs first: the chrome of the render's layout data, or nothing. */
export function chromeStatement(loaderData: Record<string, unknown>): string {
  const answer = loaderData['storefront-layout'] as LayoutAnswer | undefined;
  return answer && CHROME_IN_PAGE in answer ? `window.__storefrontChrome=${answer[CHROME_IN_PAGE].json};` : '';
}
