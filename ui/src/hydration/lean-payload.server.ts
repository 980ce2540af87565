import type { PageEdit } from '../lib/page-edits.server';

/**
 * The hydration data in fewer bytes. React Router writes each chunk of a document's loader data as a JSON string inside
 * a script (`streamController.enqueue("…")`): turbo-stream's chunk is JSON itself, so every one of its quotes goes out
 * as `\"`, about a seventh of a listing's data. Written again here as a single-quoted string, which needs no escape
 * for `"`: the browser reads the same chunk. Run on the finished page, before the server hashes its inline scripts into
 * the CSP.
 */

const ENQUEUE_START = Buffer.from('<script>window.__reactRouterContext.streamController.enqueue("');
const ENQUEUE_END = Buffer.from('");</script>');

const BACKSLASH = 0x5c;
const QUOTE = 0x22;
const APOSTROPHE = 0x27;

/**
 * A single-quoted JavaScript string equal to the JSON string whose body (between its quotes) stands in `page` from
 * `start` to `end`. Inside a JSON string every `"` is escaped and no `'` is, and its other escapes (`\\`, `\n`,
 * `\u003c` …) mean the same in JavaScript: so `\"` becomes `"` and `'` becomes `\'`. What React Router escaped for the
 * page (`<`, `>`, `&`, line separators) stays escaped. One pass over the bytes, as a chunk is tens of KB with thousands
 * of quotes; UTF-8 sequences contain no ASCII byte, so only the escapes and quotes are touched.
 */
function singleQuotedBytes(page: Buffer, start: number, end: number): Buffer {
  let apostrophes = 0;
  for (let at = page.indexOf(APOSTROPHE, start); at >= 0 && at < end; at = page.indexOf(APOSTROPHE, at + 1)) apostrophes++;
  const out = Buffer.allocUnsafe(end - start + apostrophes + 2);
  let length = 0;
  out[length++] = APOSTROPHE;
  for (let i = start; i < end; i++) {
    const byte = page[i] as number;
    if (byte === BACKSLASH) {
      const next = page[i + 1] as number;
      // An escaped quote loses its backslash; any other escape is kept whole (a `\\` pair included).
      if (next !== QUOTE) out[length++] = BACKSLASH;
      out[length++] = next;
      i++;
    } else if (byte === APOSTROPHE) {
      out[length++] = BACKSLASH;
      out[length++] = APOSTROPHE;
    } else {
      out[length++] = byte;
    }
  }
  out[length++] = APOSTROPHE;
  return out.subarray(0, length);
}

/** Each hydration data chunk of the page as a single-quoted string. */
export function leanPayloadEdits(page: Buffer): PageEdit[] {
  const edits: PageEdit[] = [];
  for (let at = page.indexOf(ENQUEUE_START); at >= 0; at = page.indexOf(ENQUEUE_START, at + ENQUEUE_START.length)) {
    // Inside the JSON string every quote is escaped, so the first `");</script>` ends it.
    const open = at + ENQUEUE_START.length - 1;
    const end = page.indexOf(ENQUEUE_END, open + 1);
    if (end < 0) break;
    edits.push({ start: open, end: end + 1, bytes: singleQuotedBytes(page, open + 1, end) });
  }
  return edits;
}
