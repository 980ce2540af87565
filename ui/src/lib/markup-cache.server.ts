import { createElement, type ReactNode } from 'react';
import type { MarkupSlots } from './cached-markup';
import { type PageEdit, withEdits } from './page-edits.server';

/**
 * Markup kept across server renders (`CachedMarkup`): the chrome every page of a market shares, rendered once per set of
 * answers rather than on every page the page cache misses, and the listings' product cards. A kept piece is found by its
 * name and the values it was made from, and used only while every object it was made from is the very object the render
 * has: the answer cache below the page cache hands every render the same frozen answers until it asks again (its
 * freshness window, a publish, a new content version), so kept markup is dropped exactly when its answers are. Bounded
 * in entries and bytes.
 */
interface Kept {
  objects: readonly unknown[];
  /** The markup, cut where the varying value goes. */
  parts: readonly Buffer[];
}

/** What stands in a render's page for a place: kept markup to put in, or markup to take out and keep. */
type Slot = { varying: string } & ({ parts: readonly Buffer[] } | { key: string; objects: readonly unknown[] });

/** Stands for the varying value in the markup a render takes out: letters React writes as they are, in text or attribute. */
const HOLE = '__markup_hole__';

/** React's escaping of text and attribute values (escapeTextForBrowser), for the varying value put into kept markup. */
const ESCAPES: Record<string, string> = { '"': '&quot;', '&': '&amp;', "'": '&#x27;', '<': '&lt;', '>': '&gt;' };
const escapeLikeReact = (value: string) => value.replace(/["&'<>]/g, (char) => ESCAPES[char] ?? char);

function cut(html: Buffer): Buffer[] {
  const parts: Buffer[] = [];
  let at = 0;
  for (let hole = html.indexOf(HOLE); hole >= 0; hole = html.indexOf(HOLE, at)) {
    parts.push(html.subarray(at, hole));
    at = hole + HOLE.length;
  }
  parts.push(html.subarray(at));
  return parts;
}

/** The kept markup with the varying value put into its holes. */
function filled(parts: readonly Buffer[], varying: string): Buffer {
  if (parts.length === 1) return parts[0] as Buffer;
  const value = Buffer.from(escapeLikeReact(varying));
  return Buffer.concat(parts.flatMap((part, index) => (index === 0 ? [part] : [value, part])));
}

/** The markers React writes for a `<markup-slot>` element: unique, and no element any page uses. */
const marker = (kind: 'id' | 'start' | 'end', id: number) => `<markup-slot data-${kind}="${id}"></markup-slot>`;
const markerElement = (kind: 'id' | 'start' | 'end', id: number) => createElement('markup-slot', { [`data-${kind}`]: id });

/** A Suspense boundary that had not resolved: its content would be written elsewhere in the page. */
const PENDING_BOUNDARY = '<!--$?-->';

/**
 * One render's places (handed to its components through `MarkupSlotsContext`), and `splice`, which finishes its page:
 * kept markup in place of its markers, new markup taken out for the next renders and its markers removed.
 */
export type RenderSlots = MarkupSlots & { splice(page: Buffer<ArrayBuffer>): Buffer<ArrayBuffer> };

/**
 * A store of kept markup, least recently used first by a Map's order (a use moves an entry to the end). Not lru-cache:
 * the server build of the routes resolves npm packages from the repository's root, where another package's old
 * lru-cache 5 is installed.
 */
export function createMarkupCache(limits: { maxEntries: number; maxBytes: number }) {
  const kept = new Map<string, Kept>();
  let keptBytes = 0;
  const sizeOf = (entry: Kept) => entry.parts.reduce((bytes, part) => bytes + part.byteLength, 256);
  const keptFor = (key: string): Kept | undefined => {
    const entry = kept.get(key);
    if (entry) {
      kept.delete(key);
      kept.set(key, entry);
    }
    return entry;
  };
  const keep = (key: string, entry: Kept): void => {
    const old = kept.get(key);
    if (old) {
      kept.delete(key);
      keptBytes -= sizeOf(old);
    }
    kept.set(key, entry);
    keptBytes += sizeOf(entry);
    for (const [oldest, value] of kept) {
      if (kept.size <= limits.maxEntries && keptBytes <= limits.maxBytes) break;
      kept.delete(oldest);
      keptBytes -= sizeOf(value);
    }
  };
  return {
    /** One render's places. */
    slots: (): RenderSlots => renderSlots(keptFor, keep),
    size: () => ({ entries: kept.size, bytes: keptBytes }),
  };
}

/**
 * The server's store: the chrome (a few storefronts times the paths it marks as current, in use on every page, so never
 * the least recently used) and the listings' cards (about 1.2 KB each: a catalogue's products times the storefronts
 * shoppers browse).
 */
const shared = createMarkupCache({ maxEntries: 10_000, maxBytes: 16 * 1024 * 1024 });

/** A render's places in the server's store (entry.server.tsx). */
export const markupSlots = (): RenderSlots => shared.slots();

/**
 * A value in a kept piece's key. Strings (most values; all of a card's) go in as they are behind their length, quicker
 * than JSON's escaping and as unambiguous; numbers, booleans and null as JSON, which has no `:` for them.
 */
const keyOf = (value: unknown) => (typeof value === 'string' ? `${value.length}:${value}` : JSON.stringify(value));

function renderSlots(keptFor: (key: string) => Kept | undefined, keep: (key: string, entry: Kept) => void): RenderSlots {
  const slots = new Map<number, Slot>();
  return {
    place(name: string, deps: readonly unknown[], render: (varying: string) => ReactNode, varying: string) {
      const values: unknown[] = [];
      const objects: unknown[] = [];
      for (const dep of deps) (typeof dep === 'object' && dep !== null ? objects : values).push(dep);
      const key = `${name} ${values.map(keyOf).join(' ')}`;
      const id = slots.size;
      const held = keptFor(key);
      if (held && held.objects.length === objects.length && held.objects.every((object, index) => object === objects[index])) {
        slots.set(id, { parts: held.parts, varying });
        return [null, markerElement('id', id), null];
      }
      slots.set(id, { key, objects, varying });
      return [markerElement('start', id), render(HOLE), markerElement('end', id)];
    },
    splice(page: Buffer<ArrayBuffer>): Buffer<ArrayBuffer> {
      const edits: PageEdit[] = [];
      // Places are written in the order they were rendered, so each is looked for after the last (a listing has dozens:
      // one search of the whole page each would cost more than the markup they save); one out of order is looked for
      // from the start.
      let from = 0;
      const find = (text: string) => {
        const at = page.indexOf(text, from);
        return at >= 0 ? at : page.indexOf(text);
      };
      for (const [id, slot] of slots) {
        if ('parts' in slot) {
          const held = marker('id', id);
          const at = find(held);
          if (at < 0) continue;
          edits.push({ start: at, end: at + held.length, bytes: filled(slot.parts, slot.varying) });
          from = at + held.length;
          continue;
        }
        const [open, close] = [marker('start', id), marker('end', id)];
        const start = find(open);
        const end = start < 0 ? -1 : page.indexOf(close, start);
        if (start < 0 || end < 0) continue;
        const parts = cut(Buffer.from(page.subarray(start + open.length, end)));
        if (!parts.some((part) => part.indexOf(PENDING_BOUNDARY) >= 0)) keep(slot.key, { objects: slot.objects, parts });
        from = end + close.length;
        edits.push({ start, end: from, bytes: filled(parts, slot.varying) });
      }
      return withEdits(page, edits);
    },
  };
}
