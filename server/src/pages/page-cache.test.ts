import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createPageCache, encodedBody, type RenderedPage } from './page-cache.js';

const page = (body: string, cacheable = true): RenderedPage => ({
  status: cacheable ? 200 : 503,
  headers: { 'content-type': 'text/html' },
  body: Buffer.from(body),
  degraded: !cacheable,
  cacheable,
});

function setup(overrides: { maxBytes?: number; version?: () => Promise<number | null> } = {}) {
  let clock = 1_000_000; // lru-cache reads a start time of 0 as "no TTL"
  const cache = createPageCache({
    maxBytes: overrides.maxBytes ?? 10_000_000,
    freshMs: 1_000,
    versionCheckMs: 100,
    contentVersion: overrides.version ?? (async () => null),
    now: () => clock,
  });
  return { cache, advance: (ms: number) => (clock += ms) };
}

/** A render whose answer the test decides, counting how often it ran. */
function renderer(...answers: (RenderedPage | Error)[]) {
  let calls = 0;
  const render = async () => {
    const answer = answers[Math.min(calls, answers.length - 1)];
    calls++;
    await new Promise((resolve) => setTimeout(resolve, 5));
    if (answer instanceof Error) throw answer;
    return answer as RenderedPage;
  };
  return { render, calls: () => calls };
}

const bodyOf = (served: { page: RenderedPage }) => served.page.body.toString();

describe('page cache', () => {
  it('renders a page once for a storm of requests (single flight)', async () => {
    const { cache } = setup();
    const { render, calls } = renderer(page('one'));
    const served = await Promise.all(Array.from({ length: 50 }, () => cache.serve('k', render)));
    expect(calls()).toBe(1);
    expect(new Set(served.map(bodyOf))).toEqual(new Set(['one']));
    expect((await cache.serve('k', render)).state).toBe('hit');
  });

  it('answers a stale page at once while one render refreshes it', async () => {
    const { cache, advance } = setup();
    const first = renderer(page('old'));
    await cache.serve('k', first.render);
    advance(1_500);
    const next = renderer(page('new'));
    const [a, b] = await Promise.all([cache.serve('k', next.render), cache.serve('k', next.render)]);
    expect([bodyOf(a), a.state, bodyOf(b)]).toEqual(['old', 'stale', 'old']);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(next.calls()).toBe(1);
    const refreshed = await cache.serve('k', next.render);
    expect([bodyOf(refreshed), refreshed.state]).toEqual(['new', 'hit']);
  });

  it('keeps serving the stale page when the backend fails or the render degrades', async () => {
    const { cache, advance } = setup();
    await cache.serve('k', renderer(page('good')).render);
    for (const failure of [page('fallback texts', false), new Error('content service down')]) {
      advance(1_500);
      const failing = renderer(failure);
      expect(bodyOf(await cache.serve('k', failing.render))).toBe('good');
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(bodyOf(await cache.serve('k', failing.render))).toBe('good');
    }
  });

  it('serves an uncacheable render to everyone waiting for it, and stores nothing', async () => {
    const { cache } = setup();
    const { render, calls } = renderer(page('degraded', false), page('good'));
    const served = await Promise.all([cache.serve('k', render), cache.serve('k', render)]);
    expect(served.map((s) => [bodyOf(s), s.state])).toEqual([
      ['degraded', 'bypass'],
      ['degraded', 'bypass'],
    ]);
    expect(calls()).toBe(1);
    expect(cache.size).toBe(0);
    expect(bodyOf(await cache.serve('k', render))).toBe('good');
  });

  it('a render that throws with nothing stored throws to the request', async () => {
    const { cache } = setup();
    await expect(cache.serve('k', renderer(new Error('boom')).render)).rejects.toThrow('boom');
  });

  it('refreshes pages rendered before the content version changed', async () => {
    let version = 1;
    const { cache, advance } = setup({ version: async () => version });
    await cache.serve('warm-up', renderer(page('x')).render);
    await cache.settled();
    await cache.serve('k', renderer(page('v1')).render);
    version = 2;
    advance(200);
    await cache.serve('k', renderer(page('unused')).render); // starts the version check
    await cache.settled();
    const republished = renderer(page('v2'));
    expect(bodyOf(await cache.serve('k', republished.render))).toBe('v1'); // stale once, refreshed behind it
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(bodyOf(await cache.serve('k', republished.render))).toBe('v2');
    expect(republished.calls()).toBe(1);
  });

  it('stays within its memory bound, dropping the least recently used pages', async () => {
    const { cache } = setup({ maxBytes: 30_000 });
    const big = 'x'.repeat(8_000);
    for (const key of ['a', 'b', 'c', 'd', 'e']) await cache.serve(key, renderer(page(`${key}${big}`)).render);
    expect(cache.size).toBeLessThan(5);
    expect((await cache.serve('e', renderer(page('other')).render)).state).toBe('hit');
    expect((await cache.serve('a', renderer(page('again')).render)).state).toBe('miss');
  });

  it('keeps each page with an ETag, and its brotli and gzip forms once asked for', async () => {
    const { cache } = setup();
    const served = await cache.serve('k', renderer(page('<p>hello</p>'.repeat(200))).render);
    expect(served.page.etag).toMatch(/^"[\w-]+"$/);
    const stored = { body: served.page.body, encoded: served.page.encoded ?? {} };
    const br = encodedBody(stored, 'br');
    expect(br.byteLength).toBeLessThan(served.page.body.byteLength);
    expect(brotliDecompressSync(br).toString()).toBe(served.page.body.toString());
    expect(gunzipSync(encodedBody(stored, 'gzip')).toString()).toBe(served.page.body.toString());
    expect(encodedBody(stored, 'br')).toBe(br); // made once
  });

  it('encodes a page quickly the first time, and better once it is asked for again', async () => {
    const html = Buffer.from(Array.from({ length: 3_000 }, (_, i) => `<li class="card c${i % 97}">Sock ${i * 7919}</li>`).join(''));
    const stored = { body: html, encoded: {} };
    const quick = encodedBody(stored, 'br');
    expect(encodedBody(stored, 'br')).toBe(quick); // the second answer does not wait for the better encoding
    await new Promise(setImmediate);
    const better = encodedBody(stored, 'br');
    expect(better.byteLength).toBeLessThan(quick.byteLength);
    expect(brotliDecompressSync(better).equals(html)).toBe(true);
    expect(encodedBody(stored, 'br')).toBe(better); // made again once only
  });
});
