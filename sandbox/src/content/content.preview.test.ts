import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningService } from '../http/serve.js';
import { BRIDGE_PATH } from './bridge-script.js';
import { type ContentSandbox, startContentSandbox } from './content.sandbox.js';
import { SPACE_ID } from './editor-page.js';
import { buildContentSeed } from './seed/index.js';

const TOKEN = 'preview-test-public';
const PREVIEW = 'preview-test-preview';
const SHOP = 'http://localhost:3999';
const CV = 1_700_000_000;

describe('content sandbox: drafts, cv and bust (Storyblok CDN behaviour)', () => {
  let service: RunningService & Pick<ContentSandbox, 'publish'>;
  const stories = async (query: Record<string, string>, token = TOKEN) => {
    const url = new URL(`${service.url}/v2/cdn/stories/_default/home`);
    for (const [key, value] of Object.entries({ token, ...query })) url.searchParams.set(key, value);
    const res = await fetch(url);
    const body = (await res.json()) as { story?: { name: string; content: { title: string } }; cv: number };
    return { status: res.status, cache: res.headers.get('x-cache'), cacheControl: res.headers.get('cache-control'), body };
  };

  beforeAll(async () => {
    service = await startContentSandbox({ accessToken: TOKEN, previewToken: PREVIEW, rateLimitPerSecond: 0, cv: CV, shopOrigin: SHOP });
  });
  afterAll(() => service.close());

  it('serves the unpublished draft with the preview token only, never from the CDN cache', async () => {
    const draft = async (token: string) => {
      const url = new URL(`${service.url}/v2/cdn/stories/_default/summer-sale`);
      url.search = new URLSearchParams({ token, version: 'draft' }).toString();
      const res = await fetch(url);
      return { status: res.status, cache: res.headers.get('x-cache'), cacheControl: res.headers.get('cache-control') };
    };
    expect((await draft(TOKEN)).status).toBe(401);
    const first = await draft(PREVIEW);
    expect(first).toEqual({ status: 200, cache: null, cacheControl: 'no-store' });
    expect((await draft(PREVIEW)).cache).toBeNull();
    const published = await fetch(`${service.url}/v2/cdn/stories/_default/summer-sale?token=${PREVIEW}`);
    expect(published.status).toBe(404);
  });

  it('keeps published answers per cv: a client on an old cv sees what was published then until it moves; bust refetches', async () => {
    const before = await stories({ cv: String(CV) });
    expect(before.cache).toBe('Miss from cloudfront');
    expect((await stories({ cv: String(CV) })).cache).toBe('Hit from cloudfront');
    // A request without cv is the current version's: the same answer here.
    expect((await stories({})).cache).toBe('Hit from cloudfront');

    const home = buildContentSeed().stories.find((s) => s.full_slug === '_default/home');
    const next = service.publish({ '_default/home': { ...(home?.content ?? { _uid: 'h', component: 'page' }), title: 'Published now' } });
    expect(next).toBeGreaterThan(CV);

    const stale = await stories({ cv: String(CV) });
    expect(stale).toMatchObject({
      cache: 'Hit from cloudfront',
      body: { story: { content: { title: before.body.story?.content.title } } },
    });
    const fresh = await stories({ cv: String(next) });
    expect(fresh).toMatchObject({ cache: 'Miss from cloudfront', body: { cv: next, story: { content: { title: 'Published now' } } } });
    // The cache-buster skips what is kept for that cv and answers the content as it is now.
    const busted = await stories({ cv: String(CV), bust: '1' });
    expect(busted).toMatchObject({ cache: 'Miss from cloudfront', body: { story: { content: { title: 'Published now' } } } });
    // A cv from the future is not a version yet: the current one answers.
    expect((await stories({ cv: String(next + 1000) })).body.story?.content.title).toBe('Published now');
  });

  it('serves the bridge script in public, as Storyblok serves its own', async () => {
    const res = await fetch(`${service.url}${BRIDGE_PATH}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/javascript/);
    const script = await res.text();
    expect(script).toContain('window.StoryblokBridge');
    expect(script).toContain('postMessage');
  });

  it('the editor page frames the shop’s editor route with a freshly signed link bound to the story and the space', async () => {
    const res = await fetch(`${service.url}/editor?story=_default/summer-sale&storefront=us`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const html = await res.text();
    const src = /<iframe[^>]*src="([^"]+)"/.exec(html)?.[1]?.replace(/&amp;/g, '&');
    const frame = new URL(src ?? '');
    expect(frame.origin).toBe(SHOP);
    expect(frame.pathname).toBe('/us/editor/_default/summer-sale');
    const params = frame.searchParams;
    const timestamp = params.get('_storyblok_tk[timestamp]') ?? '';
    expect(Math.abs(Number(timestamp) - Date.now() / 1000)).toBeLessThan(60);
    expect(params.get('_storyblok_tk[space_id]')).toBe(String(SPACE_ID));
    // The token names the story: HMAC-SHA256 with the preview token over space_id:timestamp:full_slug.
    expect(params.get('_storyblok_tk[full_slug]')).toBe('_default/summer-sale');
    const expected = createHmac('sha256', PREVIEW).update(`${SPACE_ID}:${timestamp}:_default/summer-sale`).digest('hex');
    expect(params.get('_storyblok_tk[token]')).toBe(expected);
    expect(params.get('_storyblok')).toMatch(/^\d+$/);
    // The preview token itself never reaches the page.
    expect(html).not.toContain(PREVIEW);
    // An editable text field of the story, labelled.
    expect(html).toMatch(/<label for="f0">hero 1: title<\/label>/);
  });

  it('the editor page is its caller’s alone: no CORS header (another site’s script cannot read the link), no framing', async () => {
    const res = await fetch(`${service.url}/editor?story=_default/summer-sale`, { headers: { origin: 'https://elsewhere.example' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
    expect(res.headers.get('content-security-policy')).toBe("frame-ancestors 'none'");
    expect(res.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    // The CDN answers stay public, as Storyblok's are.
    const cdn = await fetch(`${service.url}/v2/cdn/spaces/me?token=${TOKEN}`, { headers: { origin: 'https://elsewhere.example' } });
    expect(cdn.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('the editor page: 404 for an unknown story or a bad storefront', async () => {
    expect((await fetch(`${service.url}/editor?story=_default/nope`)).status).toBe(404);
    expect((await fetch(`${service.url}/editor?story=_default/home&storefront=%3Cx%3E`)).status).toBe(404);
  });
});
