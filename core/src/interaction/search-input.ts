import type { Suggestion } from '../catalog/search.schema.js';
import type { Device } from '../routing/chrome.js';
import { productPath, searchPath } from '../routing/paths.js';

/** Suggestion minimum length and limits. */
const SUGGESTION_MIN_LENGTH = 3;
const SUGGESTION_LIMITS = { mobile: 4, desktop: 8 } as const;

/** Limit 4 on mobile and 8 otherwise. */
export function suggestionLimit(device: Device): number {
  return device === 'mobile' ? SUGGESTION_LIMITS.mobile : SUGGESTION_LIMITS.desktop;
}

/** Suggestions fire only for trimmed input of at least 3 characters. */
export function shouldSuggest(term: string): boolean {
  return term.trim().length >= SUGGESTION_MIN_LENGTH;
}

export interface SearchInputState {
  term: string;
  suggestions: readonly Suggestion[];
  /** -1 when no suggestion is active. */
  activeIndex: number;
}

export const EMPTY_SEARCH_INPUT: SearchInputState = { term: '', suggestions: [], activeIndex: -1 };

export type SearchInputEvent =
  | { type: 'term.changed'; term: string }
  /** `term` is the term the suggestions were fetched for; late answers for an older term are dropped. */
  | { type: 'suggestions.loaded'; term: string; suggestions: readonly Suggestion[] }
  | { type: 'key.down' }
  | { type: 'key.up' }
  | { type: 'escape' }
  | { type: 'reset' };

/** Arrow keys cycle through the suggestions and wrap back to none (-1). */
export function cycleIndex(index: number, count: number, step: 1 | -1): number {
  if (count <= 0) return -1;
  const positions = count + 1; // the suggestions plus "none"
  const position = (((index + 1 + step) % positions) + positions) % positions;
  return position - 1;
}

export function searchInputReducer(state: SearchInputState, event: SearchInputEvent): SearchInputState {
  switch (event.type) {
    case 'term.changed':
      // Under 3 characters clears the suggestions.
      return { term: event.term, suggestions: shouldSuggest(event.term) ? state.suggestions : [], activeIndex: -1 };
    case 'suggestions.loaded':
      return event.term === state.term && shouldSuggest(state.term) ? { ...state, suggestions: event.suggestions, activeIndex: -1 } : state;
    case 'key.down':
      return { ...state, activeIndex: cycleIndex(state.activeIndex, state.suggestions.length, 1) };
    case 'key.up':
      return { ...state, activeIndex: cycleIndex(state.activeIndex, state.suggestions.length, -1) };
    // Escape or the reset button clears the term.
    case 'escape':
    case 'reset':
      return EMPTY_SEARCH_INPUT;
  }
}

/** Enter goes to the active suggestion's product, else to the search page; an empty term goes nowhere. */
export function enterTarget(state: SearchInputState, storefront: string): string | null {
  const active = state.suggestions[state.activeIndex];
  if (active) return productPath(storefront, active.product.sku);
  return state.term.trim() ? searchPath(storefront, state.term) : null;
}
