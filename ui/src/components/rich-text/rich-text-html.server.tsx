import type { ContentBlock, RichTextNode } from '@sockshop/core/content';
import { renderToStaticMarkup } from 'react-dom/server';
import { withoutForgedMarkup } from './forged-markup.server.js';
import { PRERENDERED } from './prerendered.js';
import { MAX_CHILDREN, MAX_DEPTH, RichText } from './RichText.js';

/**
 * Rich text becomes HTML here, on the server, with RichText's own rules (the same element
 * map, attribute and URL checks), so the browser gets markup to keep and neither the renderer nor its rules ship.
 * Top-level `blok` nodes stay nodes: their components are React's. A document with a blok deeper down (which the
 * editor does not make) is left as it is, and the browser renders it with RichText, loaded then.
 */
export function prerenderRichText(given: RichTextNode | null | undefined, minHeadingLevel: 2 | 3): RichTextNode | null | undefined {
  const doc = withoutForgedMarkup(given);
  if (!isNode(doc)) return doc;
  if (doc.type !== 'doc') return hasBlok(doc, 0) ? doc : { type: PRERENDERED, content: [htmlNode(doc, minHeadingLevel)] };
  const top = (Array.isArray(doc.content) ? doc.content : []).slice(0, MAX_CHILDREN).filter(isNode);
  if (top.some((node) => node.type !== 'blok' && hasBlok(node, 1))) return doc;
  const parts: RichTextNode[] = [];
  let run: RichTextNode[] = [];
  const flush = () => {
    if (run.length > 0) parts.push(htmlNode({ type: 'doc', content: run }, minHeadingLevel));
    run = [];
  };
  for (const node of top) {
    if (node.type !== 'blok') {
      run.push(node);
      continue;
    }
    flush();
    const body = Array.isArray(node.attrs?.body) ? node.attrs.body : [];
    const bloks = body.slice(0, MAX_CHILDREN).filter((blok): blok is Record<string, unknown> => typeof blok === 'object' && blok !== null);
    parts.push({ type: 'blok', attrs: { body: bloks.map((blok) => prerenderBlock(blok as unknown as ContentBlock)) } });
  }
  flush();
  return { type: PRERENDERED, content: parts };
}

/** A page block with its rich text (and that of blocks nested in it) turned into HTML; other blocks as they are. */
export function prerenderBlock(block: ContentBlock): ContentBlock {
  switch (block.component) {
    case 'rich_text':
      return { ...block, body: prerenderRichText(block.body, 2) ?? block.body };
    case 'accordion':
      return { ...block, items: block.items.map((item) => ({ ...item, body: prerenderRichText(item.body, 3) ?? item.body })) };
    case 'faq':
      return { ...block, questions: block.questions.map((q) => ({ ...q, answer: prerenderRichText(q.answer, 3) ?? q.answer })) };
    default:
      return block;
  }
}

const WRAPPER = 'prerender';

/** RichText's markup without its wrapper element, which the browser's component renders itself. */
function htmlNode(doc: RichTextNode, minHeadingLevel: 2 | 3): RichTextNode {
  const html = renderToStaticMarkup(<RichText doc={doc} minHeadingLevel={minHeadingLevel} className={WRAPPER} />);
  const open = `<div class="${WRAPPER}">`;
  return { type: 'html', text: html.startsWith(open) && html.endsWith('</div>') ? html.slice(open.length, -'</div>'.length) : '' };
}

function isNode(value: unknown): value is RichTextNode {
  return typeof value === 'object' && value !== null && typeof (value as RichTextNode).type === 'string';
}

function hasBlok(node: RichTextNode, depth: number): boolean {
  if (node.type === 'blok') return true;
  if (!Array.isArray(node.content) || depth >= MAX_DEPTH) return false;
  return node.content.slice(0, MAX_CHILDREN).some((child) => isNode(child) && hasBlok(child, depth + 1));
}
