import type { RichTextNode } from '../content.wire.js';

// Builders for Storyblok rich text (docs/protocols.md "Content"), so seeds read like the page they make.
type Inline = RichTextNode | string;
const inline = (nodes: Inline[]): RichTextNode[] => nodes.map((n) => (typeof n === 'string' ? { type: 'text', text: n } : n));

export const doc = (...content: RichTextNode[]): RichTextNode => ({ type: 'doc', content });
export const p = (...content: Inline[]): RichTextNode => ({ type: 'paragraph', content: inline(content) });
export const h = (level: number, text: string): RichTextNode => ({ type: 'heading', attrs: { level }, content: inline([text]) });
export const bold = (text: string): RichTextNode => ({ type: 'text', text, marks: [{ type: 'bold' }] });
export const italic = (text: string): RichTextNode => ({ type: 'text', text, marks: [{ type: 'italic' }] });
export const ul = (...items: Inline[]): RichTextNode => ({
  type: 'bullet_list',
  content: items.map((item) => ({ type: 'list_item', content: [p(item)] })),
});

/** A link mark; `linktype: 'story'` links carry the target's uuid in `uuid` as the CDN does. */
export function link(text: string, href: string, linktype: 'url' | 'story' | 'email' = 'url'): RichTextNode {
  const target = href.startsWith('http') ? '_blank' : '_self';
  return { type: 'text', text, marks: [{ type: 'link', attrs: { href, linktype, target, anchor: null, uuid: null } }] };
}

/** Several paragraphs from plain strings. */
export const paragraphs = (...texts: string[]): RichTextNode => doc(...texts.map((t) => p(t)));
