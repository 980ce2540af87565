import type { RichTextNode } from '@sockshop/core/content';
import type { ReactNode } from 'react';
import { assetSize } from '../shared/asset-size.js';
import { safeMediaSrc } from '../shared/safe-url.js';
import { applyMarks } from './rich-text-marks.js';

/** Renders a `blok` node's components (Storyblok's `attrs.body`); without it they are left out. */
export type RenderBlok = (blok: Record<string, unknown>, key: string) => ReactNode;

export interface RichTextProps {
  doc: RichTextNode | null | undefined;
  renderBlok?: RenderBlok;
  /** The smallest heading level content may use; the page owns h1. */
  minHeadingLevel?: 2 | 3 | 4 | 5 | 6;
  className?: string;
}

// Hostile or broken content must not blow the stack or the page.
export const MAX_DEPTH = 40;
export const MAX_CHILDREN = 500;

/**
 * Storyblok rich text (docs/protocols.md) to React elements. Nothing is injected as HTML: text is
 * escaped by React, element names come from a fixed map, and only a few attributes pass, each checked.
 */
export function RichText({ doc, renderBlok, minHeadingLevel = 2, className = 'rich-text' }: RichTextProps) {
  if (!isNode(doc)) return null;
  const ctx: Ctx = { renderBlok, minHeadingLevel };
  return <div className={className}>{renderNode(doc, ctx, 'r', 0)}</div>;
}

interface Ctx {
  renderBlok: RenderBlok | undefined;
  minHeadingLevel: number;
}

function isNode(value: unknown): value is RichTextNode {
  return typeof value === 'object' && value !== null && typeof (value as RichTextNode).type === 'string';
}

function children(node: RichTextNode, ctx: Ctx, key: string, depth: number): ReactNode[] {
  if (!Array.isArray(node.content) || depth >= MAX_DEPTH) return [];
  return node.content.slice(0, MAX_CHILDREN).map((child, i) => (isNode(child) ? renderNode(child, ctx, `${key}.${i}`, depth + 1) : null));
}

function renderNode(node: RichTextNode, ctx: Ctx, key: string, depth: number): ReactNode {
  const kids = () => children(node, ctx, key, depth);
  const attrs = typeof node.attrs === 'object' && node.attrs !== null ? node.attrs : {};
  switch (node.type) {
    case 'doc':
      return kids();
    case 'text':
      return typeof node.text === 'string' ? applyMarks(node.text, node.marks, key) : null;
    case 'paragraph':
      return <p key={key}>{kids()}</p>;
    case 'heading': {
      const Tag = `h${headingLevel(attrs.level, ctx.minHeadingLevel)}` as 'h2';
      return <Tag key={key}>{kids()}</Tag>;
    }
    case 'bullet_list':
      return <ul key={key}>{kids()}</ul>;
    case 'ordered_list': {
      const start = Number(attrs.order);
      return (
        <ol key={key} start={Number.isInteger(start) && start > 1 && start < 1e6 ? start : undefined}>
          {kids()}
        </ol>
      );
    }
    case 'list_item':
      return <li key={key}>{kids()}</li>;
    case 'blockquote':
      return <blockquote key={key}>{kids()}</blockquote>;
    case 'code_block':
      return (
        <pre key={key}>
          <code>{plainText(node, depth)}</code>
        </pre>
      );
    case 'horizontal_rule':
      return <hr key={key} />;
    case 'hard_break':
      return <br key={key} />;
    case 'image':
      return renderImage(attrs, key);
    case 'emoji':
      return typeof attrs.emoji === 'string' ? attrs.emoji : typeof attrs.name === 'string' ? attrs.name : null;
    case 'blok':
      return renderBloks(attrs.body, ctx, key);
    default:
      // Unknown node types keep their words, never their markup.
      return plainText(node, depth) || null;
  }
}

function headingLevel(level: unknown, min: number): number {
  const n = Math.trunc(Number(level));
  return Math.min(6, Math.max(min, Number.isFinite(n) ? n : min));
}

function renderImage(attrs: Record<string, unknown>, key: string): ReactNode {
  const src = safeMediaSrc(attrs.src);
  if (src === undefined) return null;
  const size = assetSize(src, { width: 0, height: 0 });
  return (
    <img
      key={key}
      src={src}
      alt={typeof attrs.alt === 'string' ? attrs.alt : ''}
      title={typeof attrs.title === 'string' && attrs.title !== '' ? attrs.title : undefined}
      width={size.width || undefined}
      height={size.height || undefined}
      loading="lazy"
      decoding="async"
    />
  );
}

function renderBloks(body: unknown, ctx: Ctx, key: string): ReactNode {
  if (!ctx.renderBlok || !Array.isArray(body)) return null;
  return body
    .slice(0, MAX_CHILDREN)
    .filter((blok): blok is Record<string, unknown> => typeof blok === 'object' && blok !== null)
    .map((blok, i) => ctx.renderBlok!(blok, `${key}.b${i}`));
}

/** The text of a node and its descendants, for code blocks and unknown node types. */
function plainText(node: RichTextNode, depth = 0): string {
  if (typeof node.text === 'string') return node.text;
  if (!Array.isArray(node.content) || depth >= MAX_DEPTH) return '';
  return node.content
    .slice(0, MAX_CHILDREN)
    .map((child) => (isNode(child) ? plainText(child, depth + 1) : ''))
    .join('');
}
