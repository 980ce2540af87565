// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTranslate } from '../../lib/translate';
import { SearchWithSuggestions } from './SearchWithSuggestions';
import { searchTermOf } from './search-term';

// The results page did not keep its term in the box; the page did not lock scrolling while suggestions
// were shown.

const t = createTranslate({ search: 'Suche', searchSuggestions: 'Vorschläge' });
const SUGGESTIONS = {
  products: [
    { id: 'S1', sku: 'SOCK-001', title: 'Ringelsocke', photo: '/p/1.webp' },
    { id: 'S2', sku: 'SOCK-002', title: 'Ringelsocke kurz', photo: '/p/2.webp' },
  ],
};

function renderBox(term?: string) {
  const router = createMemoryRouter([{ path: '*', element: <SearchWithSuggestions storefront="de" t={t} term={term} /> }]);
  render(<RouterProvider router={router} />);
  return router;
}

const locked = () => document.documentElement.classList.contains('is-search-scroll-locked');

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  document.documentElement.className = '';
});

describe('the search box', () => {
  it('keeps the term of the results page (any page number), and none elsewhere', () => {
    expect(searchTermOf('/de/search', '?term=%20ringel%20', 'de')).toBe('ringel');
    expect(searchTermOf('/de/search/3', '?term=ringel&color=red', 'de')).toBe('ringel');
    expect(searchTermOf('/de/searching', '?term=ringel', 'de')).toBeUndefined();
    expect(searchTermOf('/de/adults/socks', '?term=ringel', 'de')).toBeUndefined();
    expect(searchTermOf('/de/search', '', 'de')).toBeUndefined();

    renderBox('ringel');
    expect((screen.getByRole('combobox', { name: 'Suche' }) as HTMLInputElement).value).toBe('ringel');
  });

  it('searches as a navigation inside the page, at the URL the form would load', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 503 })),
    );
    const router = renderBox();
    await userEvent.type(screen.getByRole('combobox', { name: 'Suche' }), 'ringel socke{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/de/search'));
    expect(router.state.location.search).toBe('?term=ringel+socke');
  });

  it('locks the page scroll while suggestions show, and unlocks when they go', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify(SUGGESTIONS), { headers: { 'content-type': 'application/json' } })),
    );
    renderBox();
    const field = screen.getByRole('combobox', { name: 'Suche' });
    await userEvent.click(field);
    expect(locked()).toBe(false);

    await userEvent.type(field, 'ring');

    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(2));
    // The lock is an effect of the render that showed them: it may come a moment after.
    await waitFor(() => expect(locked()).toBe(true));

    await userEvent.keyboard('{Escape}');

    await waitFor(() => expect(screen.queryAllByRole('option')).toHaveLength(0));
    await waitFor(() => expect(locked()).toBe(false));
  });
});
