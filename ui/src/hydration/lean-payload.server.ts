/**
 * The hydration data in fewer bytes. React Router writes each chunk of a document's loader data as a JSON string inside
 * a script (`streamController.enqueue("…")`): turbo-stream's chunk is JSON itself, so every one of its quotes goes out
 * as `\"`, about a seventh of a listing's data. Written again here as a single-quoted string, which needs no escape
 * for `"`: the browser reads the same chunk. Run on the finished page, before the server hashes its inline scripts into
 * the CSP.
 */

const ENQUEUE_START = Buffer.from('<script>window.__reactRouterContext.streamController.enqueue("');
const ENQUEUE_END = Buffer.from('");</script>');

/**
 * Escapes for a single-quoted string inside `<script>`: the quote and the backslash; `<`, so that no `</script>` or
 * `<!--` can end or bend the script; line terminators and other control characters, which a literal may not hold or an
 * HTML parser may rewrite; and a lone surrogate, which UTF-8 cannot carry (JSON.stringify escapes it too).
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are among what must be escaped
const NEEDS_ESCAPE = /[\\'<\u0000-\u001f\u2028\u2029]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
const ESCAPES: Record<string, string> = { '\\': '\\\\', "'": "\\'", '\n': '\\n', '\r': '\\r', '\t': '\\t' };

function escapeChar(char: string): string {
  return ESCAPES[char] ?? `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`;
}

/** A JavaScript single-quoted string literal, safe inside an HTML `<script>`, that evaluates to `text`. */
export function singleQuoted(text: string): string {
  return `'${text.replace(NEEDS_ESCAPE, escapeChar)}'`;
}

/**
 * The page with each hydration data chunk as a single-quoted string; a chunk that is not the JSON string React Router
 * writes is left as it is.
 */
export function withLeanPayload(page: Buffer<ArrayBuffer>): Buffer<ArrayBuffer> {
  const parts: Buffer[] = [];
  let kept = 0;
  for (let at = page.indexOf(ENQUEUE_START); at >= 0; at = page.indexOf(ENQUEUE_START, at + ENQUEUE_START.length)) {
    // Inside the JSON string every quote is escaped, so the first `");</script>` ends it.
    const open = at + ENQUEUE_START.length - 1;
    const end = page.indexOf(ENQUEUE_END, open + 1);
    if (end < 0) break;
    let chunk: unknown;
    try {
      chunk = JSON.parse(page.toString('utf8', open, end + 1));
    } catch {
      continue;
    }
    if (typeof chunk !== 'string') continue;
    parts.push(page.subarray(kept, open), Buffer.from(singleQuoted(chunk)));
    kept = end + 1;
  }
  if (kept === 0) return page;
  parts.push(page.subarray(kept));
  return Buffer.concat(parts);
}
