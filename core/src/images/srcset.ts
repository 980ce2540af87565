/** Responsive image widths, qualities and limits. */
export const IMAGE_WIDTHS = [320, 720, 1024, 1920, 3840] as const;
export const MAX_IMAGE_WIDTH = 3840;
export const DEFAULT_IMAGE_QUALITY = 60;
export const PLACEHOLDER_IMAGE = { width: 90, quality: 1 } as const;
export const IMAGE_BREAKPOINT = 960;

/** Quality 60 when the width is above 720, else 70 (same rule for the image CDN). */
export function imageQuality(width: number): number {
  return width > 720 ? 60 : 70;
}

/** Builds one sized URL; which service resizes is the caller's choice. */
export type ImageUrlFormat = (src: string, width: number, quality: number) => string;

/** `?w=…&q=…` on the URL, as a generic resizing proxy reads it. */
export const queryImageUrl: ImageUrlFormat = (src, width, quality) => `${src}${src.includes('?') ? '&' : '?'}w=${width}&q=${quality}`;

/** The content system's image service (Storyblok style): `/m/{width}x0/filters:quality({q})`. */
export const storyblokImageUrl: ImageUrlFormat = (src, width, quality) => `${src}/m/${width}x0/filters:quality(${quality})`;

/**
 * What the image host can resize. Vector images scale by themselves and get no sized variants, unless the host renders
 * them at the width asked for (`vectors`: an image CDN that rasterises, or the sandbox's media that sizes its SVGs).
 */
export interface ImageHost {
  format?: ImageUrlFormat;
  vectors?: boolean;
}

export function isResizable(src: string, host: ImageHost = {}): boolean {
  return src.length > 0 && (host.vectors === true || !/\.svg(?:[?#]|$)/i.test(src));
}

export function clampImageWidth(width: number): number {
  return Math.min(Math.max(Math.round(width), 1), MAX_IMAGE_WIDTH);
}

export function imageUrl(src: string, width: number, host: ImageHost = {}): string {
  if (!isResizable(src, host)) return src;
  const clamped = clampImageWidth(width);
  return (host.format ?? queryImageUrl)(src, clamped, imageQuality(clamped));
}

/** A srcset over the spec's widths (or given ones), capped at 3840, ascending and without duplicates. */
export function srcSet(src: string, options: ImageHost & { widths?: readonly number[] } = {}): string {
  if (!isResizable(src, options)) return '';
  const widths = [...new Set((options.widths ?? IMAGE_WIDTHS).map(clampImageWidth))].sort((a, b) => a - b);
  return widths.map((width) => `${imageUrl(src, width, options)} ${width}w`).join(', ');
}

/** The blurred placeholder, width 90 quality 1. */
export function placeholderUrl(src: string, host: ImageHost = {}): string {
  return isResizable(src, host) ? (host.format ?? queryImageUrl)(src, PLACEHOLDER_IMAGE.width, PLACEHOLDER_IMAGE.quality) : src;
}

/** What an `<img>` needs: srcset plus sizes (full width under the 960 px breakpoint by default). */
export function imageSources(
  src: string,
  options: ImageHost & { sizes?: string; widths?: readonly number[] } = {},
): { srcSet: string; sizes: string } | undefined {
  const set = srcSet(src, options);
  if (!set) return undefined;
  return { srcSet: set, sizes: options.sizes ?? `(max-width: ${IMAGE_BREAKPOINT - 1}px) 100vw, 50vw` };
}
