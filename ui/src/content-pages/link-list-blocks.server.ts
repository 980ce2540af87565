import type { RichTextNode } from '@sockshop/core/content';

// Pages the shop makes from its own data (the storefront menu, the FAQ's section links) are written as content rich
// text: the block list the catch-all route already renders shows them as server-rendered HTML, so they add no code to
// the browser's first load (the product's budgets). Links under `/_default/` become the shopper's storefront as content
// links do (RichTextView).

export interface LinkItem {
  text: string;
  /** null: shown as text, not a link (a disabled entry, or the page the shopper is on). */
  href: string | null;
  /** Drawn in bold (a highlighted submenu link). */
  strong?: boolean;
}

const marksOf = (item: LinkItem): NonNullable<RichTextNode['marks']> => [
  ...(item.href ? [{ type: 'link', attrs: { href: item.href, linktype: 'url', target: '_self', anchor: null, uuid: null } }] : []),
  ...(item.strong ? [{ type: 'bold' }] : []),
];

export const inlineLink = (item: LinkItem): RichTextNode => {
  const marks = marksOf(item);
  return { type: 'text', text: item.text, ...(marks.length > 0 ? { marks } : {}) };
};

export const paragraph = (...content: RichTextNode[]): RichTextNode => ({ type: 'paragraph', content });

export const heading = (level: 2 | 3, ...content: RichTextNode[]): RichTextNode => ({ type: 'heading', attrs: { level }, content });

export const linkList = (items: readonly LinkItem[]): RichTextNode => ({
  type: 'bullet_list',
  content: items.map((item) => ({ type: 'list_item', content: [paragraph(inlineLink(item))] })),
});

/** A raw `rich_text` block, to go through the page's own block checks (pageBlocksOf) like a story's. */
export const richTextBlock = (uid: string, ...content: RichTextNode[]) => ({
  _uid: uid,
  component: 'rich_text',
  body: { type: 'doc', content },
});
