import { runStartup } from '@sockshop/test-fixtures/harness/startup.harness';
import { describe, expect, it } from 'vitest';
import { createActor, toPromise } from 'xstate';
import { DEFAULT_SEGMENT, toSegment } from './segment.js';
import { type StartupInput, startupMachine } from './startup.machine.js';

describe('startupMachine', () => {
  it('runs the start-up steps in order with loading on, then turns loading off', async () => {
    const { actor, calls, loadingSeen, done } = runStartup({ marketCountry: 'DE' });
    expect(actor.getSnapshot().context.loading).toBe(true);
    const output = await done;
    expect(calls).toEqual(['restoreSession', 'updateCountry', 'loadSegment', 'fetchCart']);
    expect(loadingSeen.every(Boolean)).toBe(true);
    expect(actor.getSnapshot().context.loading).toBe(false);
    expect(output.cart?.cartId).toBe('c-1');
    expect(output.segment).toEqual({ uid: 'seg', id: '9', utmCampaigns: ['spring'], utmContents: [], hideNewsletter: false });
  });

  it('skips the cart fetch without a token', async () => {
    const { calls, done } = runStartup({ marketCountry: 'DE' }, { token: null });
    expect((await done).cart).toBeNull();
    expect(calls).not.toContain('fetchCart');
  });

  it('skips the cart fetch with a redirectResult or items query, and on the visual editor route', async () => {
    for (const input of [
      { marketCountry: 'NL', query: { redirectResult: 'abc' } },
      { marketCountry: 'NL', query: { items: '' } },
      { marketCountry: 'NL', query: { items: '12x2' } },
      { marketCountry: 'NL', skipCartFetch: true },
    ] satisfies StartupInput[]) {
      const { calls, done } = runStartup(input);
      await done;
      expect(calls, JSON.stringify(input)).not.toContain('fetchCart');
    }
  });

  it('updates the cart country when it differs from the market country, after loading is off', async () => {
    const { calls, loadingSeen, done } = runStartup({ marketCountry: 'AT' }, { cartCountry: 'DE' });
    const output = await done;
    expect(calls.at(-1)).toBe('updateCartCountry');
    expect(loadingSeen.at(-1)).toBe(false);
    expect(output.cart?.countryCode).toBe('AT');
  });

  it('starts anyway when steps fail, with the defaults', async () => {
    const { done } = runStartup({ marketCountry: 'DE' }, { fail: ['restoreSession', 'updateCountry', 'loadSegment'] });
    const output = await done;
    expect(output.segment).toEqual(DEFAULT_SEGMENT);
    expect(output.cart).toBeNull();
    expect(output.errors.map((e) => e.message)).toEqual(['restoreSession failed', 'updateCountry failed', 'loadSegment failed']);
  });

  it('a failed cart fetch is recorded and start-up finishes', async () => {
    const { done } = runStartup({ marketCountry: 'DE' }, { fail: ['fetchCart'] });
    const output = await done;
    expect(output.cart).toBeNull();
    expect(output.errors[0]).toMatchObject({ code: 'UPSTREAM_UNAVAILABLE', message: 'fetchCart failed' });
  });

  it('keeps a domain error as it is and fails loudly when an actor is missing', async () => {
    const actor = createActor(startupMachine, { input: { marketCountry: 'DE' } }).start();
    const output = await toPromise(actor);
    expect(output.errors[0]?.message).toMatch(/restoreSession must be supplied/);
  });
});

describe('segment defaults', () => {
  it('defaults the lists to empty arrays and hideNewsletter to true', () => {
    expect(DEFAULT_SEGMENT).toEqual({ uid: '', id: '', utmCampaigns: [], utmContents: [], hideNewsletter: true });
    expect(toSegment({ uid: 'a', id: '7' })).toEqual({ uid: 'a', id: '7', utmCampaigns: [], utmContents: [], hideNewsletter: true });
    expect(toSegment({ uid: 'a', id: '7', hideNewsletter: false }).hideNewsletter).toBe(false);
    expect(toSegment(null)).toEqual(DEFAULT_SEGMENT);
  });
});
