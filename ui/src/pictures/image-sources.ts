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
