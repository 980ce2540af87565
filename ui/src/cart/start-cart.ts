import { type Cart, parseItemsQuery } from '@sockshop/core/cart';
import type { DomainError } from '@sockshop/core/errors';
import type { CountryCode } from '@sockshop/core/markets';
import type { CartScope } from '@sockshop/core/ports';
import { startupMachine } from '@sockshop/core/session';
import { createActor, fromPromise, toPromise } from 'xstate';
import type { BrowserServices } from '../composition-root';

export interface StartedCart {
  cart: Cart | null;
  /** What failed on the way (the shop starts anyway). */
  errors: DomainError[];
}

/**
 * spec §4 start-up in the browser: core's start-up machine with the cart port behind its steps, then, when the page
 * carries an `items` query, the cart restored from it (reset first, each product added, failed additions skipped).
 */
export async function startCart(services: BrowserServices, scope: CartScope, query: URLSearchParams): Promise<StartedCart> {
  const machine = startupMachine.provide({
    actors: {
      restoreSession: fromPromise(async () => ({ token: services.tokens.read(scope.region) })),
      // The server already resolved the market from the path and the marketV2 cookie.
      updateCountry: fromPromise(async (): Promise<CountryCode | null> => null),
      loadSegment: fromPromise(async (): Promise<unknown> => ({})),
      fetchCart: fromPromise(async () => {
        const fetched = await services.commerce.fetchCart(scope);
        if (fetched.isOk()) return fetched.value;
        // CART_RESET: the token is already dropped (spec §8); the shopper starts with an empty cart.
        if (fetched.error.code === 'CART_RESET' || fetched.error.code === 'NOT_FOUND') return null;
        throw fetched.error;
      }),
      updateCartCountry: fromPromise(async () => {
        const moved = await services.commerce.updateMarket(scope);
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
  if (items === null) return { cart: started.cart, errors: started.errors };
  return restoreFromItems(services, scope, items, started);
}

async function restoreFromItems(services: BrowserServices, scope: CartScope, items: string, started: StartedCart): Promise<StartedCart> {
  const lines = parseItemsQuery(items);
  if (lines.length === 0) return started;
  services.tokens.clear(scope.region);
  let cart: Cart | null = null;
  const errors = [...started.errors];
  for (const line of lines) {
    const added = await services.commerce.addProducts([line], scope);
    if (added.isOk()) cart = added.value;
    else errors.push(added.error);
  }
  return { cart, errors };
}
