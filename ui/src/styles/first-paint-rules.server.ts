import postcss, { type ChildNode } from 'postcss';

/**
 * A page's inline share keeps only the rules its first paint can use. Everything the page paints before the whole sheet
 * (linked in the body, ahead of the footer) is the markup above that link, so a rule whose selectors all name a class no
 * element there carries cannot style anything until the whole sheet has come, and the whole sheet has it: the filters'
 * chips on a page without active filters, the blocks a page does not show, the notices no one raised. Worked out on the
 * finished page, after the render: which blocks, chips and notices a page has is known only once it is rendered.
 *
 * Conservative by construction: a selector counts only the classes it requires outside brackets and functional
 * pseudo-classes (`:not(.a)`, `:is(.a, .b)`, `:has(> .a)`), so a rule it cannot judge stays; at-rules other than
 * `@media` and `@supports` (keyframes, font faces) stay whole.
 */

/** A rule as it is kept or left out: its text, and per selector the classes it needs (any one selector may match). */
interface Piece {
  readonly css: string;
  readonly needs: readonly (readonly string[])[] | null;
}

/** A top-level node: a rule, an at-rule kept whole, or a conditional group whose rules are judged one by one. */
type Entry = { kind: 'piece'; piece: Piece } | { kind: 'group'; open: string; pieces: Piece[] };

interface Sheet {
  /** The share's text as the page carries it. */
  readonly bytes: Buffer;
  readonly entries: readonly Entry[];
  /** Every class its selectors require: only these tell two pages' first paints apart. */
  readonly classes: ReadonlySet<string>;
  /** Kept rules by the sorted classes a page has of `classes`: pages of one type mostly share one answer. */
  readonly kept: Map<string, Buffer>;
}

const sheets = new Map<string, Sheet>();

/** Answers kept per sheet: a few per page type; beyond this many the oldest goes. */
const KEPT_ANSWERS = 200;

/** The classes a selector requires: outside `[...]` and any `(...)`, where a class may be optional or negated. */
export function requiredClasses(selector: string): string[] {
  let plain = '';
  let depth = 0;
  for (const char of selector) {
    if (char === '(' || char === '[') depth++;
    else if (char === ')' || char === ']') depth--;
    else if (depth === 0) plain += char;
  }
  return [...plain.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((match) => match[1] as string);
}

function pieceOf(node: ChildNode): Piece {
  if (node.type === 'rule') return { css: node.toString(), needs: node.selectors.map(requiredClasses) };
  return { css: node.toString(), needs: null };
}

function sheetOf(css: string): Sheet {
  const known = sheets.get(css);
  if (known) return known;
  const entries = postcss.parse(css).nodes.map((node): Entry => {
    if (node.type === 'atrule' && (node.name === 'media' || node.name === 'supports') && node.nodes) {
      const open = `@${node.name}${node.raws.afterName ?? ' '}${node.params}${node.raws.between ?? ''}{`;
      return { kind: 'group', open, pieces: node.nodes.map(pieceOf) };
    }
    return { kind: 'piece', piece: pieceOf(node) };
  });
  const pieces = entries.flatMap((entry) => (entry.kind === 'piece' ? [entry.piece] : entry.pieces));
  const classes = new Set(pieces.flatMap((piece) => piece.needs?.flat() ?? []));
  const sheet = { bytes: Buffer.from(css), entries, classes, kept: new Map<string, Buffer>() };
  sheets.set(css, sheet);
  return sheet;
}

function isKept(piece: Piece, present: ReadonlySet<string>): boolean {
  return piece.needs === null || piece.needs.some((classes) => classes.every((name) => present.has(name)));
}

/** The stylesheet's rules that can style markup carrying only the `present` classes, in their order. */
export function rulesFor(css: string, present: ReadonlySet<string>): string {
  return keptRules(sheetOf(css).entries, present);
}

/** The same, as the bytes a page carries, remembered per sheet and set of classes that matter to it. */
function keptBytes(sheet: Sheet, present: ReadonlySet<string>): Buffer {
  const key = [...present]
    .filter((name) => sheet.classes.has(name))
    .sort()
    .join(' ');
  const known = sheet.kept.get(key);
  if (known) return known;
  const kept = Buffer.from(keptRules(sheet.entries, present));
  if (sheet.kept.size >= KEPT_ANSWERS) sheet.kept.delete(sheet.kept.keys().next().value as string);
  sheet.kept.set(key, kept);
  return kept;
}

function keptRules(entries: readonly Entry[], present: ReadonlySet<string>): string {
  let kept = '';
  for (const entry of entries) {
    if (entry.kind === 'piece') {
      if (isKept(entry.piece, present)) kept += entry.piece.css;
      continue;
    }
    const inner = entry.pieces.filter((piece) => isKept(piece, present)).map((piece) => piece.css);
    if (inner.length > 0) kept += `${entry.open}${inner.join('')}}`;
  }
  return kept;
}

const STYLE_START = '<style>';
const STYLE_END = '</style>';

const CLASS_ATTRIBUTE = ' class="';

/**
 * Every class named in a `class` attribute of the markup. Class names are ASCII, so the bytes may be read as Latin-1:
 * faster than decoding UTF-8, and no other byte can be mistaken for the attribute or its quotes.
 */
export function classesIn(markup: string): Set<string> {
  const present = new Set<string>();
  const seen = new Set<string>();
  for (let at = markup.indexOf(CLASS_ATTRIBUTE); at >= 0; at = markup.indexOf(CLASS_ATTRIBUTE, at + 1)) {
    const from = at + CLASS_ATTRIBUTE.length;
    const to = markup.indexOf('"', from);
    if (to < 0) break;
    // A listing repeats each card's attributes 64 times.
    const value = markup.slice(from, to);
    if (seen.has(value)) continue;
    seen.add(value);
    for (const name of value.split(' ')) if (name) present.add(name);
  }
  return present;
}

/**
 * The page with its inline share (one of `shares`, among the head's `<style>` elements) cut to the rules the markup
 * between `<body` and the whole sheet's link can use; the page as it is when it links no whole sheet in its body (it
 * then has only the inline share until its script adds the sheet) or has no share. About 0.1 ms of a listing's render.
 */
export function withFirstPaintRules(page: Buffer<ArrayBuffer>, sheetLink: string, shares: readonly string[]): Buffer<ArrayBuffer> {
  const bodyAt = page.indexOf('<body');
  const linkAt = bodyAt < 0 ? -1 : page.indexOf(sheetLink, bodyAt);
  if (linkAt < 0) return page;
  const sheets = shares.map(sheetOf);
  for (let at = page.indexOf(STYLE_START); at >= 0 && at < bodyAt; at = page.indexOf(STYLE_START, at + 1)) {
    const start = at + STYLE_START.length;
    const end = page.indexOf(STYLE_END, start);
    if (end < 0 || end > bodyAt) return page;
    // Compared as bytes: the page's share is not decoded to be recognised.
    const sheet = sheets.find(({ bytes }) => bytes.length === end - start && page.compare(bytes, 0, bytes.length, start, end) === 0);
    if (!sheet) continue;
    const kept = keptBytes(sheet, classesIn(page.toString('latin1', bodyAt, linkAt)));
    return Buffer.concat([page.subarray(0, start), kept, page.subarray(end)]);
  }
  return page;
}
