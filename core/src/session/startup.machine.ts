import { assign, fromPromise, setup } from 'xstate';
import type { Cart } from '../cart/cart.schema.js';
import type { DomainError } from '../errors.js';
import type { CountryCode } from '../markets/codes.js';
import { DEFAULT_SEGMENT, type Segment, toSegment } from './segment.js';

export interface StartupInput {
  marketCountry: CountryCode;
  /** The page's query; `redirectResult` (a payment return) and `items` (a cart restore) skip the cart fetch. */
  query?: Readonly<Record<string, string | undefined>>;
  /** The visual editor route skips the cart fetch. */
  skipCartFetch?: boolean;
}

export interface StartupContext {
  loading: boolean;
  marketCountry: CountryCode;
  query: Readonly<Record<string, string | undefined>>;
  skipCartFetch: boolean;
  token: string | null;
  session: unknown;
  segment: Segment;
  cart: Cart | null;
  errors: DomainError[];
}

export interface StartupOutput {
  cart: Cart | null;
  segment: Segment;
  marketCountry: CountryCode;
  /** What failed on the way; the shop started anyway. */
  errors: DomainError[];
}

export interface RestoredSession {
  /** The cart token for the market's warehouse region, already age-checked. */
  token: string | null;
  session?: unknown;
}

const notProvided = (name: string) => async (): Promise<never> => {
  throw new Error(`${name} must be supplied with .provide()`);
};

function asDomainError(error: unknown): DomainError {
  if (typeof error === 'object' && error !== null && 'code' in error && 'message' in error) return error as DomainError;
  return { code: 'UPSTREAM_UNAVAILABLE', message: error instanceof Error ? error.message : String(error), cause: error };
}

/**
 * Start-up: loading on; restore cart token and session; update country; load segment;
 * fetch the cart if a token exists and no redirectResult or items query is present; loading off;
 * if the cart's country differs from the market country, update the cart's country.
 * Every step tolerates failure: the shop starts without what it could not get.
 */
export const startupMachine = setup({
  types: { context: {} as StartupContext, input: {} as StartupInput, output: {} as StartupOutput },
  actors: {
    restoreSession: fromPromise<RestoredSession, { marketCountry: CountryCode }>(notProvided('restoreSession')),
    updateCountry: fromPromise<CountryCode | null, { marketCountry: CountryCode }>(notProvided('updateCountry')),
    loadSegment: fromPromise<unknown, { marketCountry: CountryCode }>(notProvided('loadSegment')),
    fetchCart: fromPromise<Cart | null, { token: string; marketCountry: CountryCode }>(notProvided('fetchCart')),
    updateCartCountry: fromPromise<Cart, { cart: Cart; marketCountry: CountryCode }>(notProvided('updateCartCountry')),
  },
  actions: {
    recordError: assign({ errors: ({ context, event }) => [...context.errors, asDomainError((event as { error?: unknown }).error)] }),
  },
  guards: {
    isCartFetchWanted: ({ context }) =>
      context.token !== null && !context.skipCartFetch && !context.query.redirectResult && context.query.items === undefined,
    hasCartInOtherCountry: ({ context }) => context.cart !== null && context.cart.countryCode !== context.marketCountry,
  },
}).createMachine({
  id: 'startup',
  context: ({ input }) => ({
    loading: true,
    marketCountry: input.marketCountry,
    query: input.query ?? {},
    skipCartFetch: input.skipCartFetch ?? false,
    token: null,
    session: null,
    segment: DEFAULT_SEGMENT,
    cart: null,
    errors: [],
  }),
  initial: 'restoringSession',
  states: {
    restoringSession: {
      invoke: {
        src: 'restoreSession',
        input: ({ context }) => ({ marketCountry: context.marketCountry }),
        onDone: {
          target: 'updatingCountry',
          actions: assign({ token: ({ event }) => event.output.token, session: ({ event }) => event.output.session ?? null }),
        },
        onError: { target: 'updatingCountry', actions: 'recordError' },
      },
    },
    updatingCountry: {
      invoke: {
        src: 'updateCountry',
        input: ({ context }) => ({ marketCountry: context.marketCountry }),
        onDone: {
          target: 'loadingSegment',
          actions: assign({ marketCountry: ({ context, event }) => event.output ?? context.marketCountry }),
        },
        onError: { target: 'loadingSegment', actions: 'recordError' },
      },
    },
    loadingSegment: {
      invoke: {
        src: 'loadSegment',
        input: ({ context }) => ({ marketCountry: context.marketCountry }),
        onDone: {
          target: 'decidingCart',
          actions: assign({ segment: ({ event }) => toSegment(event.output) }),
        },
        onError: { target: 'decidingCart', actions: 'recordError' },
      },
    },
    decidingCart: { always: [{ guard: 'isCartFetchWanted', target: 'fetchingCart' }, { target: 'loaded' }] },
    fetchingCart: {
      invoke: {
        src: 'fetchCart',
        input: ({ context }) => ({ token: context.token ?? '', marketCountry: context.marketCountry }),
        onDone: { target: 'loaded', actions: assign({ cart: ({ event }) => event.output }) },
        onError: { target: 'loaded', actions: 'recordError' },
      },
    },
    loaded: {
      entry: assign({ loading: false }),
      always: [{ guard: 'hasCartInOtherCountry', target: 'updatingCartCountry' }, { target: 'ready' }],
    },
    updatingCartCountry: {
      invoke: {
        src: 'updateCartCountry',
        input: ({ context }) => ({ cart: context.cart as Cart, marketCountry: context.marketCountry }),
        onDone: { target: 'ready', actions: assign({ cart: ({ event }) => event.output }) },
        onError: { target: 'ready', actions: 'recordError' },
      },
    },
    ready: { type: 'final' },
  },
  output: ({ context }): StartupOutput => ({
    cart: context.cart,
    segment: context.segment,
    marketCountry: context.marketCountry,
    errors: context.errors,
  }),
});
