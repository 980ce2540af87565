import type { ContentBlock } from '@sockshop/core/content';
import { IMAGE_BREAKPOINT } from '@sockshop/core/images';
import { contentImageSources } from './image-sources';

/** How wide each picture block shows its picture: heroes span the page, promos sit in a column beside their text. */
const SIZES = { hero: '100vw', promo: `(max-width: ${IMAGE_BREAKPOINT - 1}px) 100vw, 50vw` } as const;

/**
 * The sources (widths, quality, blurred placeholder) of a page's content pictures, worked out on the server
 * with the page, so the builder stays out of the browser's first load; the blocks carry them as they go.
 */
export function withImageSources(blocks: ContentBlock[]): ContentBlock[] {
  return blocks.map((block) => {
    if ((block.component !== 'hero' && block.component !== 'promo') || !block.image?.filename) return block;
    return { ...block, image: { ...block.image, ...contentImageSources(block.image.filename, SIZES[block.component]) } };
  });
}
