import type { Suggestion } from '@sockshop/core/catalog';
import {
  enterTarget,
  type SearchInputEvent,
  type SearchInputState,
  searchInputReducer,
  shouldSuggest,
  suggestionLimit,
} from '@sockshop/core/interaction';
import { type Device, productPath } from '@sockshop/core/routing';
import type { Dispatch, KeyboardEvent } from 'react';
import { reportCallFailure } from '../../diagnostics/call-failure';

/**
 * The behaviour of the search combobox, loaded when the field first gets focus rather than with the page
 * (JavaScript budget). Core's reducer holds the rules; SearchWithSuggestions holds the state and the markup.
 * Nothing here may come from a module the layout itself imports (such as the device breakpoints): the layout's chunk
 * would then have to export it, and React Router would load a re-export facade on every page.
 */
export { searchInputReducer };

/** Waits for a pause in typing before asking, so a fast typist sends one request, not one per letter. */
const TYPING_PAUSE_MS = 150;

/**
 * Asks the shop's own POST /search/suggest for `term` (3 characters or more; 4 suggestions on phones, 8 otherwise) after
 * a pause in typing; the returned function cancels the wait and the request.
 */
export function requestSuggestions(
  term: string,
  storefront: string,
  device: Device,
  onLoaded: (suggestions: Suggestion[]) => void,
): () => void {
  const typed = term.trim();
  if (!shouldSuggest(typed)) return () => {};
  const controller = new AbortController();
  const timer = setTimeout(async () => {
    try {
      // The answer's checks (zod) load with the first suggestions, not with the field's focus.
      const parser = import('./suggest-answer');
      const response = await fetch('/search/suggest', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: typed, options: { limit: suggestionLimit(device) }, context: { storefront } }),
        signal: controller.signal,
      });
      const [json, { parseSuggestAnswer }] = await Promise.all([response.json(), parser]);
      const suggestions = parseSuggestAnswer(json);
      if (suggestions) onLoaded(suggestions);
    } catch (error) {
      // No suggestions: the form still searches on Enter. A request given up for newer typing is no failure.
      if (!controller.signal.aborted) reportCallFailure('search', 'suggestions', error);
    }
  }, TYPING_PAUSE_MS);
  return () => {
    clearTimeout(timer);
    controller.abort();
  };
}

/** A picked suggestion's product page. */
export const suggestionTarget = (storefront: string, suggestion: Suggestion) => productPath(storefront, suggestion.product.sku);

/** Keys: arrows move through the suggestions and wrap to none; Enter opens the active product; Escape clears. */
export function onComboboxKey(
  event: KeyboardEvent<HTMLInputElement>,
  state: SearchInputState,
  dispatch: Dispatch<SearchInputEvent>,
  storefront: string,
  navigate: (target: string) => void,
): void {
  if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
    event.preventDefault();
    dispatch({ type: event.key === 'ArrowDown' ? 'key.down' : 'key.up' });
  } else if (event.key === 'Escape') {
    event.currentTarget.value = '';
    dispatch({ type: 'escape' });
  } else if (event.key === 'Enter' && state.activeIndex >= 0) {
    event.preventDefault();
    const target = enterTarget(state, storefront);
    dispatch({ type: 'reset' });
    if (target) navigate(target);
  }
}
