// Content is untrusted: every href and src it supplies passes a scheme allow-list (docs/protocols.md:
// Storyblok's renderers escape text but do not check schemes). React escapes attribute values; this
// file decides which URLs may appear at all.

const LINK_SCHEMES = new Set(['http', 'https', 'mailto', 'tel']);
const IMAGE_SCHEMES = new Set(['http', 'https']);

const NAMED_ENTITIES: Record<string, string> = {
  colon: ':',
  tab: '\t',
  newline: '\n',
  sol: '/',
  bsol: '\\',
  amp: '&',
  lpar: '(',
  rpar: ')',
  period: '.',
  nbsp: ' ',
};

/** Undoes HTML entities and percent-escapes so an obfuscated scheme (`jav&#x61;script:`, `javascript%3A`) is seen for what it is. */
function reveal(value: string): string {
  let out = value;
  // Two rounds catch double encoding such as `&amp;#x6A;`.
  for (let round = 0; round < 2; round += 1) {
    out = out
      .replace(/&#x([0-9a-f]+);?/gi, (_, hex: string) => codePoint(Number.parseInt(hex, 16)))
      .replace(/&#(\d+);?/g, (_, dec: string) => codePoint(Number.parseInt(dec, 10)))
      .replace(/&([a-z]+);/gi, (whole, name: string) => NAMED_ENTITIES[name.toLowerCase()] ?? whole);
    try {
      out = decodeURIComponent(out);
    } catch {
      // A lone `%` is not an escape; keep the text as it is.
    }
  }
  // Browsers drop ASCII whitespace and control characters inside a scheme (`java\tscript:`), and some drop invisible marks.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: these are exactly the characters a browser skips
  return out.replace(/[\u0000-\u0020\u007f-\u00a0\u00ad\u200b-\u200f\u2028\u2029\u2060\ufeff]/g, '').toLowerCase();
}

function codePoint(n: number): string {
  return Number.isFinite(n) && n >= 0 && n <= 0x10ffff ? String.fromCodePoint(n) : '';
}

/** Printable ASCII without space or `%` (0x25). */
const PLAIN_URL = /^[\x21-\x24\x26-\x7e]*$/;
/** What `reveal` reads as an entity: `&#…` or `&name;`. A query's `&w=320&q=70` is none. */
const ENTITY = /&(?:#|[a-z]+;)/i;

function allowed(raw: unknown, schemes: ReadonlySet<string>): string | undefined {
  if (typeof raw !== 'string') return undefined;
  const value = raw.trim();
  // Quotes, angle brackets and backticks are never part of a well-formed URL; their presence means an injection attempt.
  if (value === '' || value.length > 2048 || /["'<>`]/.test(value)) return undefined;
  // Without an entity or `%` nothing is encoded, and without white space, controls or non-ASCII nothing is dropped:
  // revealing would only lower the case (the fast path for the dozens of plain paths and image URLs with a query,
  // `?w=320&q=70`, a listing page renders: revealing them was 2 % of an uncached render).
  const probe = PLAIN_URL.test(value) && !ENTITY.test(value) ? value.toLowerCase() : reveal(value);
  // Protocol-relative and backslash forms leave the site; content links to other sites must say https.
  if (/^[/\\]{2}/.test(probe) || /^\/\\/.test(probe)) return undefined;
  const scheme = /^([a-z][a-z0-9+.-]*):/.exec(probe);
  if (scheme) return schemes.has(scheme[1]!) ? value : undefined;
  // No scheme: relative (`/de/socks`, `socks`, `?page=2`, `#faq`), but never a colon hiding before the path.
  return /^[^/?#]*:/.test(probe) ? undefined : value;
}

/** An href for a link: http, https, mailto, tel, relative or `#anchor`; anything else is undefined (dropped). */
export function safeHref(raw: unknown): string | undefined {
  return allowed(raw, LINK_SCHEMES);
}

/** A src for an image or media element: http, https or relative; never data:, blob: or javascript:. */
export function safeMediaSrc(raw: unknown): string | undefined {
  return allowed(raw, IMAGE_SCHEMES);
}

/** Internal to this site: a path starting with one slash. Those may use client-side navigation. */
export function isInternalPath(href: string): boolean {
  return href.startsWith('/') && !href.startsWith('//');
}
