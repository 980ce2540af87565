import { safeMediaSrc } from './safe-url.js';

export interface ImageData {
  src: string;
  alt: string;
  width: number;
  height: number;
  /** Already built by the caller's srcset builder (spec §9 image widths). */
  srcSet?: string;
  sizes?: string;
}

/**
 * How an image loads. `lazy` (the default) waits until it nears the viewport; `eager` loads with the page; `priority`
 * is the page's largest paint (hero, first product cards, main product picture): eager, `fetchpriority="high"`, and
 * React's server renderer turns exactly such an image into `<link rel="preload" as="image" imagesrcset imagesizes
 * fetchpriority="high">` at the top of <head>, so the browser fetches it before the module scripts.
 */
export type ImageLoading = 'lazy' | 'eager' | 'priority';

/** An image with intrinsic size (no layout shift), lazily loaded unless told otherwise; an unsafe src renders nothing. */
export function Picture({ image, className, loading = 'lazy' }: { image: ImageData; className?: string; loading?: ImageLoading }) {
  const src = safeMediaSrc(image.src);
  if (src === undefined) return null;
  const srcSet = safeSrcSet(image.srcSet);
  return (
    <img
      className={className}
      src={src}
      srcSet={srcSet}
      sizes={srcSet ? image.sizes : undefined}
      alt={image.alt}
      width={image.width}
      height={image.height}
      loading={loading === 'lazy' ? 'lazy' : 'eager'}
      fetchPriority={loading === 'priority' ? 'high' : undefined}
      // The largest paint is left to the browser's default decoding; the others never hold a frame back.
      decoding={loading === 'priority' ? undefined : 'async'}
    />
  );
}

/** A srcset passes only if every candidate URL passes the media allow-list; otherwise the plain src serves. */
function safeSrcSet(srcSet: string | undefined): string | undefined {
  if (!srcSet) return undefined;
  const candidates = srcSet.split(/,\s+/).map((candidate) => candidate.trim().split(/\s+/)[0]);
  return candidates.every((url) => safeMediaSrc(url) !== undefined) ? srcSet : undefined;
}

/** Storyblok asset URLs carry their size as a path segment (`/f/123/1920x1080/abc/name.jpg`). */
export function assetSize(filename: string, fallback: { width: number; height: number }): { width: number; height: number } {
  const match = /\/(\d{1,5})x(\d{1,5})\//.exec(filename);
  if (!match) return fallback;
  const width = Number(match[1]);
  const height = Number(match[2]);
  return width > 0 && height > 0 ? { width, height } : fallback;
}
