import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isEditorPath, type PreviewSettings, previewOf } from './preview-request.js';

const PREVIEW_TOKEN = 'preview-secret';
const NOW = Date.UTC(2026, 10, 23, 12);
const settings: PreviewSettings = {
  previewToken: PREVIEW_TOKEN,
  bridgeUrl: 'https://app.storyblok.com/f/storyblok-v2-latest.js',
  editorOrigin: 'https://app.storyblok.com',
  now: () => NOW,
};

/** The editor's link as Storyblok signs it (docs/protocols.md "Visual editor"). */
function editorQuery({ token = PREVIEW_TOKEN, ageSeconds = 10, spaceId = '1000' } = {}): URLSearchParams {
  const timestamp = String(Math.floor(NOW / 1000) - ageSeconds);
  return new URLSearchParams({
    _storyblok: '42',
    '_storyblok_tk[space_id]': spaceId,
    '_storyblok_tk[timestamp]': timestamp,
    '_storyblok_tk[token]': createHash('sha1').update(`${spaceId}:${token}:${timestamp}`).digest('hex'),
  });
}

describe('spec §6: which page requests are the visual editor’s draft preview', () => {
  it('a link signed with the preview token within the hour: drafts, with the bridge', () => {
    expect(previewOf(editorQuery(), settings)).toEqual({ bridgeUrl: settings.bridgeUrl });
  });

  it('never for a link signed with another token, an expired one, a missing part, or no _storyblok', () => {
    expect(previewOf(editorQuery({ token: 'public-token' }), settings)).toBeNull();
    expect(previewOf(editorQuery({ ageSeconds: 60 * 60 + 5 }), settings)).toBeNull();
    for (const part of ['_storyblok', '_storyblok_tk[space_id]', '_storyblok_tk[timestamp]', '_storyblok_tk[token]']) {
      const query = editorQuery();
      query.delete(part);
      expect(previewOf(query, settings), part).toBeNull();
    }
    expect(previewOf(editorQuery(), undefined)).toBeNull();
  });

  it('a changed space id or timestamp breaks the signature', () => {
    const query = editorQuery();
    query.set('_storyblok_tk[space_id]', '1001');
    expect(previewOf(query, settings)).toBeNull();
    const later = editorQuery();
    later.set('_storyblok_tk[timestamp]', String(Math.floor(NOW / 1000)));
    expect(previewOf(later, settings)).toBeNull();
  });

  it('property: no token but the signature of the preview token opens drafts', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 40 }), (guess) => {
        fc.pre(guess !== PREVIEW_TOKEN);
        expect(previewOf(editorQuery({ token: guess }), settings)).toBeNull();
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
