import { hydrateAfterLcpEdits } from '../hydration/hydrate-after-lcp.server';
import { leanPayloadEdits } from '../hydration/lean-payload.server';
import { bareAmpersandEdits } from '../pictures/bare-ampersands.server';
import wholeSheet from '../styles/all.css?url';
import { firstPaintRuleEdits } from '../styles/first-paint-rules.server';
import { everyInlineShare } from '../styles/inline-styles';
import { withEdits } from './page-edits.server';

/** The whole sheet's link in a storefront page's body: the inline share styles only what comes before it. */
const SHEET_LINK = `<link rel="stylesheet" href="${wholeSheet}"`;

/**
 * The rendered page as it goes out, before the server hashes its inline scripts and styles into the CSP and caches it:
 * its bootstrap waits for the LCP picture (hydration/hydrate-after-lcp.server.ts) and sets `pageData` first, its inline styles keep only the rules
 * its first paint can use (styles/first-paint-rules.server.ts), its hydration data needs no escaped quotes
 * (hydration/lean-payload.server.ts) and its picture URLs no escaped ampersands (pictures/bare-ampersands.server.ts).
 * Each step reads the rendered page's bytes, changes nothing of a page it does not recognise and says what to change, in
 * parts of the page no other step touches; the page is copied once for all of them.
 */
export function finishPage(page: Buffer<ArrayBuffer>, pageData = ''): Buffer<ArrayBuffer> {
  return withEdits(page, [
    ...(hydrateAfterLcpEdits(page, pageData) ?? []),
    ...firstPaintRuleEdits(page, SHEET_LINK, everyInlineShare()),
    ...leanPayloadEdits(page),
    ...bareAmpersandEdits(page),
  ]);
}
