import type { RichTextNode } from '@sockshop/core/content';
import { PRERENDERED } from './prerendered.js';

const EMPTY_DOC: RichTextNode = { type: 'doc', content: [] };
const MAX_DEPTH = 64;

/**
 * Content as it came from the content system, with every rich text document typed as the server's own prerendered HTML
 * replaced by an empty document, however deep in blocks and bloks. Only rich-text-html.server.tsx may make that type:
 * the browser injects its HTML as it is (RichTextView), so one typed by a content author would be markup no rule checked.
 */
export function withoutForgedMarkup<T>(value: T, depth = 0): T {
  if (depth > MAX_DEPTH || typeof value !== 'object' || value === null) return depth > MAX_DEPTH ? (null as T) : value;
  if (Array.isArray(value)) return value.map((item) => withoutForgedMarkup(item, depth + 1)) as T;
  if ((value as { type?: unknown }).type === PRERENDERED) return EMPTY_DOC as T;
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, withoutForgedMarkup(item, depth + 1)])) as T;
}
