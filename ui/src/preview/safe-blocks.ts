import type { ContentBlock, RichTextNode } from '@sockshop/core/content';
import { PRERENDERED } from '../components/rich-text/prerendered';

const EMPTY: RichTextNode = { type: 'doc', content: [] };
const MAX_DEPTH = 40;

/**
 * Blocks from the editor's message (the bridge's `input`), made as safe as the server's: a rich text document typed as the
 * server's prerendered HTML would be injected as it is (RichTextView), so any such document, however deep in nested bloks,
 * becomes empty. Everything else renders through RichText's own element and URL rules, as the server path does.
 */
export function withoutMarkup(blocks: readonly ContentBlock[], depth = 0): ContentBlock[] {
  return blocks.map((block) => safeBlock(block, depth));
}

function safeBlock(block: ContentBlock, depth: number): ContentBlock {
  const doc = (node: RichTextNode) => safeDoc(node, depth);
  switch (block.component) {
    case 'rich_text':
      return { ...block, body: doc(block.body) };
    case 'accordion':
      return { ...block, items: block.items.map((item) => ({ ...item, body: doc(item.body) })) };
    case 'faq':
      return { ...block, questions: block.questions.map((q) => ({ ...q, answer: doc(q.answer) })) };
    default:
      return block;
  }
}

function safeDoc(node: RichTextNode, depth: number): RichTextNode {
  if (!node || node.type === PRERENDERED || depth > MAX_DEPTH) return EMPTY;
  return safeNode(node, depth, 0);
}

function safeNode(node: RichTextNode, depth: number, level: number): RichTextNode {
  if (node.type === 'blok') {
    const body = Array.isArray(node.attrs?.body) ? (node.attrs.body as ContentBlock[]) : [];
    return { ...node, attrs: { ...node.attrs, body: depth < MAX_DEPTH ? withoutMarkup(body, depth + 1) : [] } };
  }
  if (!Array.isArray(node.content) || level >= MAX_DEPTH) return { ...node, content: [] };
  return { ...node, content: node.content.map((child) => safeNode(child, depth, level + 1)) };
}
