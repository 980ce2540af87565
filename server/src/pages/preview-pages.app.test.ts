import { createHash, randomUUID } from 'node:crypto';
import { type ShopHarness, startShop } from '@sockshop/test-fixtures/harness/shop.harness';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storyLinkToken } from '../api/preview-token.js';
import { PREVIEW_PAGE_POLICY } from './page-policy.js';

// The visual editor's draft preview through the page render. Storyblok's own links
// (naming no story) open the editor route only; a link bound to a story opens that story's pages only, in this space.

const PREVIEW_TOKEN = `pages-preview-${randomUUID()}`;
let shop: ShopHarness;
beforeAll(async () => {
  shop = await startShop({ CONTENT_PREVIEW_TOKEN: PREVIEW_TOKEN });
}, 120_000);
afterAll(async () => {
  await shop?.close();
});

function editorQuery({ token = PREVIEW_TOKEN, ageSeconds = 5 } = {}): string {
  const timestamp = String(Math.floor(Date.now() / 1000) - ageSeconds);
  return new URLSearchParams({
    _storyblok: '1',
    '_storyblok_tk[space_id]': '1000',
    '_storyblok_tk[timestamp]': timestamp,
    '_storyblok_tk[token]': createHash('sha1').update(`1000:${token}:${timestamp}`).digest('hex'),
  }).toString();
}
/** A link bound to one story, as the sandbox's editor signs it; the sandbox's space is 1000. */
function storyQuery(fullSlug: string, spaceId = '1000'): string {
  const timestamp = String(Math.floor(Date.now() / 1000) - 5);
  return new URLSearchParams({
    _storyblok: '1',
    '_storyblok_tk[space_id]': spaceId,
    '_storyblok_tk[timestamp]': timestamp,
    '_storyblok_tk[full_slug]': fullSlug,
    '_storyblok_tk[token]': storyLinkToken(PREVIEW_TOKEN, spaceId, timestamp, fullSlug),
  }).toString();
}
const get = (path: string) => fetch(`${shop.url}${path}`, { redirect: 'manual' });
const DRAFT = 'Summer sale';

describe('a page request with the visual editor’s link', () => {
  it('verified: the draft, no-store, noindex, outside the page cache', async () => {
    for (const url of [
      `/de/editor/_default/summer-sale?${editorQuery()}`,
      `/de/editor/_default/summer-sale?${storyQuery('_default/summer-sale')}`,
      `/de/summer-sale?${storyQuery('_default/summer-sale')}`,
    ]) {
      const path = url.split('?')[0]!;
      for (let round = 0; round < 2; round++) {
        const response = await get(url);
        expect(response.status, path).toBe(200);
        expect(response.headers.get('cache-control'), path).toBe(PREVIEW_PAGE_POLICY);
        expect(response.headers.get('x-robots-tag'), path).toBe('noindex');
        expect(response.headers.get('x-cache'), path).toBeNull();
        expect(await response.text(), path).toContain(DRAFT);
      }
    }
  });

  it('its data requests (the route data the editor reloads on save) are drafts too', async () => {
    const response = await get(`/de/editor/_default/summer-sale.data?${editorQuery()}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe(PREVIEW_PAGE_POLICY);
    expect(await response.text()).toContain(DRAFT);
  });

  it('a wrong token, an expired one, a missing part or no _storyblok: never the draft', async () => {
    const partial = new URLSearchParams(editorQuery());
    partial.delete('_storyblok_tk[token]');
    const unsigned = new URLSearchParams(editorQuery());
    unsigned.delete('_storyblok');
    for (const query of [
      editorQuery({ token: 'public-token' }),
      editorQuery({ ageSeconds: 2 * 60 * 60 }),
      partial.toString(),
      unsigned.toString(),
      '_storyblok=1',
    ]) {
      const response = await get(`/de/editor/_default/summer-sale?${query}`);
      expect(response.status, query).toBe(404);
      expect(await response.text(), query).not.toContain(`>${DRAFT}<`);
      expect(response.headers.get('cache-control'), query).not.toMatch(/public|s-maxage/);
    }
    // The published story still shows, and the bridge is not offered.
    const home = await get(`/de/editor/_default/home?${editorQuery({ token: 'public-token' })}`);
    expect(home.status).toBe(200);
    const html = await home.text();
    expect(html).toContain('data-visual-editor="published"');
    expect(html).not.toContain('storyblok-v2-latest.js');
  });

  it('a link bound to a story: never the draft of another story, for another space, nor Storyblok’s own off the editor route', async () => {
    const other = await get(`/de/editor/_default/home?${storyQuery('_default/summer-sale')}`);
    expect(other.status).toBe(200);
    expect(await other.text()).toContain('data-visual-editor="published"');
    for (const url of [
      `/de/editor/_default/summer-sale?${storyQuery('_default/summer-sale', '1001')}`,
      `/de/summer-sale?${storyQuery('_default/summer-sale', '1001')}`,
      `/de/summer-sale?${editorQuery()}`,
    ]) {
      // The story exists only as a draft: published, it is not found.
      const response = await get(url);
      expect(response.status, url).toBe(404);
      expect(response.headers.get('cache-control'), url).not.toBe(PREVIEW_PAGE_POLICY);
      expect(response.headers.get('x-robots-tag'), url).toBeNull();
    }
  });

  it('only the editor route may be framed, and by the editor origin alone', async () => {
    const editor = await get(`/de/editor/_default/home?${editorQuery()}`);
    const policy = editor.headers.get('content-security-policy') ?? '';
    expect(policy).toMatch(/frame-ancestors http:\/\/[\w.]+:\d+(;|$)/);
    expect(await editor.text()).toContain('storyblok-v2-latest.js');
    for (const path of [`/de/summer-sale?${storyQuery('_default/summer-sale')}`, '/de']) {
      expect((await get(path)).headers.get('content-security-policy'), path).toContain("frame-ancestors 'none'");
    }
  });
});

describe('the shared-content overview', () => {
  it('is a 404 to a shopper, with no table of the content system’s slugs, also after the page cache kept it', async () => {
    for (let round = 0; round < 2; round++) {
      const response = await get('/de/shared-content');
      expect(response.status).toBe(404);
      const html = await response.text();
      expect(html).not.toContain('<table');
      expect(html).not.toContain('_default/shared/');
    }
  });

  it('lists the shared stories for the visual editor’s verified link, never kept by a cache', async () => {
    for (const query of [editorQuery(), storyQuery('_default/summer-sale')]) {
      const response = await get(`/de/shared-content?${query}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe(PREVIEW_PAGE_POLICY);
      expect(await response.text()).toContain('_default/shared/footer');
    }
    expect((await get(`/de/shared-content?${editorQuery({ token: 'public-token' })}`)).status).toBe(404);
  });
});
