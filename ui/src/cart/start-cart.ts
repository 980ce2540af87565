import { type Cart, parseItemsQuery } from '@sockshop/core/cart';
import type { DomainError } from '@sockshop/core/errors';
import { type AppEnv, type CountryCode, findMarket } from '@sockshop/core/markets';
import type { CartScope } from '@sockshop/core/ports';
import { type Segment, startupMachine } from '@sockshop/core/session';
import { createActor, fromPromise, toPromise } from 'xstate';
import type { BrowserServices } from '../composition-root';
import { reportCartFetchFailure, reportCartReset } from '../diagnostics/cart-reports';
import { inPlacePreference } from '../market-switch/in-place-preference';
import { storedMarketPreference } from '../market-switch/stored-preference';
import { resolveVisitorSegment } from '../segments/visitor-segment';
import type { RestoreReport } from './cart-view';

export interface StartedCart {
  cart: Cart | null;
  /** What failed on the way (the shop starts anyway). */
  errors: DomainError[];
  /** The visitor's segment (start-up "load segment"); the default segment without one. */
  segment?: Segment;
  /** How the page's `items` query was restored, when it had one. */
  restore?: RestoreReport;
}

/**
 * Start-up in the browser: core's start-up machine with the cart port behind its steps, then, when the page
 * carries an `items` query, the cart restored from it (reset first, each product added, failed additions skipped).
 */
export async function startCart(
  services: BrowserServices,
  scope: CartScope,
  query: URLSearchParams,
  // The market tables of both sets agree on countries and storefronts (only Finland's tax differs), which is all start-up reads.
  env: AppEnv = 'production',
): Promise<StartedCart> {
  const storefront = findMarket(scope.countryCode, env)?.storefrontCode;
  // The saved cart is gone (closed, unknown, not this shopper's): the shopper hears so (noCartFound).
  let lost: DomainError | null = null;
  const machine = startupMachine.provide({
    actors: {
      restoreSession: fromPromise(async () => ({ token: services.tokens.read(scope.region) })),
      // The stored preference, when it names another market of this storefront (the server already applied the
      // marketV2 cookie; the page's MarketSwitchProvider moves the page the same way).
      updateCountry: fromPromise(async (): Promise<CountryCode | null> => {
        const preferred = inPlacePreference(storedMarketPreference(), scope.countryCode, env);
        return preferred ? (preferred as CountryCode) : null;
      }),
      loadSegment: fromPromise(async (): Promise<unknown> => (storefront ? resolveVisitorSegment(storefront, query) : null)),
      fetchCart: fromPromise(async () => {
        const fetched = await services.commerce.fetchCart(scope);
        if (fetched.isOk()) return fetched.value;
        // CART_RESET: the token is already dropped; the shopper starts with an empty cart.
        if (fetched.error.code === 'CART_RESET') {
          reportCartReset();
          lost = fetched.error;
        }
        // NOT_FOUND is a missing token: logged silently.
        if (fetched.error.code === 'CART_RESET' || fetched.error.code === 'NOT_FOUND') return null;
        reportCartFetchFailure(fetched.error.code);
        throw fetched.error;
      }),
      updateCartCountry: fromPromise(async ({ input }) => {
        const moved = await services.commerce.updateMarket(scopeIn(scope, input.marketCountry, env));
        if (moved.isErr()) throw moved.error;
        return moved.value;
      }),
    },
  });
  const actor = createActor(machine, {
    input: { marketCountry: scope.countryCode, query: Object.fromEntries(query.entries()) },
  });
  actor.start();
  const started = await toPromise(actor);
  const items = query.get('items');
  // A lost cart used to read as an empty one. With an `items` link the link's cart takes its place,
  // and what the shopper hears about is that restore.
  const result = {
    cart: started.cart,
    errors: lost && items === null ? [lost, ...started.errors] : started.errors,
    segment: started.segment,
  };
  if (items === null) return result;
  return restoreFromItems(services, scope, items, result);
}

/** The cart scope of another market of the same storefront (same warehouse region), in that market's language. */
function scopeIn(scope: CartScope, countryCode: CountryCode, env: AppEnv): CartScope {
  if (countryCode === scope.countryCode) return scope;
  const market = findMarket(countryCode, env);
  return market ? { ...scope, countryCode, languageCode: market.language } : scope;
}

async function restoreFromItems(services: BrowserServices, scope: CartScope, items: string, started: StartedCart): Promise<StartedCart> {
  // Entries lacking a part (`x2`, `SOCK-1x`) are ignored; the lines that parse are what the link asks for.
  const lines = parseItemsQuery(items);
  const requested = lines.length;
  if (requested === 0) return started;
  services.tokens.clear(scope.region);
  let cart: Cart | null = null;
  const errors = [...started.errors];
  let failed = 0;
  for (const line of lines) {
    const added = await services.commerce.addProducts([line], scope);
    if (added.isOk()) cart = added.value;
    else {
      failed += 1;
      // A line the backend refused is told by the restore report (one message); an unreachable backend is the cart's state.
      if (added.error.code === 'UPSTREAM_UNAVAILABLE' || added.error.code === 'RATE_LIMITED') errors.push(added.error);
    }
  }
  return { ...started, cart, errors, restore: { requested, failed } };
}
