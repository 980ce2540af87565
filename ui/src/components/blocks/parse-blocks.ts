import { type ContentBlock, ContentBlockSchema, type RichTextNode } from '@sockshop/core/content';
import { MAX_BLOCK_NESTING } from './block-nesting.js';

/** Told about each block that was skipped, so the page can log it. */
export type OnInvalidBlock = (block: unknown, reason: string) => void;

// Hostile content must not blow the stack (the renderer stops at the same depth).
const MAX_DOC_DEPTH = 40;

/**
 * A page story's `body` (untrusted) checked block by block with core's schemas, on the server (zod stays out
 * of the browser). Unknown or invalid blocks are skipped, never fatal; blocks nested in rich text are checked the same
 * way down to the depth the renderer shows, deeper ones are dropped. BlockList renders the result as it is.
 */
export function parseBlocks(body: unknown, onInvalid?: OnInvalidBlock): ContentBlock[] {
  return parseList(body, 0, onInvalid);
}

function parseList(list: unknown, depth: number, onInvalid: OnInvalidBlock | undefined): ContentBlock[] {
  if (!Array.isArray(list)) return [];
  return list.flatMap((raw) => {
    const parsed = ContentBlockSchema.safeParse(raw);
    if (!parsed.success) {
      onInvalid?.(raw, parsed.error.issues[0]?.message ?? 'invalid block');
      return [];
    }
    return [withNestedBlocks(parsed.data, depth, onInvalid)];
  });
}

function withNestedBlocks(block: ContentBlock, depth: number, onInvalid: OnInvalidBlock | undefined): ContentBlock {
  const doc = (node: RichTextNode) => parseDoc(node, depth, onInvalid, 0);
  switch (block.component) {
    case 'accordion':
      return { ...block, items: block.items.map((item) => ({ ...item, body: doc(item.body) })) };
    case 'faq':
      return { ...block, questions: block.questions.map((question) => ({ ...question, answer: doc(question.answer) })) };
    case 'rich_text':
      return { ...block, body: doc(block.body) };
    default:
      return block;
  }
}

function parseDoc(node: RichTextNode, depth: number, onInvalid: OnInvalidBlock | undefined, docDepth: number): RichTextNode {
  if (node.type === 'blok') {
    const nested = depth < MAX_BLOCK_NESTING ? parseList(node.attrs?.body, depth + 1, onInvalid) : [];
    return { ...node, attrs: { ...node.attrs, body: nested } };
  }
  if (!node.content || docDepth >= MAX_DOC_DEPTH) return node;
  return { ...node, content: node.content.map((child) => parseDoc(child, depth, onInvalid, docDepth + 1)) };
}
