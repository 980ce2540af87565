import { describe, expect, it } from 'vitest';
import type { Route } from './+types/slugs';
import { meta } from './slugs';

// Page 2 of a listing is a page of its own to a crawler, so it does not repeat page 1's title.
const argsFor = (page: number) =>
  ({
    data: { kind: 'category', pageType: 'category', title: 'Socken für Erwachsene', page: null, productLists: {}, listing: { page } },
    matches: [{ id: 'storefront-layout', data: { translations: { pageNumber: 'Seite {page}' } } }],
  }) as unknown as Route.MetaArgs;

const titleOf = (page: number) => (meta(argsFor(page)) as { title?: string }[]).find((tag) => tag.title)?.title;

describe('listing titles', () => {
  it('page 1 has the category title; later pages add their number in the shop’s language', () => {
    expect(titleOf(1)).toBe('Socken für Erwachsene');
    expect(titleOf(2)).toBe('Socken für Erwachsene – Seite 2');
    expect(titleOf(3)).not.toBe(titleOf(2));
  });
});
