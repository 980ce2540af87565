import type { ContentBlock } from '@sockshop/core/content';
import { IMAGE_BREAKPOINT, type ImageHost, imageSources, placeholderUrl, queryImageUrl, storyblokImageUrl } from '@sockshop/core/images';

/** srcset, sizes and the blurred placeholder of one picture (Images). */
export interface ImageSources {
  srcSet?: string;
  sizes?: string;
  placeholder?: string;
}

/**
 * The product page's gallery as it is drawn (product.css): under the breakpoint the page's width less its gutters (16 px
 * a side), then the wider of two columns beside the details, about half the window, and from 1440 px a column the
 * page's maximum width holds at 694 px. `page-layout.spec.ts` checks the widths picked against the widths drawn.
 */
export const GALLERY_SIZES = `(max-width: ${IMAGE_BREAKPOINT - 1}px) calc(100vw - 32px), (max-width: 1439px) 50vw, 720px`;

// The search service's image host resizes what it serves, vectors included (an image CDN; the sandbox sizes its SVGs).
const PRODUCT_HOST: ImageHost = { format: queryImageUrl, vectors: true };

/** A product picture's sources at the product's widths and quality rule, with its width 90 quality 1 placeholder. */
export function productImageSources(src: string, sizes: string): ImageSources {
  return { ...imageSources(src, { ...PRODUCT_HOST, sizes }), placeholder: placeholderUrl(src, PRODUCT_HOST) };
}

/**
 * The content system's assets: Storyblok's image service resizes by path (`/m/{w}x0/filters:quality(q)`) and leaves
 * vectors alone; any other asset host (the sandbox's content service) reads `?w=&q=` and sizes its SVGs.
 */
function contentHost(src: string): ImageHost {
  let host = '';
  try {
    host = new URL(src, 'http://localhost').hostname;
  } catch {}
  return host.endsWith('storyblok.com') ? { format: storyblokImageUrl } : { format: queryImageUrl, vectors: true };
}

export function contentImageSources(src: string, sizes: string): ImageSources {
  const host = contentHost(src);
  const sources = imageSources(src, { ...host, sizes });
  return sources ? { ...sources, placeholder: placeholderUrl(src, host) } : {};
}

/**
 * How wide each picture block shows its picture. Heroes span the page below the breakpoint and take the narrower of two
 * columns above it (`1.2fr 1fr` in blocks.css: 1/2.2 of the page, 46vw at most); promos sit in a column beside their text.
 * The browser picks a width by these before it lays the page out: a wide screen given `100vw` fetched the 1920 px hero
 * for a 655 px column (tests/e2e/page-layout.spec.ts checks the widths picked against the widths drawn).
 */
const CONTENT_SIZES = {
  hero: `(max-width: ${IMAGE_BREAKPOINT - 1}px) 100vw, 46vw`,
  promo: `(max-width: ${IMAGE_BREAKPOINT - 1}px) 100vw, 50vw`,
} as const;

/**
 * The sources (widths, quality, blurred placeholder) of a page's content pictures: on the server with the page
 * (content-pages/page-blocks.server.ts), so the builder stays out of the browser's first load, and in the editor's
 * preview for the live story (preview/story-blocks.ts). The blocks carry them as they go.
 */
export function withContentImageSources(blocks: ContentBlock[]): ContentBlock[] {
  return blocks.map((block) => {
    if ((block.component !== 'hero' && block.component !== 'promo') || !block.image?.filename) return block;
    return { ...block, image: { ...block.image, ...contentImageSources(block.image.filename, CONTENT_SIZES[block.component]) } };
  });
}
