import { err, errAsync, ok, okAsync, type Result, ResultAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { createAnswerCache } from './answer-cache.js';
import { markDegraded, watchRender } from './render-health.js';

function setup(overrides: { maxBytes?: number } = {}) {
  let clock = 1_000_000; // lru-cache reads a start time of 0 as "no TTL"
  let version: number | null = null;
  const cache = createAnswerCache({
    maxBytes: overrides.maxBytes ?? 10_000_000,
    freshMs: 1_000,
    contentVersion: () => version,
    now: () => clock,
  });
  return {
    cache,
    advance: (ms: number) => (clock += ms),
    publish: (next: number) => (version = next),
  };
}

/** A backend call whose answers the test decides (an Error answers as an error result), counting how often it ran. */
function backend<T>(...answers: (T | Error)[]) {
  let calls = 0;
  const fetch = (): ResultAsync<T, Error> => {
    const answer = answers[Math.min(calls, answers.length - 1)] as T | Error;
    calls++;
    return new ResultAsync(
      new Promise<Result<T, Error>>((resolve) => setTimeout(() => resolve(answer instanceof Error ? err(answer) : ok(answer)), 5)),
    );
  };
  return { fetch, calls: () => calls };
}

const unwrapped = async <T>(result: ResultAsync<T, unknown>) => (await result)._unsafeUnwrap();

describe('answer cache (below the page cache)', () => {
  it('asks the backend once and answers the same key from memory while fresh (hit); another key asks again (miss)', async () => {
    const { cache } = setup();
    const categories = backend(['socks', 'tights']);
    expect(await unwrapped(cache.answer('categories de', categories.fetch))).toEqual(['socks', 'tights']);
    expect(await unwrapped(cache.answer('categories de', categories.fetch))).toEqual(['socks', 'tights']);
    expect(categories.calls()).toBe(1);
    await unwrapped(cache.answer('categories nl', categories.fetch));
    expect(categories.calls()).toBe(2);
  });

  it('asks again once the page cache’s freshness window has passed', async () => {
    const { cache, advance } = setup();
    const prices = backend({ min: 100 }, { min: 200 });
    await unwrapped(cache.answer('range', prices.fetch));
    advance(999);
    expect(await unwrapped(cache.answer('range', prices.fetch))).toEqual({ min: 100 });
    advance(2);
    expect(await unwrapped(cache.answer('range', prices.fetch))).toEqual({ min: 200 });
    expect(prices.calls()).toBe(2);
  });

  it('asks again when the content version changes, fresh or not', async () => {
    const { cache, publish } = setup();
    publish(1);
    const page = backend({ title: 'old' }, { title: 'new' });
    await unwrapped(cache.answer('page', page.fetch));
    publish(2);
    expect(await unwrapped(cache.answer('page', page.fetch))).toEqual({ title: 'new' });
    expect(await unwrapped(cache.answer('page', page.fetch))).toEqual({ title: 'new' });
    expect(page.calls()).toBe(2);
  });

  it('never keeps a backend failure: it is handed on, marks the render degraded, and the next call asks again', async () => {
    const { cache } = setup();
    let calls = 0;
    // What a watched port does with RATE_LIMITED or UPSTREAM_…: the render is marked degraded (render-health.ts).
    const search = () => {
      calls++;
      if (calls === 1) markDegraded();
      return calls === 1 ? errAsync(new Error('search down')) : okAsync(['sock']);
    };
    const first = await watchRender(async () => await cache.answer('search', search));
    expect(first.result.isErr()).toBe(true);
    expect(first.degraded).toBe(true);
    const second = await watchRender(async () => unwrapped(cache.answer('search', search)));
    expect(second).toEqual({ result: ['sock'], degraded: false });
    expect(calls).toBe(2);
  });

  it('keeps an answer that is no failure (NOT_FOUND) like any other, and the render is not degraded', async () => {
    const { cache } = setup();
    const product = backend<string>(new Error('Product not found: SOCK-9'), 'late');
    const first = await watchRender(async () => await cache.answer('product SOCK-9', product.fetch));
    expect(first.degraded).toBe(false);
    const again = await cache.answer('product SOCK-9', product.fetch);
    expect(again._unsafeUnwrapErr().message).toBe('Product not found: SOCK-9');
    expect(product.calls()).toBe(1);
  });

  it('never keeps a fallback the adapter logged as an error (bundled translations)', async () => {
    const { cache } = setup();
    let calls = 0;
    const translations = () => {
      calls++;
      if (calls === 1) markDegraded(); // what the watched logger does when the adapter falls back to its defaults
      return okAsync({ add: calls === 1 ? 'Add (bundled)' : 'In den Warenkorb' });
    };
    const first = await watchRender(async () => unwrapped(cache.answer('translations de', translations)));
    expect(first).toEqual({ result: { add: 'Add (bundled)' }, degraded: true });
    expect(await unwrapped(cache.answer('translations de', translations))).toEqual({ add: 'In den Warenkorb' });
  });

  it('answers with the expired answer when asking again fails (stale on failure), and the render is degraded', async () => {
    const { cache, advance } = setup();
    let calls = 0;
    const page = () => {
      calls++;
      if (calls === 1) return okAsync({ title: 'kept' });
      markDegraded();
      return errAsync(new Error('content down'));
    };
    await unwrapped(cache.answer('page', page));
    advance(5_000);
    const stale = await watchRender(async () => unwrapped(cache.answer('page', page)));
    expect(stale).toEqual({ result: { title: 'kept' }, degraded: true });
  });

  it('asks the backend once for concurrent misses of one key (single flight)', async () => {
    const { cache } = setup();
    const search = backend(['sock']);
    const answers = await Promise.all(Array.from({ length: 20 }, () => unwrapped(cache.answer('search', search.fetch))));
    expect(answers.every((answer) => answer[0] === 'sock')).toBe(true);
    expect(search.calls()).toBe(1);
  });

  it('keeps within its memory bound, dropping the least recently used answers', async () => {
    const { cache } = setup({ maxBytes: 4_000 });
    const big = backend('x'.repeat(500)); // about 1 KB as UTF-16
    for (const key of ['a', 'b', 'c', 'd', 'e', 'f']) await unwrapped(cache.answer(key, big.fetch));
    expect(cache.size).toBeLessThan(6);
    expect(big.calls()).toBe(6);
    await unwrapped(cache.answer('a', big.fetch)); // dropped first, so asked again
    expect(big.calls()).toBe(7);
  });

  it('freezes what it keeps: every render shares it', async () => {
    const { cache } = setup();
    const value = await unwrapped(cache.answer('page', backend({ blocks: [{ text: 'hi' }] }).fetch));
    expect(Object.isFrozen(value) && Object.isFrozen(value.blocks[0])).toBe(true);
  });
});
