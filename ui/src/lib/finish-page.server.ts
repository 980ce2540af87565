import { hydrateAfterLcp } from '../hydration/hydrate-after-lcp.server';
import { withLeanPayload } from '../hydration/lean-payload.server';
import { withBareAmpersands } from '../pictures/bare-ampersands.server';
import wholeSheet from '../styles/all.css?url';
import { withFirstPaintRules } from '../styles/first-paint-rules.server';
import { everyInlineShare } from '../styles/inline-styles';

/** The whole sheet's link in a storefront page's body: the inline share styles only what comes before it. */
const SHEET_LINK = `<link rel="stylesheet" href="${wholeSheet}"`;

/**
 * The rendered page as it goes out, before the server hashes its inline scripts and styles into the CSP and caches it:
 * its bootstrap waits for the LCP picture (hydration/hydrate-after-lcp.server.ts), its inline styles keep only the rules
 * its first paint can use (styles/first-paint-rules.server.ts), its hydration data needs no escaped quotes
 * (hydration/lean-payload.server.ts) and its picture URLs no escaped ampersands (pictures/bare-ampersands.server.ts).
 * Each step works on the page's bytes and leaves a page it does not recognise as it is.
 */
export function finishPage(page: Buffer<ArrayBuffer>): Buffer<ArrayBuffer> {
  const booted = hydrateAfterLcp(page) ?? page;
  return withBareAmpersands(withLeanPayload(withFirstPaintRules(booted, SHEET_LINK, everyInlineShare())));
}
