import type { ContentBlock } from '@sockshop/core/content';
import type { ReactNode } from 'react';
import type { RenderBlok } from '../rich-text/RichText.js';
import { AccordionBlock } from './AccordionBlock.js';
import { BlurbBlock } from './BlurbBlock.js';
import type { BlockContext } from './block-context.js';
import { MAX_BLOCK_NESTING } from './block-nesting.js';
import { FaqBlock } from './FaqBlock.js';
import { HeroBlock } from './HeroBlock.js';
import { NewsletterBlock } from './NewsletterBlock.js';
import { ProductListBlock } from './ProductListBlock.js';
import { PromoBlock } from './PromoBlock.js';
import { RichTextBlock } from './RichTextBlock.js';
import { SocialLinksBlock } from './SocialLinksBlock.js';
import { VideoBlock } from './VideoBlock.js';

export type { BlockContext } from './block-context.js';

export interface BlockListProps extends BlockContext {
  /** A page's blocks, already checked on the server (`parseBlocks`, content-pages/page-blocks.server.ts): no schema runs here. */
  blocks: readonly ContentBlock[];
}

/** The blocks of a page in order. */
export function BlockList({ blocks, ...ctx }: BlockListProps) {
  // Only the first hero may carry the page's h1.
  const firstHero = blocks.findIndex((block) => block.component === 'hero');
  return (
    <>
      {blocks.map((block, index) =>
        renderBlock(block, `${index}`, { ...ctx, heroAsPageTitle: ctx.heroAsPageTitle && index === firstHero }, 0),
      )}
    </>
  );
}

function renderBlock(block: ContentBlock, key: string, ctx: BlockContext, depth: number): ReactNode {
  // Nested blocks come out of rich text as plain records; parseBlocks checked them down to this depth.
  const renderBlok: RenderBlok | undefined =
    depth < MAX_BLOCK_NESTING
      ? (blok, blokKey) => renderBlock(blok as unknown as ContentBlock, blokKey, { ...ctx, heroAsPageTitle: false }, depth + 1)
      : undefined;
  return <Block key={`${key}-${block._uid}`} block={block} ctx={ctx} renderBlok={renderBlok} />;
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
    default:
      // Every component has its case (the build breaks otherwise); anything else renders nothing.
      block satisfies never;
      return null;
  }
}
