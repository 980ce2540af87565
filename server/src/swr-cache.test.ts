import { describe, expect, it } from 'vitest';
import { type CachedAnswer, createUpstreamAnswerCache as createSwrCache } from './api/upstream-answer.js';

const answer = (body: string, status = 200): CachedAnswer => ({ status, body, headers: {} });
const always = () => true;
const refresh = (fetch: () => Promise<CachedAnswer>, keep: (a: CachedAnswer) => boolean, isOutage?: (a: CachedAnswer) => boolean) => ({
  fetch,
  keep,
  ...(isOutage ? { isOutage } : {}),
});

describe('the stale-while-revalidate cache', () => {
  it('keeps at most maxEntries answers, dropping the least recently used', async () => {
    const cache = createSwrCache({ maxEntries: 2, maxBytes: 1e6, freshMs: 1000, staleMs: 1000 });
    await cache.get(
      'a',
      refresh(async () => answer('A'), always),
    );
    await cache.get(
      'b',
      refresh(async () => answer('B'), always),
    );
    await cache.get(
      'a',
      refresh(async () => answer('A2'), always),
    ); // a is now the most recent
    await cache.get(
      'c',
      refresh(async () => answer('C'), always),
    );
    expect(cache.size).toBe(2);
    expect(
      (
        await cache.get(
          'a',
          refresh(async () => answer('A3'), always),
        )
      ).state,
    ).toBe('HIT');
    expect(
      (
        await cache.get(
          'b',
          refresh(async () => answer('B2'), always),
        )
      ).state,
    ).toBe('MISS');
  });

  it('keeps its bytes under maxBytes and never stores an answer larger than that', async () => {
    const cache = createSwrCache({ maxEntries: 100, maxBytes: 2_000, freshMs: 1000, staleMs: 1000 });
    for (let i = 0; i < 20; i++)
      await cache.get(
        `k${i}`,
        refresh(async () => answer('x'.repeat(300)), always),
      );
    expect(cache.bytes).toBeLessThanOrEqual(2_000);
    await cache.get(
      'huge',
      refresh(async () => answer('x'.repeat(5_000)), always),
    );
    expect(
      (
        await cache.get(
          'huge',
          refresh(async () => answer('y'), always),
        )
      ).state,
    ).toBe('MISS');
  });

  it('shares one upstream fetch between concurrent misses', async () => {
    const cache = createSwrCache({ maxEntries: 10, maxBytes: 1e6, freshMs: 1000, staleMs: 1000 });
    let calls = 0;
    const fetch = async () => {
      calls += 1;
      await new Promise((resolve) => setTimeout(resolve, 20));
      return answer('A');
    };
    await Promise.all(Array.from({ length: 10 }, () => cache.get('a', refresh(fetch, always))));
    expect(calls).toBe(1);
  });

  it('serves stale at once and refreshes in the background; serves stale when upstream fails', async () => {
    let time = 0;
    const cache = createSwrCache({ maxEntries: 10, maxBytes: 1e6, freshMs: 100, staleMs: 100, now: () => time });
    await cache.get(
      'a',
      refresh(async () => answer('old'), always),
    );
    time = 150;
    const stale = await cache.get(
      'a',
      refresh(async () => answer('new'), always),
    );
    expect([stale.state, stale.value.body]).toEqual(['STALE', 'old']);
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(
      (
        await cache.get(
          'a',
          refresh(async () => answer('newer'), always),
        )
      ).value.body,
    ).toBe('new');
    time = 1_000;
    const failed = await cache.get(
      'a',
      refresh(async () => Promise.reject(new Error('down')), always),
    );
    expect([failed.state, failed.value.body]).toEqual(['STALE-IF-ERROR', 'new']);
    const fiveHundred = await cache.get(
      'a',
      refresh(
        async () => answer('oops', 500),
        (a) => a.status === 200,
        (a) => a.status >= 500,
      ),
    );
    expect(fiveHundred.state).toBe('STALE-IF-ERROR');
    await expect(
      cache.get(
        'none',
        refresh(async () => Promise.reject(new Error('down')), always),
      ),
    ).rejects.toThrow('down');
  });

  it('hands a value it does not keep to every caller that waited for it, and a failure to each of them', async () => {
    const cache = createSwrCache({ maxBytes: 1e6, freshMs: 1000, staleMs: 1000 });
    const slow = (value: CachedAnswer | Error) => async () => {
      await new Promise((resolve) => setTimeout(resolve, 10));
      if (value instanceof Error) throw value;
      return value;
    };
    const unkept = await Promise.all(
      Array.from({ length: 3 }, () =>
        cache.get(
          'a',
          refresh(slow(answer('busy', 429)), (a) => a.status === 200),
        ),
      ),
    );
    expect(unkept.map(({ value, state }) => [value.status, state])).toEqual([
      [429, 'BYPASS'],
      [429, 'BYPASS'],
      [429, 'BYPASS'],
    ]);
    const failed = await Promise.allSettled(Array.from({ length: 3 }, () => cache.get('b', refresh(slow(new Error('down')), always))));
    expect(failed.map((outcome) => outcome.status)).toEqual(['rejected', 'rejected', 'rejected']);
    expect(cache.size).toBe(0);
  });
});
