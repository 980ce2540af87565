import { domainError } from '@sockshop/core/errors';
import { asFallback } from '@sockshop/core/ports';
import { err, errAsync, ok, okAsync, type Result, ResultAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import type { Outcome } from './answer-cache.js';
import { createAnswerCache } from './answer-cache.js';
import { outcomeOf } from './page-services.js';

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
    /** A port call through the cache, as a render's port makes it (page-services.ts). */
    cache: {
      answer: (key: string, fetch: () => ResultAsync<unknown, unknown>) => cache.answer(key, () => outcomeOf(fetch())),
      get size() {
        return cache.size;
      },
    },
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

// biome-ignore lint/suspicious/noExplicitAny: the tests read back what they put in
const unwrapped = async (outcome: Promise<Outcome>): Promise<any> => (await outcome).result._unsafeUnwrap();
const down = domainError('UPSTREAM_UNAVAILABLE', 'search down');

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

  it('never keeps a backend failure: it is handed on as degraded, and the next call asks again', async () => {
    const { cache } = setup();
    let calls = 0;
    const search = () => {
      calls++;
      return calls === 1 ? errAsync(down) : okAsync(['sock']);
    };
    const first = await cache.answer('search', search);
    expect(first.result.isErr()).toBe(true);
    expect(first.degraded).toBe(true);
    const second = await cache.answer('search', search);
    expect(second).toEqual({ result: ok(['sock']), degraded: false });
    expect(calls).toBe(2);
  });

  it('keeps an answer that is no failure (NOT_FOUND) like any other, and it is not degraded', async () => {
    const { cache } = setup();
    const product = backend<string>(new Error('Product not found: SOCK-9'), 'late');
    const first = await cache.answer('product SOCK-9', product.fetch);
    expect(first.degraded).toBe(false);
    const again = await cache.answer('product SOCK-9', product.fetch);
    expect((again.result._unsafeUnwrapErr() as Error).message).toBe('Product not found: SOCK-9');
    expect(product.calls()).toBe(1);
  });

  it('never keeps a fallback the port marked as one (bundled translations)', async () => {
    const { cache } = setup();
    let calls = 0;
    const translations = () => {
      calls++;
      return okAsync(calls === 1 ? asFallback({ add: 'Add (bundled)' }) : { add: 'In den Warenkorb' });
    };
    const first = await cache.answer('translations de', translations);
    expect(first).toEqual({ result: ok({ add: 'Add (bundled)' }), degraded: true });
    expect(await unwrapped(cache.answer('translations de', translations))).toEqual({ add: 'In den Warenkorb' });
  });

  it('answers with the expired answer when asking again fails (stale on failure), still degraded', async () => {
    const { cache, advance } = setup();
    let calls = 0;
    const page = () => {
      calls++;
      return calls === 1 ? okAsync({ title: 'kept' }) : errAsync(domainError('UPSTREAM_UNAVAILABLE', 'content down'));
    };
    await unwrapped(cache.answer('page', page));
    advance(5_000);
    const stale = await cache.answer('page', page);
    expect(stale).toEqual({ result: ok({ title: 'kept' }), degraded: true });
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
