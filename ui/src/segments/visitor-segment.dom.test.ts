// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { hasUtmParameters } from './segment-hint';
import { SEGMENT_STORAGE_KEY } from './segment-storage-key';
import { resolveVisitorSegment } from './visitor-segment';

afterEach(() => window.sessionStorage.clear());

describe('the visitor segment', () => {
  it('a landing URL with utm_campaign or utm_content may name a segment; other parameters do not', () => {
    expect(hasUtmParameters('?utm_campaign=winter-sale')).toBe(true);
    expect(hasUtmParameters('?utm_source=mail&utm_content=snow-socks')).toBe(true);
    expect(hasUtmParameters('?utm_source=mail&utm_campaign=')).toBe(false);
    expect(hasUtmParameters('?sort=price:asc')).toBe(false);
  });

  it('without a campaign the segment remembered in the session holds, with its defaults', async () => {
    window.sessionStorage.setItem(SEGMENT_STORAGE_KEY, JSON.stringify({ uid: 'u', id: 'gifting', hideNewsletter: false }));
    expect(await resolveVisitorSegment('de', new URLSearchParams('sort=price:asc'))).toEqual({
      uid: 'u',
      id: 'gifting',
      utmCampaigns: [],
      utmContents: [],
      hideNewsletter: false,
    });
  });

  it('without one remembered it is the default segment; an unreadable one counts as none', async () => {
    expect((await resolveVisitorSegment('de', new URLSearchParams())).id).toBe('');
    window.sessionStorage.setItem(SEGMENT_STORAGE_KEY, '{not json');
    expect((await resolveVisitorSegment('de', new URLSearchParams())).id).toBe('');
  });
});
