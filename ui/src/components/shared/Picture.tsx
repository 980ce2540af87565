import { useCallback, useState } from 'react';
import { safeMediaSrc } from './safe-url.js';

export interface ImageData {
  src: string;
  alt: string;
  width: number;
  height: number;
  /** Already built by the caller's srcset builder (image widths). */
  srcSet?: string;
  sizes?: string;
  /**
   * The blurred placeholder (width 90, quality 1), shown behind the picture until it has loaded. Not under the
   * page's largest paint (`loading="priority"`): that picture is preloaded and painted as soon as it has loaded, and a
   * placeholder would only share the connection with it (the frame stays, so the layout is the same).
   */
  placeholder?: string;
}

/**
 * How an image loads. `lazy` (the default) waits until it nears the viewport; `eager` loads with the page; `priority`
 * is the page's largest paint (hero, first product cards, main product picture): eager, `fetchpriority="high"`, and
 * React's server renderer turns exactly such an image into `<link rel="preload" as="image" imagesrcset imagesizes
 * fetchpriority="high">` at the top of <head>, so the browser fetches it before the module scripts.
 */
export type ImageLoading = 'lazy' | 'eager' | 'priority';

/** A neutral grey square in place of a picture that cannot be loaded: no broken-image icon, the same box. */
export const FALLBACK_IMAGE =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 1 1'%3E%3Crect width='1' height='1' fill='%23ececec'/%3E%3C/svg%3E";

/**
 * An image with intrinsic size (no layout shift), lazily loaded unless told otherwise; an unsafe src renders nothing.
 * The placeholder needs no script: a small blurred image (CSS) under the picture, which covers it once it has loaded
 * (no style attribute, which the Content-Security-Policy forbids). A picture that fails, before or after hydration,
 * turns into the neutral fallback with its alt text kept.
 */
export function Picture({ image, className, loading = 'lazy' }: { image: ImageData; className?: string; loading?: ImageLoading }) {
  const [failed, setFailed] = useState(false);
  // Broken before React was there to hear it: decode() rejects only for a broken picture.
  const check = useCallback((img: HTMLImageElement | null) => {
    if (img?.complete && img.currentSrc && img.currentSrc !== FALLBACK_IMAGE) img.decode().catch(() => setFailed(true));
  }, []);
  const src = safeMediaSrc(image.src);
  if (src === undefined) return null;
  const srcSet = failed ? undefined : safeSrcSet(image.srcSet);
  const placeholder = image.placeholder ? safeMediaSrc(image.placeholder) : undefined;
  const picture = (
    <img
      ref={check}
      className={failed ? `${className ?? ''} picture--failed`.trim() : className}
      src={failed ? FALLBACK_IMAGE : src}
      srcSet={srcSet}
      sizes={srcSet ? sizesFor(image.sizes, loading) : undefined}
      alt={image.alt}
      width={image.width}
      height={image.height}
      loading={loading === 'lazy' ? 'lazy' : 'eager'}
      fetchPriority={loading === 'priority' ? 'high' : undefined}
      // The largest paint is left to the browser's default decoding; the others never hold a frame back.
      // A lazy picture decodes when it nears the viewport, long after the first paint: the hint would only cost bytes
      // (64 a listing); an eager one must not hold up the paint of the text around it.
      decoding={loading === 'eager' ? 'async' : undefined}
      onError={() => setFailed(true)}
    />
  );
  if (!placeholder) return picture;
  return (
    <span className="picture">
      {loading === 'priority' ? null : (
        <img
          className="picture__placeholder"
          src={placeholder}
          alt=""
          aria-hidden="true"
          decoding="async"
          loading={loading === 'lazy' ? 'lazy' : 'eager'}
        />
      )}
      {picture}
    </span>
  );
}

/**
 * `sizes="auto,…"` (the width the picture is laid out at) is for lazy pictures only: an eager one, and the preload React
 * makes of a priority one, take the rest of the list, which is then all it may say (HTML: auto needs loading=lazy).
 */
function sizesFor(sizes: string | undefined, loading: ImageLoading): string | undefined {
  return loading === 'lazy' ? sizes : sizes?.replace('auto,', '');
}

/** A srcset passes only if every candidate URL passes the media allow-list; otherwise the plain src serves. */
function safeSrcSet(srcSet: string | undefined): string | undefined {
  if (!srcSet) return undefined;
  const candidates = srcSet.split(/,\s+/).map((candidate) => candidate.trim().split(/\s+/)[0]);
  return candidates.every((url) => safeMediaSrc(url) !== undefined) ? srcSet : undefined;
}
