import type { z } from 'zod';
import type { SpeechBubbleSchema } from '../content/shared.schema.js';

/** The speech bubble's looks. */
export type SpeechBubbleVariant = 'default' | 'menu-expanded' | 'highlight' | 'transaction';

/** What the bubble is talking about: a search message survives the route change it leads to. */
export type SpeechBubbleContext = 'search' | 'menu' | 'cart';

/** The bubble shows 3000 ms on a search result and on search focus. */
export const SPEECH_BUBBLE_SEARCH_MS = 3000;

/** When the mobile menu is open its top padding is the bubble's height plus 36 px. */
export const MOBILE_MENU_BUBBLE_PADDING = 36;

export function mobileMenuTopPadding(bubbleHeight: number): number {
  return Math.max(0, bubbleHeight) + MOBILE_MENU_BUBBLE_PADDING;
}

/** The content's texts, one per occasion. */
export type SpeechBubbleTexts = Pick<
  z.infer<typeof SpeechBubbleSchema>,
  'addToCart' | 'menuExpanded' | 'resultsFound' | 'searchFocused' | 'searchResult'
>;

export type SpeechBubbleOccasion =
  | { kind: 'search.focused' }
  | { kind: 'search.result'; term: string; count: number | null }
  | { kind: 'menu.expanded' }
  | { kind: 'cart.added' };

export interface SpeechBubbleMessage {
  text: string;
  variant: SpeechBubbleVariant;
  context: SpeechBubbleContext;
  /** How long it shows; null while its cause lasts (the open menu). */
  durationMs: number | null;
}

const fill = (text: string, values: Record<string, string>) => text.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);

/**
 * Which text, look and duration an occasion gets (our choice: a search result with hits says how many with
 * `resultsFound`, otherwise `searchResult` names the term). An empty text shows no bubble.
 */
export function speechBubbleMessage(texts: SpeechBubbleTexts, occasion: SpeechBubbleOccasion): SpeechBubbleMessage | null {
  const message = ((): SpeechBubbleMessage => {
    switch (occasion.kind) {
      case 'search.focused':
        return { text: texts.searchFocused, variant: 'default', context: 'search', durationMs: SPEECH_BUBBLE_SEARCH_MS };
      case 'search.result': {
        const found = occasion.count !== null && occasion.count > 0;
        const text = fill(found ? texts.resultsFound : texts.searchResult, { term: occasion.term, count: String(occasion.count ?? '') });
        return { text, variant: 'highlight', context: 'search', durationMs: SPEECH_BUBBLE_SEARCH_MS };
      }
      case 'menu.expanded':
        return { text: texts.menuExpanded, variant: 'menu-expanded', context: 'menu', durationMs: null };
      case 'cart.added':
        return { text: texts.addToCart, variant: 'transaction', context: 'cart', durationMs: SPEECH_BUBBLE_SEARCH_MS };
    }
  })();
  return message.text.trim() === '' ? null : message;
}

// Read from the path's segments rather than core's route table: the table would then ride in every page's first-load
// JavaScript (budget). chrome.test.ts checks both against `matchRoute`.
const segmentsOf = (path: string) => path.split(/[?#]/)[0]?.split('/').filter(Boolean) ?? [];

/** Product pages (`/{sf}/product/{sku}`) and product diagnostics (`/{sf}/diagnostics/product/{sku…}`) carry a sku. */
export function routeHasSku(path: string): boolean {
  const [, first, second, ...rest] = segmentsOf(path);
  if (first === 'product') return second !== undefined && rest.length === 0;
  return first === 'diagnostics' && second === 'product' && rest.length > 0;
}

/**
 * The term of a search results page (`/{storefront}/search/{page?}` with the query's `term`), or null elsewhere.
 * The caller reads the query: core has no URL parser (it runs in plain Node and browsers alike, with no DOM types).
 */
export function searchResultTerm(path: string, term: string | null | undefined): string | null {
  const [, first, ...rest] = segmentsOf(path);
  if (first !== 'search' || rest.length > 1) return null;
  return term?.trim() || null;
}

/** On a route change the bubble hides unless the new route has a sku or the bubble's context is search. */
export function bubbleSurvivesRouteChange(context: SpeechBubbleContext, routeHasSku: boolean): boolean {
  return routeHasSku || context === 'search';
}
