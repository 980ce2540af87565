/** A blog post's day as a page shows it: the ISO day for `<time datetime>`, and the words in the page's locale. */
export interface PostDate {
  iso: string;
  text: string;
}

/** A content date: `2026-01-15`, or Storyblok's date field `2026-01-15 00:00` (a time, if any, is dropped). */
const CONTENT_DATE = /^(\d{4}-\d{2}-\d{2})(?:[ T]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?Z?)?$/;

/**
 * The post's date written for `locale` (never the raw ISO string), or null for no or no valid date.
 * Made on the server only and handed to the page as text, so the browser's own Intl never disagrees while hydrating.
 * The day is a calendar day, not an instant: formatted in UTC, it is the same day in every time zone.
 */
export function postDateOf(value: unknown, locale: string): PostDate | null {
  if (typeof value !== 'string') return null;
  const iso = CONTENT_DATE.exec(value.trim())?.[1];
  if (!iso) return null;
  const day = new Date(`${iso}T00:00:00Z`);
  if (Number.isNaN(day.getTime()) || day.toISOString().slice(0, 10) !== iso) return null;
  return { iso, text: formatterFor(locale).format(day) };
}

function formatterFor(locale: string): Intl.DateTimeFormat {
  try {
    return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' });
  } catch {
    // A malformed locale tag: English words beat a raw date.
    return new Intl.DateTimeFormat('en', { dateStyle: 'long', timeZone: 'UTC' });
  }
}
