import { EMPTY_SEARCH_INPUT, enterTarget, searchInputReducer, shouldSuggest, suggestionLimit } from '@sockshop/core/interaction';
import { deviceOf, productPath } from '@sockshop/core/routing';
import { type KeyboardEvent, useEffect, useId, useReducer } from 'react';
import { useNavigate } from 'react-router';
import type { Translate } from '../../lib/translate';
import { SearchForm } from '../chrome/SearchForm';

/** Waits for a pause in typing before asking, so a fast typist sends one request, not one per letter. */
const TYPING_PAUSE_MS = 150;

/**
 * spec §4 search input: 3 characters or more fetch suggestions (4 on phones, 8 otherwise) from the shop's own
 * POST /search/suggest; arrow keys move through them and wrap to none; Enter opens the active product or the search
 * page; Escape clears. Core's reducer holds the rules; this is the ARIA combobox around them.
 */
export function SearchWithSuggestions({ storefront, t, term }: { storefront: string; t: Translate; term?: string }) {
  const id = useId();
  const navigate = useNavigate();
  const [state, dispatch] = useReducer(searchInputReducer, EMPTY_SEARCH_INPUT);
  const listId = `${id}-suggestions`;
  const open = state.suggestions.length > 0;

  useEffect(() => {
    const typed = state.term.trim();
    if (!shouldSuggest(typed)) return;
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      try {
        // The answer's checks (zod) load with the first suggestions, not with the page (issue 12).
        const parser = import('./suggest-answer');
        const response = await fetch('/search/suggest', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ query: typed, options: { limit: suggestionLimit(deviceOf(window.innerWidth)) }, context: { storefront } }),
          signal: controller.signal,
        });
        const [json, { parseSuggestAnswer }] = await Promise.all([response.json(), parser]);
        const suggestions = parseSuggestAnswer(json);
        if (!suggestions) return;
        dispatch({ type: 'suggestions.loaded', term: state.term, suggestions });
      } catch {
        // No suggestions: the form still searches on Enter.
      }
    }, TYPING_PAUSE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [state.term, storefront]);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
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
  };

  const active = state.suggestions[state.activeIndex];
  return (
    <SearchForm
      storefront={storefront}
      t={t}
      term={term}
      onTermChange={(value) => dispatch({ type: 'term.changed', term: value })}
      onKeyDown={onKeyDown}
      inputProps={{
        role: 'combobox',
        'aria-expanded': open,
        'aria-controls': listId,
        'aria-autocomplete': 'list',
        'aria-activedescendant': active ? `${listId}-${state.activeIndex}` : undefined,
      }}
    >
      <div id={listId} role="listbox" aria-label={t('searchSuggestions')} className="search-suggestions" hidden={!open}>
        {state.suggestions.map((suggestion, index) => (
          // Options hold no links (an option's content is not interactive); the pointer picks on press, the keyboard via the field.
          <div
            key={suggestion.id}
            tabIndex={-1}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === state.activeIndex}
            className="search-suggestions__option"
            onMouseDown={(event) => {
              event.preventDefault();
              dispatch({ type: 'reset' });
              navigate(productPath(storefront, suggestion.product.sku));
            }}
          >
            <img src={suggestion.product.photo} alt="" width={40} height={40} loading="lazy" decoding="async" />
            <span>{suggestion.product.title}</span>
          </div>
        ))}
      </div>
    </SearchForm>
  );
}
