import type { Cart } from '@sockshop/core/cart';
import type { CountryCode } from '@sockshop/core/markets';
import { type StartupInput, startupMachine } from '@sockshop/core/session';
import { createActor, fromPromise, toPromise } from 'xstate';
import { anEmptyCart } from '../builders/cart.builder';

/**
 * Runs core's start-up machine with fake steps that record their order and the loading flag they saw;
 * `fail` names steps that throw, `token` is the restored cart token, `cartCountry` the fetched cart's country.
 */
export function runStartup(input: StartupInput, fakes: { token?: string | null; cartCountry?: CountryCode; fail?: string[] } = {}) {
  const calls: string[] = [];
  const loadingSeen: boolean[] = [];
  const step = async <T>(name: string, value: T): Promise<T> => {
    calls.push(name);
    loadingSeen.push(actor.getSnapshot().context.loading);
    if (fakes.fail?.includes(name)) throw new Error(`${name} failed`);
    return value;
  };
  const actor = createActor(
    startupMachine.provide({
      actors: {
        restoreSession: fromPromise(() => step('restoreSession', { token: fakes.token === undefined ? 'tok' : fakes.token })),
        updateCountry: fromPromise(() => step<CountryCode | null>('updateCountry', null)),
        loadSegment: fromPromise(() =>
          step<unknown>('loadSegment', { uid: 'seg', id: '9', utmCampaigns: ['spring'], hideNewsletter: false }),
        ),
        fetchCart: fromPromise(() => step<Cart | null>('fetchCart', anEmptyCart(fakes.cartCountry ?? input.marketCountry))),
        updateCartCountry: fromPromise(({ input: { cart: current, marketCountry } }) =>
          step('updateCartCountry', { ...current, countryCode: marketCountry }),
        ),
      },
    }),
    { input },
  );
  actor.start();
  return { actor, calls, loadingSeen, done: toPromise(actor) };
}
