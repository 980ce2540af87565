import { describe, expect, it } from 'vitest';
import { type CachedAnswer, createSwrCache } from './swr-cache.js';

const answer = (body: string, status = 200): CachedAnswer => ({ status, body, headers: {} });
const always = () => true;

describe('stale-while-revalidate cache of the content proxy', () => {
  it('keeps at most maxEntries answers, dropping the least recently used', async () => {
    const cache = createSwrCache({ maxEntries: 2, maxBytes: 1e6, freshMs: 1000, staleMs: 1000 });
    await cache.get('a', async () => answer('A'), always);
    await cache.get('b', async () => answer('B'), always);
    await cache.get('a', async () => answer('A2'), always); // a is now the most recent
    await cache.get('c', async () => answer('C'), always);
    expect(cache.size()).toBe(2);
    expect((await cache.get('a', async () => answer('A3'), always)).state).toBe('HIT');
    expect((await cache.get('b', async () => answer('B2'), always)).state).toBe('MISS');
  });

  it('keeps its bytes under maxBytes and never stores an answer larger than that', async () => {
    const cache = createSwrCache({ maxEntries: 100, maxBytes: 2_000, freshMs: 1000, staleMs: 1000 });
    for (let i = 0; i < 20; i++) await cache.get(`k${i}`, async () => answer('x'.repeat(300)), always);
    expect(cache.bytes()).toBeLessThanOrEqual(2_000);
    await cache.get('huge', async () => answer('x'.repeat(5_000)), always);
    expect((await cache.get('huge', async () => answer('y'), always)).state).toBe('MISS');
  });

  it('shares one upstream fetch between concurrent misses', async () => {
    const cache = createSwrCache({ maxEntries: 10, maxBytes: 1e6, freshMs: 1000, staleMs: 1000 });
    let calls = 0;
    const fetch = async () => {
      calls += 1;
      await new Promise((resolve) => setTimeout(resolve, 20));
      return answer('A');
    };
    await Promise.all(Array.from({ length: 10 }, () => cache.get('a', fetch, always)));
    expect(calls).toBe(1);
  });

  it('serves stale at once and refreshes in the background; serves stale when upstream fails', async () => {
    let time = 0;
    const cache = createSwrCache({ maxEntries: 10, maxBytes: 1e6, freshMs: 100, staleMs: 100, now: () => time });
    await cache.get('a', async () => answer('old'), always);
    time = 150;
    const stale = await cache.get('a', async () => answer('new'), always);
    expect([stale.state, stale.answer.body]).toEqual(['STALE', 'old']);
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect((await cache.get('a', async () => answer('newer'), always)).answer.body).toBe('new');
    time = 1_000;
    const failed = await cache.get('a', async () => Promise.reject(new Error('down')), always);
    expect([failed.state, failed.answer.body]).toEqual(['STALE-IF-ERROR', 'new']);
    const fiveHundred = await cache.get(
      'a',
      async () => answer('oops', 500),
      (a) => a.status === 200,
    );
    expect(fiveHundred.state).toBe('STALE-IF-ERROR');
    await expect(cache.get('none', async () => Promise.reject(new Error('down')), always)).rejects.toThrow('down');
  });
});
