import { createHash } from 'node:crypto';
import { type ApiHarness, startApiHarness } from '@sockshop/test-fixtures/harness/api.harness';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { storyLinkToken } from './preview-token.js';

const harnesses: ApiHarness[] = [];
const fresh = async () => {
  const api = await startApiHarness({ catalogueSize: 20 });
  harnesses.push(api);
  return api;
};
afterAll(() => Promise.all(harnesses.map((h) => h.close())));

let api: ApiHarness;
beforeEach(async () => {
  api = await fresh();
});
const get = (path: string) => fetch(`${api.url}/api/content/cdn${path}`);

describe('content proxy /api/content/cdn', () => {
  it('GET /stories forwards by_slugs with the server-held token and passes total and per-page', async () => {
    const response = await get('/stories?by_slugs=de/home,_default/home&language=de&per_page=10&page=1&cv=123');
    expect(response.status).toBe(200);
    expect(response.headers.get('total')).toEqual(expect.stringMatching(/^\d+$/));
    expect(response.headers.get('per-page')).toBe('10');
    expect(response.headers.get('cache-control')).toBe('public, max-age=60, stale-while-revalidate=600');
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
    const body = (await response.json()) as { stories: { full_slug: string }[] };
    expect(body.stories.length).toBeGreaterThan(0);
  });

  it('GET /stories/{slug} and /stories/ with starts_with, and /datasource_entries', async () => {
    const story = await get('/stories/_default/home');
    expect(story.status).toBe(200);
    expect(((await story.json()) as { story: { full_slug: string } }).story.full_slug).toBe('_default/home');
    const folder = await get('/stories/?starts_with=_default/categories/');
    expect(folder.status).toBe(200);
    const entries = await get('/datasource_entries?datasource=translations&dimension=de&per_page=1000');
    expect(entries.status).toBe(200);
    expect(((await entries.json()) as { datasource_entries: unknown[] }).datasource_entries.length).toBeGreaterThan(0);
  });

  it('an unknown story is the content service 404, passed through', async () => {
    const response = await get('/stories/de/no-such-page');
    expect(response.status).toBe(404);
  });

  it('answers repeated reads from the cache (HIT), serving stale while revalidating after a minute', async () => {
    const first = await get('/stories/_default/home?cv=1');
    expect(first.headers.get('x-content-cache')).toBe('MISS');
    const before = api.content.requests();
    const second = await get('/stories/_default/home?cv=2');
    expect(second.headers.get('x-content-cache')).toBe('HIT');
    expect(api.content.requests()).toBe(before);
    api.clock.advance(61_000);
    const stale = await get('/stories/_default/home');
    expect(stale.headers.get('x-content-cache')).toBe('STALE');
  });

  it('content service down: the stale answer is served and says so; nothing cached gives 503 JSON', async () => {
    await get('/stories/_default/home');
    api.content.setMode('down');
    api.clock.advance(48 * 60 * 60_000);
    const stale = await get('/stories/_default/home');
    expect(stale.status).toBe(200);
    expect(stale.headers.get('x-content-cache')).toBe('STALE-IF-ERROR');
    expect(stale.headers.get('warning')).toContain('111');
    expect(((await stale.json()) as { story: unknown }).story).toBeDefined();
    const uncached = await get('/stories/_default/about-us');
    expect(uncached.status).toBe(503);
    expect(((await uncached.json()) as { error: { code: string } }).error.code).toBe('CONTENT_UNAVAILABLE');
  });

  it('content service slow: stale is served once the upstream call times out', async () => {
    await get('/datasource_entries?datasource=translations&dimension=en');
    api.content.setMode('slow');
    api.clock.advance(48 * 60 * 60_000);
    const started = Date.now();
    const stale = await get('/datasource_entries?datasource=translations&dimension=en');
    expect(stale.status).toBe(200);
    expect(stale.headers.get('x-content-cache')).toBe('STALE-IF-ERROR');
    expect(Date.now() - started).toBeLessThan(3_900);
  }, 10_000);

  it('a draft is served for the one story a valid link names (this space, under an hour), uncached; else 403', async () => {
    const denied = await get('/stories/_default/home?version=draft');
    expect(denied.status).toBe(403);
    const forged = await get(
      '/stories/_default/home?version=draft&_storyblok_tk[space_id]=1&_storyblok_tk[timestamp]=1&_storyblok_tk[token]=abc',
    );
    expect(forged.status).toBe(403);
    const link = (story: string, space = '1000', timestamp = String(Math.floor(Date.now() / 1000))) =>
      new URLSearchParams({
        version: 'draft',
        '_storyblok_tk[space_id]': space,
        '_storyblok_tk[timestamp]': timestamp,
        '_storyblok_tk[full_slug]': story,
        '_storyblok_tk[token]': storyLinkToken(api.config.CONTENT_PREVIEW_TOKEN, space, timestamp, story),
      });
    const draft = await get(`/stories/_default/home?${link('_default/home')}`);
    expect(draft.status).toBe(200);
    expect(draft.headers.get('cache-control')).toBe('no-store');
    // The same link for another story, for a listing of drafts, for another space, or over an hour old: refused.
    expect((await get(`/stories/_default/about-us?${link('_default/home')}`)).status).toBe(403);
    expect((await get(`/stories?starts_with=_default/&${link('_default/home')}`)).status).toBe(403);
    expect((await get(`/stories/_default/home?${link('_default/home', '42')}`)).status).toBe(403);
    const hourAgo = String(Math.floor(Date.now() / 1000) - 2 * 3600);
    expect((await get(`/stories/_default/home?${link('_default/home', '1000', hourAgo)}`)).status).toBe(403);
    // Storyblok's own link names no story: it opens the editor route's pages, not the proxy's drafts.
    const timestamp = String(Math.floor(Date.now() / 1000));
    const storyblok = new URLSearchParams({
      version: 'draft',
      '_storyblok_tk[space_id]': '1000',
      '_storyblok_tk[timestamp]': timestamp,
      '_storyblok_tk[token]': createHash('sha1').update(`1000:${api.config.CONTENT_PREVIEW_TOKEN}:${timestamp}`).digest('hex'),
    });
    expect((await get(`/stories/_default/home?${storyblok}`)).status).toBe(403);
  });

  it('bad parameters are 400 and never forwarded; a client token is ignored', async () => {
    for (const path of [
      '/stories?per_page=101',
      '/stories?version=preview',
      '/stories?by_slugs=%3Cx%3E',
      '/stories/..%2Fsecret',
      '/datasource_entries',
      '/datasource_entries?datasource=x&per_page=1001',
      '/stories?page=0',
      '/stories?resolve_links=all',
    ]) {
      const response = await get(path);
      expect(response.status, path).toBe(400);
    }
    expect((await get('/stories/_default/home?token=stolen')).status).toBe(200);
  });

  it('over the per-address limit is 429 with Retry-After, never cacheable', async () => {
    const limited = await startApiHarness({ catalogueSize: 20, limits: { content: { burst: 2, perSecond: 0.01 } } });
    harnesses.push(limited);
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) {
      const response = await fetch(`${limited.url}/api/content/cdn/stories/_default/home`);
      statuses.push(response.status);
      if (response.status === 429) {
        expect(response.headers.get('cache-control')).toBe('no-store');
        expect(response.headers.get('retry-after')).toBe('1');
        expect(((await response.json()) as { error: { code: string } }).error.code).toBe('RATE_LIMITED');
      } else await response.body?.cancel();
    }
    expect(statuses).toEqual([200, 200, 429]);
  });

  it("the content service's own 429, passed on after the retries, is never cacheable", async () => {
    api.content.setMode('limited');
    const response = await get('/stories/_default/home');
    expect(response.status).toBe(429);
    expect(response.headers.get('cache-control')).toBe('no-store');
    api.content.setMode('up');
    // Nor was it cached here: the next read goes upstream and gets the story.
    const next = await get('/stories/_default/home');
    expect(next.status).toBe(200);
    expect(next.headers.get('x-content-cache')).toBe('MISS');
  });
});
