import { type ReactNode, useId } from 'react';
import type { Translate } from '../../lib/translate.js';

export interface SearchFormProps {
  storefront: string;
  t: Translate;
  /** The current term, to keep it in the field on the results page. */
  term?: string;
  /** The page drives suggestions from the typed text. */
  onTermChange?: (term: string) => void;
  onKeyDown?: (event: React.KeyboardEvent<HTMLInputElement>) => void;
  /** Once the page has hydrated: the search as a navigation inside the page (without it, the browser loads the page anew). */
  onSubmit?: (event: React.FormEvent<HTMLFormElement>) => void;
  /** Suggestions list, rendered under the field (the page owns its state). */
  children?: ReactNode;
  className?: string;
  /** Extra attributes for the field (the combobox roles of the suggestions). */
  inputProps?: React.InputHTMLAttributes<HTMLInputElement>;
}

/** The term goes in the `term` query parameter of /{storefront}/search; works without JavaScript. */
export function SearchForm({
  storefront,
  t,
  term,
  onTermChange,
  onKeyDown,
  onSubmit,
  children,
  className = 'search-form',
  inputProps,
}: SearchFormProps) {
  const id = useId();
  // HTML allows no combobox role on a search field (the W3C checker's error): with suggestions the field is
  // a text field that keeps the search keyboard (inputmode) and its Enter key (enterkeyhint); alone it stays type=search.
  const combobox = inputProps?.role === 'combobox';
  return (
    // biome-ignore lint/a11y/useSemanticElements: a form with role=search is the landmark every browser and screen reader knows; <search> is too new
    <form role="search" className={className} action={`/${storefront}/search`} method="get" onSubmit={onSubmit}>
      <label htmlFor={`${id}-term`} className="visually-hidden">
        {t('search')}
      </label>
      <input
        id={`${id}-term`}
        className="input search-form__input"
        type={combobox ? 'text' : 'search'}
        inputMode={combobox ? 'search' : undefined}
        name="term"
        required
        autoComplete="off"
        enterKeyHint="search"
        placeholder={t('searchPlaceholder')}
        defaultValue={term}
        onChange={onTermChange ? (event) => onTermChange(event.currentTarget.value) : undefined}
        onKeyDown={onKeyDown}
        {...inputProps}
      />
      <button type="submit" className="search-form__submit">
        <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="20" height="20">
          <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2.5" />
          <path d="M15.5 15.5 21 21" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
        </svg>
        <span className="visually-hidden">{t('search')}</span>
      </button>
      {children}
    </form>
  );
}
