import { z } from 'zod';

/** What the sandbox's media answers in: a raster when the browser takes one, else the drawing itself. */
export const IMAGE_FORMATS = ['avif', 'webp', 'svg'] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];

export const CONTENT_TYPES: Record<ImageFormat, string> = { avif: 'image/avif', webp: 'image/webp', svg: 'image/svg+xml' };

/** `fm=`, as image CDNs name an explicit format; it wins over the Accept header. */
export const ImageFormatParamSchema = z.enum(IMAGE_FORMATS);

/** The quality each media type is asked for with (`q=0` refuses it), from an Accept header. */
function acceptedTypes(accept: string): Map<string, number> {
  const types = new Map<string, number>();
  for (const part of accept.split(',')) {
    const [type = '', ...params] = part.split(';').map((s) => s.trim().toLowerCase());
    const q = params.find((p) => p.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    if (type) types.set(type, Number.isFinite(weight) ? weight : 0);
  }
  return types;
}

/**
 * The smallest format the client names: AVIF, then WebP, else SVG. Wildcards (`image/*`, `*\/*`) do not count, as a
 * client that names no raster format (curl, an old browser) is served the drawing, as before.
 */
export function negotiateFormat(accept: string | undefined): ImageFormat {
  const types = acceptedTypes(accept ?? '');
  if ((types.get('image/avif') ?? 0) > 0) return 'avif';
  if ((types.get('image/webp') ?? 0) > 0) return 'webp';
  return 'svg';
}
