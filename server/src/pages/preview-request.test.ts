import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { storyLinkToken } from '../api/preview-token.js';
import { isEditorPath, isPageOfStory, type PreviewSettings, previewOf } from './preview-request.js';

const PREVIEW_TOKEN = 'preview-secret';
const SPACE = 1000;
const NOW = Date.UTC(2026, 10, 23, 12);
const settings: PreviewSettings = {
  previewToken: PREVIEW_TOKEN,
  spaceId: async () => SPACE,
  bridgeUrl: 'https://app.storyblok.com/f/storyblok-v2-latest.js',
  editorOrigin: 'https://app.storyblok.com',
  now: () => NOW,
};
const SHOP = 'https://shop.example';
const EDITOR_PAGE = '/de/editor/_default/summer-sale';

/** The editor's link as Storyblok signs it (docs/protocols.md "Visual editor"): it names no story. */
function editorQuery({ token = PREVIEW_TOKEN, ageSeconds = 10, spaceId = String(SPACE) } = {}): URLSearchParams {
  const timestamp = String(Math.floor(NOW / 1000) - ageSeconds);
  return new URLSearchParams({
    _storyblok: '42',
    '_storyblok_tk[space_id]': spaceId,
    '_storyblok_tk[timestamp]': timestamp,
    '_storyblok_tk[token]': createHash('sha1').update(`${spaceId}:${token}:${timestamp}`).digest('hex'),
  });
}

/** A link bound to one story, as the sandbox's editor signs it. */
function storyQuery(fullSlug: string, { token = PREVIEW_TOKEN, ageSeconds = 10, spaceId = String(SPACE) } = {}): URLSearchParams {
  const timestamp = String(Math.floor(NOW / 1000) - ageSeconds);
  return new URLSearchParams({
    _storyblok: '42',
    '_storyblok_tk[space_id]': spaceId,
    '_storyblok_tk[timestamp]': timestamp,
    '_storyblok_tk[full_slug]': fullSlug,
    '_storyblok_tk[token]': storyLinkToken(token, spaceId, timestamp, fullSlug),
  });
}

const at = (path: string, query: URLSearchParams) => previewOf(new URL(`${SHOP}${path}?${query}`), settings);
const DRAFTS = { bridgeUrl: settings.bridgeUrl };

describe('which page requests are the visual editor’s draft preview', () => {
  it('Storyblok’s own link, signed with the preview token for this space within the hour: drafts on the editor route only', async () => {
    expect(await at(EDITOR_PAGE, editorQuery())).toEqual(DRAFTS);
    expect(await at('/de/editor/_default/home.data', editorQuery())).toEqual(DRAFTS);
    // It names no story: not a way to see the drafts of every page.
    expect(await at('/de/summer-sale', editorQuery())).toBeNull();
    expect(await at('/de', editorQuery())).toBeNull();
  });

  it('a link bound to a story: drafts on that story’s editor route and own page, never on another story’s', async () => {
    const link = storyQuery('_default/summer-sale');
    for (const path of [EDITOR_PAGE, `${EDITOR_PAGE}.data`, '/us/editor/_default/summer-sale', '/de/summer-sale', '/us/summer-sale.data']) {
      expect(await at(path, link), path).toEqual(DRAFTS);
    }
    for (const path of [
      '/de/editor/_default/home',
      '/de/editor/_default/summer-sale-2',
      '/de',
      '/de/about-us',
      '/de/summer-sale/x',
      '/de/editor',
    ]) {
      expect(await at(path, link), path).toBeNull();
    }
    // The slug is signed: renaming it in the link breaks the signature.
    const renamed = storyQuery('_default/summer-sale');
    renamed.set('_storyblok_tk[full_slug]', '_default/home');
    expect(await at('/de/editor/_default/home', renamed)).toBeNull();
    // A storefront's own story opens on that storefront only; a home story on the storefront's root.
    expect(await at('/us/kids', storyQuery('us/kids'))).toEqual(DRAFTS);
    expect(await at('/de/kids', storyQuery('us/kids'))).toBeNull();
    expect(await at('/de', storyQuery('_default/home'))).toEqual(DRAFTS);
  });

  it('either link opens the shared-content overview, on any storefront, and nothing else beside it', async () => {
    for (const query of [editorQuery(), storyQuery('_default/summer-sale')]) {
      for (const path of ['/de/shared-content', '/us/shared-content.data', '/de/shared-content/'])
        expect(await at(path, query), path).toEqual(DRAFTS);
      for (const path of ['/de/shared-content/x', '/de/shared-contents']) expect(await at(path, query), path).toBeNull();
    }
    expect(await at('/de/shared-content', editorQuery({ token: 'public-token' }))).toBeNull();
    expect(await previewOf(new URL(`${SHOP}/de/shared-content`), settings)).toBeNull();
  });

  it('never for another space, even signed with the preview token; nor while the shop’s space is unknown', async () => {
    expect(await at(EDITOR_PAGE, storyQuery('_default/summer-sale', { spaceId: '1001' }))).toBeNull();
    expect(await at(EDITOR_PAGE, editorQuery({ spaceId: '1001' }))).toBeNull();
    const unknown = { ...settings, spaceId: async () => null };
    expect(await previewOf(new URL(`${SHOP}${EDITOR_PAGE}?${storyQuery('_default/summer-sale')}`), unknown)).toBeNull();
  });

  it('never for a link signed with another token, an expired one, a missing part, or no _storyblok', async () => {
    expect(await at(EDITOR_PAGE, editorQuery({ token: 'public-token' }))).toBeNull();
    expect(await at(EDITOR_PAGE, storyQuery('_default/summer-sale', { token: 'public-token' }))).toBeNull();
    expect(await at(EDITOR_PAGE, storyQuery('_default/summer-sale', { ageSeconds: 60 * 60 + 5 }))).toBeNull();
    for (const part of ['_storyblok', '_storyblok_tk[space_id]', '_storyblok_tk[timestamp]', '_storyblok_tk[token]']) {
      const query = storyQuery('_default/summer-sale');
      query.delete(part);
      expect(await at(EDITOR_PAGE, query), part).toBeNull();
    }
    expect(await previewOf(new URL(`${SHOP}${EDITOR_PAGE}?${editorQuery()}`), undefined)).toBeNull();
  });

  it('a changed space id or timestamp breaks the signature', async () => {
    const query = editorQuery();
    query.set('_storyblok_tk[space_id]', '1001');
    expect(await at(EDITOR_PAGE, query)).toBeNull();
    const later = storyQuery('_default/summer-sale');
    later.set('_storyblok_tk[timestamp]', String(Math.floor(NOW / 1000)));
    expect(await at(EDITOR_PAGE, later)).toBeNull();
  });

  it('property: no token but the signature of the preview token opens drafts', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ minLength: 1, maxLength: 40 }), async (guess) => {
        fc.pre(guess !== PREVIEW_TOKEN);
        expect(await at(EDITOR_PAGE, editorQuery({ token: guess }))).toBeNull();
        expect(await at(EDITOR_PAGE, storyQuery('_default/summer-sale', { token: guess }))).toBeNull();
      }),
    );
  });

  it('property: a link bound to one story opens no page of another', () => {
    const slug = fc.stringMatching(/^[a-z][a-z-]{0,11}$/);
    fc.assert(
      fc.property(fc.constantFrom('_default', 'de', 'us'), slug, fc.constantFrom('de', 'us'), slug, (folder, story, storefront, other) => {
        fc.pre(story !== other && other !== 'editor');
        expect(isPageOfStory(`/${storefront}/${other}`, `${folder}/${story}`)).toBe(false);
        expect(isPageOfStory(`/${storefront}/editor/${folder}/${other}`, `${folder}/${story}`)).toBe(false);
      }),
    );
  });
});

describe('the visual editor route', () => {
  it('is /{storefront}/editor and below, with its data requests', () => {
    for (const path of ['/de/editor', '/de/editor/_default/summer-sale', '/us/editor/us/home', '/de/editor.data']) {
      expect(isEditorPath(path), path).toBe(true);
    }
    for (const path of ['/de', '/de/editorial', '/de/adults/editor', '/editor', '/de/product/editor']) {
      expect(isEditorPath(path), path).toBe(false);
    }
  });
});
