import { assign, fromPromise, setup } from 'xstate';
import type { Suggestion } from '../catalog/search.schema.js';
import type { Device } from '../routing/chrome.js';
import {
  EMPTY_SEARCH_INPUT,
  enterTarget,
  type SearchInputEvent,
  type SearchInputState,
  searchInputReducer,
  shouldSuggest,
  suggestionLimit,
} from './search-input.js';

export interface SearchInputContext extends SearchInputState {
  storefront: string;
  limit: number;
}

export type SearchInputMachineEvent =
  | Exclude<SearchInputEvent, { type: 'suggestions.loaded' }>
  | { type: 'enter' }
  | { type: 'device.changed'; device: Device };

/** The search field: suggestions for 3+ trimmed characters, arrow keys, Enter and Escape. */
export const searchInputMachine = setup({
  types: {
    context: {} as SearchInputContext,
    events: {} as SearchInputMachineEvent,
    input: {} as { storefront: string; device: Device },
  },
  actors: {
    suggest: fromPromise<readonly Suggestion[], { term: string; limit: number }>(async () => {
      throw new Error('suggest must be supplied with .provide()');
    }),
  },
  actions: {
    reduce: assign(({ context, event }) =>
      event.type === 'enter' || event.type === 'device.changed' ? {} : searchInputReducer(context, event),
    ),
    /** Supplied by the ui with its router; `path` is the product or search page. */
    navigate: (_, _params: { path: string }) => {},
  },
  guards: {
    isSuggestible: ({ event }) => event.type === 'term.changed' && shouldSuggest(event.term),
    hasEnterTarget: ({ context }) => enterTarget(context, context.storefront) !== null,
  },
}).createMachine({
  id: 'searchInput',
  context: ({ input }) => ({ ...EMPTY_SEARCH_INPUT, storefront: input.storefront, limit: suggestionLimit(input.device) }),
  initial: 'idle',
  on: {
    // A new term restarts the fetch; the previous one is cancelled with its state.
    'term.changed': [
      { guard: 'isSuggestible', target: '.fetching', reenter: true, actions: 'reduce' },
      { target: '.idle', actions: 'reduce' },
    ],
    'key.down': { actions: 'reduce' },
    'key.up': { actions: 'reduce' },
    escape: { target: '.idle', actions: 'reduce' },
    reset: { target: '.idle', actions: 'reduce' },
    'device.changed': { actions: assign({ limit: ({ event }) => suggestionLimit(event.device) }) },
    enter: {
      guard: 'hasEnterTarget',
      target: '.idle',
      actions: [
        { type: 'navigate', params: ({ context }) => ({ path: enterTarget(context, context.storefront) ?? '' }) },
        assign({ suggestions: [], activeIndex: -1 }),
      ],
    },
  },
  states: {
    idle: {},
    fetching: {
      invoke: {
        src: 'suggest',
        input: ({ context }) => ({ term: context.term.trim(), limit: context.limit }),
        onDone: {
          target: 'idle',
          actions: assign(({ context, event }) =>
            searchInputReducer(context, {
              type: 'suggestions.loaded',
              term: context.term,
              suggestions: event.output.slice(0, context.limit),
            }),
          ),
        },
        // A failed suggestion fetch just shows none.
        onError: { target: 'idle', actions: assign({ suggestions: [], activeIndex: -1 }) },
      },
    },
  },
});
