import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PostDate } from '../components/shared/PostDate.js';
import { postDateOf } from './post-date.js';

// A blog post's date in the page's locale, never the raw ISO string.
describe('post dates', () => {
  it("writes the day in the page's locale", () => {
    expect(postDateOf('2026-01-15', 'de-DE')?.text).toBe('15. Januar 2026');
    expect(postDateOf('2026-01-15', 'en-US')?.text).toBe('January 15, 2026');
    expect(postDateOf('2026-01-15', 'en-GB')?.text).toBe('15 January 2026');
    expect(postDateOf('2026-03-10', 'fr-FR')?.text).toBe('10 mars 2026');
    expect(postDateOf('2026-02-20', 'nl-NL')?.text).toBe('20 februari 2026');
  });

  it("reads Storyblok's date field and keeps the calendar day in every time zone", () => {
    expect(postDateOf('2026-01-15 00:00', 'en-GB')).toEqual({ iso: '2026-01-15', text: '15 January 2026' });
    expect(postDateOf('2026-12-31T23:30:00Z', 'en-GB')?.iso).toBe('2026-12-31');
  });

  it('shows nothing for a missing or malformed date, and English words for a malformed locale', () => {
    for (const value of [undefined, null, 20260115, '', 'soon', '2026-02-30', '15.01.2026']) expect(postDateOf(value, 'de-DE')).toBeNull();
    expect(postDateOf('2026-01-15', 'not a locale!')?.text).toBe('January 15, 2026');
  });

  it('renders a <time> with the ISO day as datetime and the words as text', () => {
    const html = renderToStaticMarkup(<PostDate date={postDateOf('2026-01-15', 'de-DE')!} />);
    expect(html).toBe('<p class="page__date"><time dateTime="2026-01-15">15. Januar 2026</time></p>');
  });
});
