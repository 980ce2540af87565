import { type ContentBlock, ContentBlockSchema, HeroBlockSchema } from '@sockshop/core/content';
import type { ReactNode } from 'react';
import type { RenderBlok } from '../rich-text/RichText.js';
import { AccordionBlock } from './AccordionBlock.js';
import { BlurbBlock } from './BlurbBlock.js';
import type { BlockContext } from './block-context.js';
import { FaqBlock } from './FaqBlock.js';
import { HeroBlock } from './HeroBlock.js';
import { NewsletterBlock } from './NewsletterBlock.js';
import { ProductListBlock } from './ProductListBlock.js';
import { PromoBlock } from './PromoBlock.js';
import { RichTextBlock } from './RichTextBlock.js';
import { SocialLinksBlock } from './SocialLinksBlock.js';
import { VideoBlock } from './VideoBlock.js';

export type { BlockContext, NewsletterStatus } from './block-context.js';

export interface BlockListProps extends BlockContext {
  /** A page story's `body`: untrusted, each block is checked on its own. */
  blocks: unknown;
  /** Told about each block that was skipped, so the page can log it. */
  onInvalidBlock?: (block: unknown, reason: string) => void;
}

// Blocks inside rich text inside blocks: one level is a feature, more is a loop in the content.
const MAX_NESTING = 2;

/** The blocks of a page in order; unknown or invalid ones are skipped, never fatal. */
export function BlockList({ blocks, onInvalidBlock, ...ctx }: BlockListProps) {
  if (!Array.isArray(blocks)) return null;
  // Only the first hero may carry the page's h1.
  const firstHero = blocks.findIndex((raw) => HeroBlockSchema.safeParse(raw).success);
  return (
    <>
      {blocks.map((raw, index) =>
        renderRaw(raw, `${index}`, { ...ctx, heroAsPageTitle: ctx.heroAsPageTitle && index === firstHero }, 0, onInvalidBlock),
      )}
    </>
  );
}

function renderRaw(raw: unknown, key: string, ctx: BlockContext, depth: number, onInvalid: BlockListProps['onInvalidBlock']): ReactNode {
  const parsed = ContentBlockSchema.safeParse(raw);
  if (!parsed.success) {
    onInvalid?.(raw, parsed.error.issues[0]?.message ?? 'invalid block');
    return null;
  }
  const renderBlok: RenderBlok | undefined =
    depth < MAX_NESTING ? (blok, blokKey) => renderRaw(blok, blokKey, { ...ctx, heroAsPageTitle: false }, depth + 1, onInvalid) : undefined;
  return <Block key={`${key}-${parsed.data._uid}`} block={parsed.data} ctx={ctx} renderBlok={renderBlok} />;
}

function Block({ block, ctx, renderBlok }: { block: ContentBlock; ctx: BlockContext; renderBlok: RenderBlok | undefined }) {
  switch (block.component) {
    case 'hero':
      return <HeroBlock block={block} ctx={ctx} />;
    case 'promo':
      return <PromoBlock block={block} ctx={ctx} />;
    case 'product_list':
      return <ProductListBlock block={block} ctx={ctx} />;
    case 'blurb':
      return <BlurbBlock block={block} />;
    case 'accordion':
      return <AccordionBlock block={block} renderBlok={renderBlok} />;
    case 'newsletter':
      return <NewsletterBlock block={block} ctx={ctx} />;
    case 'faq':
      return <FaqBlock block={block} renderBlok={renderBlok} />;
    case 'social_links':
      return <SocialLinksBlock block={block} ctx={ctx} />;
    case 'video':
      return <VideoBlock block={block} ctx={ctx} />;
    case 'rich_text':
      return <RichTextBlock block={block} renderBlok={renderBlok} />;
    default: {
      const unhandled: never = block;
      return unhandled;
    }
  }
}
