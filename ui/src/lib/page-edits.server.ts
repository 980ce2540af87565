/** A part of a rendered page to write differently: its bytes from `start` up to `end` become `bytes`. */
export interface PageEdit {
  readonly start: number;
  readonly end: number;
  readonly bytes: Buffer;
}

/**
 * The page with its edits made, in one copy of the page (the kept chrome of markup-cache.server.ts and each step of
 * finish-page.server.ts say what to change rather than copying the page themselves: a listing is 110 KB). Edits must
 * not overlap; their order does not matter.
 */
export function withEdits(page: Buffer<ArrayBuffer>, edits: readonly PageEdit[]): Buffer<ArrayBuffer> {
  if (edits.length === 0) return page;
  const parts: Buffer[] = [];
  let kept = 0;
  for (const edit of [...edits].sort((a, b) => a.start - b.start)) {
    if (edit.start < kept) throw new Error(`page edits overlap at byte ${edit.start}`);
    parts.push(page.subarray(kept, edit.start), edit.bytes);
    kept = edit.end;
  }
  parts.push(page.subarray(kept));
  return Buffer.concat(parts);
}
