import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { Suggestion } from '../catalog/search.schema.js';
import { cycleIndex, EMPTY_SEARCH_INPUT, enterTarget, searchInputReducer, shouldSuggest, suggestionLimit } from './search-input.js';
import { searchInputMachine } from './search-input.machine.js';

const suggestion = (sku: string): Suggestion => ({ id: sku, product: { sku, title: sku, photo: `/media/${sku}.svg` } });
const three = [suggestion('A-1'), suggestion('B-2'), suggestion('C-3')];

describe('search input rules', () => {
  it('suggests only for trimmed input of at least 3 characters', () => {
    expect(shouldSuggest('  so ')).toBe(false);
    expect(shouldSuggest(' soc')).toBe(true);
  });

  it('asks for 4 suggestions on mobile and 8 otherwise', () => {
    expect(suggestionLimit('mobile')).toBe(4);
    expect(suggestionLimit('tablet')).toBe(8);
    expect(suggestionLimit('desktop')).toBe(8);
  });

  it('arrow keys cycle through suggestions and wrap back to none', () => {
    expect([-1, 0, 1, 2].map((i) => cycleIndex(i, 3, 1))).toEqual([0, 1, 2, -1]);
    expect([-1, 2, 1, 0].map((i) => cycleIndex(i, 3, -1))).toEqual([2, 1, 0, -1]);
    expect(cycleIndex(-1, 0, 1)).toBe(-1);
  });

  it('under 3 characters clears the suggestions; late answers for an old term are dropped', () => {
    let state = searchInputReducer(EMPTY_SEARCH_INPUT, { type: 'term.changed', term: 'sock' });
    state = searchInputReducer(state, { type: 'suggestions.loaded', term: 'sock', suggestions: three });
    expect(state.suggestions).toHaveLength(3);
    expect(searchInputReducer(state, { type: 'suggestions.loaded', term: 'soc', suggestions: [] }).suggestions).toHaveLength(3);
    expect(searchInputReducer(state, { type: 'term.changed', term: 'so' }).suggestions).toEqual([]);
    expect(searchInputReducer(state, { type: 'escape' })).toEqual(EMPTY_SEARCH_INPUT);
    expect(searchInputReducer(state, { type: 'reset' })).toEqual(EMPTY_SEARCH_INPUT);
  });

  it('Enter goes to the search page, or to the active suggestion', () => {
    const state = { term: 'red socks', suggestions: three, activeIndex: -1 };
    expect(enterTarget(state, 'de')).toBe('/de/search?term=red%20socks');
    expect(enterTarget({ ...state, activeIndex: 1 }, 'de')).toBe('/de/product/B-2');
    expect(enterTarget({ ...state, term: '  ' }, 'de')).toBeNull();
  });
});

describe('searchInputMachine', () => {
  function start(device: 'mobile' | 'desktop' = 'desktop', fail = false) {
    const requests: { term: string; limit: number }[] = [];
    const paths: string[] = [];
    const machine = searchInputMachine.provide({
      actors: {
        suggest: fromPromise(async ({ input }) => {
          requests.push(input);
          if (fail) throw new Error('down');
          return Array.from({ length: 10 }, (_, i) => suggestion(`${input.term}-${i}`));
        }),
      },
      actions: { navigate: (_, params) => void paths.push(params.path) },
    });
    return { actor: createActor(machine, { input: { storefront: 'nl', device } }).start(), requests, paths };
  }

  it('fetches suggestions for 3+ characters with the device limit', async () => {
    const { actor, requests } = start('mobile');
    actor.send({ type: 'term.changed', term: 'so' });
    expect(requests).toHaveLength(0);
    actor.send({ type: 'term.changed', term: ' sok ' });
    const idle = await waitFor(actor, (s) => s.matches('idle') && s.context.suggestions.length > 0);
    expect(requests).toEqual([{ term: 'sok', limit: 4 }]);
    expect(idle.context.suggestions).toHaveLength(4);
  });

  it('Enter with an active suggestion goes to its product', async () => {
    const { actor, paths } = start();
    actor.send({ type: 'device.changed', device: 'mobile' });
    actor.send({ type: 'term.changed', term: 'sokken' });
    await waitFor(actor, (s) => s.context.suggestions.length === 4);
    actor.send({ type: 'key.down' });
    actor.send({ type: 'key.down' });
    actor.send({ type: 'key.up' });
    actor.send({ type: 'enter' });
    expect(paths).toEqual(['/nl/product/sokken-0']);
    expect(actor.getSnapshot().context.suggestions).toEqual([]);
  });

  it('Enter without an active suggestion goes to the search page; Escape clears', async () => {
    const { actor, paths } = start();
    actor.send({ type: 'enter' });
    expect(paths).toEqual([]);
    actor.send({ type: 'term.changed', term: 'ab' });
    actor.send({ type: 'enter' });
    expect(paths).toEqual(['/nl/search?term=ab']);
    actor.send({ type: 'escape' });
    expect(actor.getSnapshot().context.term).toBe('');
  });

  it('shows no suggestions when the fetch fails', async () => {
    const { actor } = start('desktop', true);
    actor.send({ type: 'term.changed', term: 'sokken' });
    const idle = await waitFor(actor, (s) => s.matches('idle'));
    expect(idle.context.suggestions).toEqual([]);
    actor.send({ type: 'reset' });
    expect(actor.getSnapshot().context.term).toBe('');
  });
});
