// The shop's rules as text for one <style> in the head (root.tsx): a page's share of the sheet travels inside the HTML
// instead of as a render-blocking stylesheet request (docs/decisions.md, "Serve path" and "Lean HTML"). Only the server
// renders it: `?inline` modules have no side effects, so the browser bundle drops this module and its text.
import app from './app.css?inline';
import base from './base.css?inline';
import blocks from './blocks.css?inline';
import cart from './cart.css?inline';
import cartLines from './cart-lines.css?inline';
import checkout from './checkout.css?inline';
import chooser from './chooser.css?inline';
import errorPage from './error-page.css?inline';
import header from './header.css?inline';
import listing from './listing.css?inline';
import motion from './motion.css?inline';
import notices from './notices.css?inline';
import pageCommon from './page-common.css?inline';
import type { PageStyles } from './page-styles';
import product from './product.css?inline';
import productLists from './product-lists.css?inline';
import tokens from './tokens.css?inline';

// The chrome's rules for what a storefront page paints before the whole sheet, linked ahead of the footer, has come: not
// the footer, nor what only a script shows (search suggestions, speech bubble, dialogs, the mini-cart drawer).
const firstScreen = [tokens, base, header, blocks, errorPage, notices, motion];

// Each share keeps the whole sheet's order (all.css), so a rule wins on a page as it does in the whole sheet.
const SHARES: Record<PageStyles, readonly string[]> = {
  storefront: [...firstScreen, pageCommon, productLists, listing],
  product: [...firstScreen, pageCommon, productLists, product],
  // The cart's lines and totals are the cart page's first screen.
  checkout: [...firstScreen, pageCommon, productLists, cartLines, checkout, cart],
  chooser: [app, pageCommon, productLists, chooser],
  all: [app, pageCommon, productLists, listing, product, cartLines, checkout, chooser, cart],
};

// Joined on first use, not at load: a module with no work at its top level is one the browser bundle can drop whole.
const joined: Partial<Record<PageStyles, string>> = {};

export function inlineStylesFor(kind: PageStyles): string {
  joined[kind] ??= SHARES[kind].join('\n');
  return joined[kind];
}

let every: string[] | undefined;

/** Every share's text: first-paint-rules.server.ts finds a page's among its styles. */
export function everyInlineShare(): readonly string[] {
  every ??= (Object.keys(SHARES) as PageStyles[]).map(inlineStylesFor);
  return every;
}
