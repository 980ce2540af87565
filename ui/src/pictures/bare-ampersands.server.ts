import type { PageEdit } from '../lib/page-edits.server';

/**
 * Picture URLs' query strings as the page's parser reads them, in fewer bytes. React writes every `&` of an attribute as
 * `&amp;`, and a listing's 64 cards carry two each in their srcset (`?w=720&amp;q=70`). Inside an attribute value, an
 * `&` followed by letters or digits and then `=` starts no character reference (the HTML standard leaves it as it is,
 * and such an ampersand is valid: it is not ambiguous), so `&q=70` reads as `&amp;q=70` did: the same attribute in
 * the DOM, hydration sees no difference. Only there: in text a few legacy references need no `;` (`&not`), and
 * scripts are left alone.
 */

const ESCAPED = Buffer.from('&amp;');
const SCRIPT_START = Buffer.from('<script');
const SCRIPT_END = Buffer.from('</script>');

const QUOTE = 0x22;
const EQUALS = 0x3d;
const LT = 0x3c;
const GT = 0x3e;

const isAlphanumeric = (byte: number) => (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5a) || (byte >= 0x61 && byte <= 0x7a);

/** Letters or digits, then `=`: a query parameter's name, which no character reference can start. */
function startsParameter(page: Buffer, at: number): boolean {
  let i = at;
  while (i < page.length && isAlphanumeric(page[i] as number)) i++;
  return i > at && page[i] === EQUALS;
}

/**
 * Inside a double-quoted attribute value: React escapes `"`, `<` and `>` in values, so going back the first of them is
 * the value's opening quote, right after its `=`; in text the first is a tag's `>`.
 */
function inAttributeValue(page: Buffer, at: number): boolean {
  for (let i = at - 1; i > 0; i--) {
    const byte = page[i] as number;
    if (byte === QUOTE) return page[i - 1] === EQUALS;
    if (byte === LT || byte === GT) return false;
  }
  return false;
}

const AMPERSAND = Buffer.from('&');

/** Each `&amp;` of an attribute value that starts a query parameter, written as `&`. */
export function bareAmpersandEdits(page: Buffer): PageEdit[] {
  const edits: PageEdit[] = [];
  let scriptEnd = -1;
  let nextScript = page.indexOf(SCRIPT_START);
  for (let at = page.indexOf(ESCAPED); at >= 0; at = page.indexOf(ESCAPED, at + ESCAPED.length)) {
    // Skip whole scripts: their text is not HTML.
    while (nextScript >= 0 && nextScript < at) {
      const end = page.indexOf(SCRIPT_END, nextScript);
      scriptEnd = end < 0 ? page.length : end;
      nextScript = end < 0 ? -1 : page.indexOf(SCRIPT_START, end);
    }
    if (at < scriptEnd) continue;
    if (!startsParameter(page, at + ESCAPED.length) || !inAttributeValue(page, at)) continue;
    edits.push({ start: at, end: at + ESCAPED.length, bytes: AMPERSAND });
  }
  return edits;
}
