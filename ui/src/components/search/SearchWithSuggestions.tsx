import type { SearchInputEvent, SearchInputState } from '@sockshop/core/interaction';
import { deviceOf } from '@sockshop/core/routing';
import { type FocusEvent, useEffect, useId, useReducer, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { Translate } from '../../lib/translate';
import { SearchForm } from '../chrome/SearchForm';

type SuggestionLogic = typeof import('./suggestion-logic');

const EMPTY: SearchInputState = { term: '', suggestions: [], activeIndex: -1 };
/** Until the behaviour has loaded there are no suggestions, and no event changes that. */
const unchanged = (state: SearchInputState, _event: SearchInputEvent) => state;

/**
 * Search input: 3 characters or more fetch suggestions (4 on phones, 8 otherwise) from the shop's own
 * POST /search/suggest; arrow keys move through them and wrap to none; Enter opens the active product or the search
 * page; Escape clears. This is the ARIA combobox; its behaviour (suggestion-logic.ts) loads when the field first gets
 * focus, not with the page. The markup is the same before and after, so nothing moves or remounts.
 */
export function SearchWithSuggestions({ storefront, t, term }: { storefront: string; t: Translate; term?: string }) {
  const id = useId();
  const navigate = useNavigate();
  const [logic, setLogic] = useState<SuggestionLogic | null>(null);
  const [state, dispatch] = useReducer(logic?.searchInputReducer ?? unchanged, EMPTY);
  const field = useRef<HTMLInputElement | null>(null);
  const loading = useRef(false);
  const listId = `${id}-suggestions`;
  const open = state.suggestions.length > 0;

  const load = (event: FocusEvent<HTMLInputElement>) => {
    field.current = event.currentTarget;
    if (loading.current) return;
    loading.current = true;
    import('./suggestion-logic').then(setLogic, () => {
      loading.current = false;
    });
  };
  // What was typed while the behaviour loaded counts once it is there.
  useEffect(() => {
    const typed = field.current?.value;
    if (logic && typed) dispatch({ type: 'term.changed', term: typed });
  }, [logic]);
  useEffect(
    () =>
      logic?.requestSuggestions(state.term, storefront, deviceOf(window.innerWidth), (suggestions) =>
        dispatch({ type: 'suggestions.loaded', term: state.term, suggestions }),
      ),
    [logic, state.term, storefront],
  );

  // Page scroll is locked while suggestions are shown. A class of its own, so that the mobile
  // menu closing (which clears `is-scroll-locked`) does not unlock the page under open suggestions, nor the reverse.
  useEffect(() => {
    document.documentElement.classList.toggle('is-search-scroll-locked', open);
    return () => document.documentElement.classList.remove('is-search-scroll-locked');
  }, [open]);

  const active = state.suggestions[state.activeIndex];
  return (
    <SearchForm
      storefront={storefront}
      t={t}
      term={term}
      onTermChange={(value) => dispatch({ type: 'term.changed', term: value })}
      onKeyDown={(event) => logic?.onComboboxKey(event, state, dispatch, storefront, navigate)}
      onSubmit={(event) => {
        // The URL the browser would load (the form's fields as its query), reached as a navigation inside the page.
        event.preventDefault();
        const query = new URLSearchParams(new FormData(event.currentTarget) as unknown as Record<string, string>);
        dispatch({ type: 'reset' });
        navigate(`${event.currentTarget.getAttribute('action')}?${query}`);
      }}
      inputProps={{
        role: 'combobox',
        'aria-expanded': open,
        'aria-controls': listId,
        'aria-autocomplete': 'list',
        'aria-activedescendant': active ? `${listId}-${state.activeIndex}` : undefined,
        onFocus: load,
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
              // Options exist only once the behaviour has loaded.
              if (logic) navigate(logic.suggestionTarget(storefront, suggestion));
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
