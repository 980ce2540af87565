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

/** A lazily loaded image with intrinsic size (no layout shift); an unsafe src renders nothing. */
export function Picture({ image, className, eager = false }: { image: ImageData; className?: string; eager?: boolean }) {
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
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
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
