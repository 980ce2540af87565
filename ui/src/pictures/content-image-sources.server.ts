import type { ContentBlock } from '@sockshop/core/content';
import { IMAGE_BREAKPOINT } from '@sockshop/core/images';
import { contentImageSources } from './image-sources';

/**
 * How wide each picture block shows its picture. Heroes span the page below the breakpoint and take the narrower of two
 * columns above it (`1.2fr 1fr` in blocks.css: 1/2.2 of the page, 46vw at most); promos sit in a column beside their text.
 * The browser picks a width by these before it lays the page out: a wide screen given `100vw` fetched the 1920 px hero
 * for a 655 px column (tests/e2e/page-layout.spec.ts checks the widths picked against the widths drawn).
 */
const SIZES = {
  hero: `(max-width: ${IMAGE_BREAKPOINT - 1}px) 100vw, 46vw`,
  promo: `(max-width: ${IMAGE_BREAKPOINT - 1}px) 100vw, 50vw`,
} as const;

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
