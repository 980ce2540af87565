import postcss, { type ChildNode } from 'postcss';
import type { PageEdit } from '../lib/page-edits.server';

/**
 * A page's inline share keeps only the rules its first paint can use. Everything the page paints before the whole sheet
 * (linked in the body, ahead of the footer) is the markup above that link, so a rule whose selectors all name a class no
 * element there carries cannot style anything until the whole sheet has come, and the whole sheet has it: the filters'
 * chips on a page without active filters, the blocks a page does not show, the notices no one raised. Worked out on the
 * finished page, after the render: which blocks, chips and notices a page has is known only once it is rendered.
 *
 * Conservative by construction: a selector counts only the classes it requires outside brackets and functional
 * pseudo-classes (`:not(.a)`, `:has(> .a)`), and one of the classes of an `:is(.a, .b)` or `:where(.a, .b)` list, so a
 * rule it cannot judge stays; keyframes stay when a kept rule names them; other at-rules than `@media` and `@supports`
 * (font faces) stay whole.
 */

/** What a selector needs to match: every class of `all`, and one class of each list in `any`. */
interface Need {
  readonly all: readonly string[];
  readonly any: readonly (readonly string[])[];
}

/** A rule as it is kept or left out: its text, and what each of its selectors needs (any one selector may match). */
interface Piece {
  readonly css: string;
  readonly needs: readonly Need[] | null;
}

/**
 * A top-level node: a rule or an at-rule kept whole, a conditional group whose rules are judged one by one, or
 * keyframes, kept when a kept rule names them.
 */
type Entry =
  | { kind: 'piece'; piece: Piece }
  | { kind: 'group'; open: string; pieces: Piece[] }
  | { kind: 'keyframes'; css: string; usedIn: RegExp };

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

const CLASS = /\.(-?[_a-zA-Z][\w-]*)/g;
const ONE_CLASS = /^\s*\.(-?[_a-zA-Z][\w-]*)\s*$/;

/**
 * What a selector requires: the classes outside `[...]` and any `(...)`, where a class may be optional or negated; and
 * of a top-level `:is(…)` or `:where(…)` of single classes, one of them.
 */
export function selectorNeeds(selector: string): Need {
  let plain = '';
  let depth = 0;
  let inner = '';
  const any: string[][] = [];
  for (let i = 0; i < selector.length; i++) {
    const char = selector[i] as string;
    if (char === '(' || char === '[') {
      if (depth === 0 && char === '(' && /:(is|where)$/.test(plain)) inner = '';
      else if (depth > 0) inner += char;
      depth++;
    } else if (char === ')' || char === ']') {
      depth--;
      if (depth > 0) inner += char;
      else if (char === ')' && /:(is|where)$/.test(plain)) {
        const names = inner.split(',').map((part) => ONE_CLASS.exec(part)?.[1]);
        if (names.every((name) => name !== undefined)) any.push(names as string[]);
        plain += '()';
      }
    } else if (depth === 0) plain += char;
    else inner += char;
  }
  return { all: [...plain.matchAll(CLASS)].map((match) => match[1] as string), any };
}

function pieceOf(node: ChildNode): Piece {
  if (node.type === 'rule') return { css: node.toString(), needs: node.selectors.map(selectorNeeds) };
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
    if (node.type === 'atrule' && node.name === 'keyframes' && /^[\w-]+$/.test(node.params)) {
      return { kind: 'keyframes', css: node.toString(), usedIn: new RegExp(`[\\s:,]${node.params}(?![\\w-])`) };
    }
    return { kind: 'piece', piece: pieceOf(node) };
  });
  const pieces = entries.flatMap((entry) => (entry.kind === 'piece' ? [entry.piece] : entry.kind === 'group' ? entry.pieces : []));
  const classes = new Set(pieces.flatMap((piece) => piece.needs?.flatMap((need) => [...need.all, ...need.any.flat()]) ?? []));
  const sheet = { bytes: Buffer.from(css), entries, classes, kept: new Map<string, Buffer>() };
  sheets.set(css, sheet);
  return sheet;
}

function isMet(need: Need, present: ReadonlySet<string>): boolean {
  return need.all.every((name) => present.has(name)) && need.any.every((names) => names.some((name) => present.has(name)));
}

function isKept(piece: Piece, present: ReadonlySet<string>): boolean {
  return piece.needs === null || piece.needs.some((need) => isMet(need, present));
}

/**
 * The sheet's rules that can style markup carrying only the `present` classes, in their order, as the bytes a page
 * carries: remembered per sheet and set of classes that matter to it.
 */
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
  const texts = entries.map((entry) => {
    if (entry.kind === 'piece') return isKept(entry.piece, present) ? entry.piece.css : '';
    if (entry.kind === 'keyframes') return '';
    const inner = entry.pieces.filter((piece) => isKept(piece, present)).map((piece) => piece.css);
    return inner.length > 0 ? `${entry.open}${inner.join('')}}` : '';
  });
  const rules = texts.join('');
  // Keyframes in their places, those the kept rules name.
  return entries.map((entry, i) => (entry.kind === 'keyframes' ? (entry.usedIn.test(rules) ? entry.css : '') : texts[i])).join('');
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
 * The page's inline share (one of `shares`, among the head's `<style>` elements) cut to the rules the markup between
 * `<body` and the whole sheet's link can use; nothing when the page links no whole sheet in its body (it then has only
 * the inline share until its script adds the sheet) or has no share. About 0.1 ms of a listing's render.
 */
export function firstPaintRuleEdits(page: Buffer, sheetLink: string, shares: readonly string[]): PageEdit[] {
  const bodyAt = page.indexOf('<body');
  const linkAt = bodyAt < 0 ? -1 : page.indexOf(sheetLink, bodyAt);
  if (linkAt < 0) return [];
  const sheets = shares.map(sheetOf);
  for (let at = page.indexOf(STYLE_START); at >= 0 && at < bodyAt; at = page.indexOf(STYLE_START, at + 1)) {
    const start = at + STYLE_START.length;
    const end = page.indexOf(STYLE_END, start);
    if (end < 0 || end > bodyAt) return [];
    // Compared as bytes: the page's share is not decoded to be recognised.
    const sheet = sheets.find(({ bytes }) => bytes.length === end - start && page.compare(bytes, 0, bytes.length, start, end) === 0);
    if (!sheet) continue;
    return [{ start, end, bytes: keptBytes(sheet, classesIn(page.toString('latin1', bodyAt, linkAt))) }];
  }
  return [];
}
