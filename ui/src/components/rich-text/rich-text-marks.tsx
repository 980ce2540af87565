import { isExternalLink } from '@sockshop/core/routing';
import type { ReactNode } from 'react';
import { safeHref } from '../shared/safe-url.js';
import { useLocalisedHref } from '../shared/storefront-href.js';

export interface Mark {
  type: string;
  attrs?: Record<string, unknown>;
}

/** Wraps text in its marks, innermost first. Unknown marks (textStyle, styled, …) add nothing: no style attribute may appear. */
export function applyMarks(text: ReactNode, marks: unknown, key: string): ReactNode {
  if (!Array.isArray(marks)) return text;
  return marks.slice(0, 16).reduce<ReactNode>((inner, mark, index) => wrap(inner, mark, `${key}m${index}`), text);
}

function wrap(inner: ReactNode, mark: unknown, key: string): ReactNode {
  if (typeof mark !== 'object' || mark === null) return inner;
  const { type, attrs } = mark as Mark;
  switch (type) {
    case 'bold':
      return <strong key={key}>{inner}</strong>;
    case 'italic':
      return <em key={key}>{inner}</em>;
    case 'strike':
      return <s key={key}>{inner}</s>;
    case 'underline':
      return <u key={key}>{inner}</u>;
    case 'code':
      return <code key={key}>{inner}</code>;
    case 'superscript':
      return <sup key={key}>{inner}</sup>;
    case 'subscript':
      return <sub key={key}>{inner}</sub>;
    case 'highlight':
      return <mark key={key}>{inner}</mark>;
    case 'link':
      return <RichLink key={key} attrs={attrs} inner={inner} />;
    case 'anchor': {
      const id = safeId(attrs?.id);
      return id ? (
        <span key={key} id={id}>
          {inner}
        </span>
      ) : (
        inner
      );
    }
    default:
      return inner;
  }
}

function RichLink({ attrs, inner }: { attrs: Record<string, unknown> | undefined; inner: ReactNode }) {
  const href = useLocalisedHref(safeHref(linkTarget(attrs)));
  if (href === undefined) return <>{inner}</>;
  const external = isExternalLink(href);
  const newTab = attrs?.target === '_blank';
  return (
    <a href={href} target={newTab ? '_blank' : undefined} rel={external || newTab ? 'noopener noreferrer' : undefined}>
      {inner}
    </a>
  );
}

/** Storyblok link attrs: `href`, `linktype` (url, story, email, asset) and an optional `anchor`. */
function linkTarget(attrs: Record<string, unknown> | undefined): string | undefined {
  if (!attrs || typeof attrs.href !== 'string') return undefined;
  let href = attrs.href.trim();
  if (attrs.linktype === 'email' && href !== '' && !/^mailto:/i.test(href)) href = `mailto:${href}`;
  if (attrs.linktype === 'story' && href !== '' && !href.startsWith('/') && !href.startsWith('#')) href = `/${href}`;
  const anchor = safeId(attrs.anchor);
  if (anchor && !href.includes('#')) href = `${href}#${anchor}`;
  return href;
}

/** An id or fragment made of safe characters only. */
function safeId(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const id = value.trim();
  return /^[A-Za-z][\w:.-]{0,99}$/.test(id) ? id : undefined;
}
