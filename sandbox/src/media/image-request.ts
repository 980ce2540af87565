import { DEFAULT_IMAGE_QUALITY, imageQuality, MAX_IMAGE_WIDTH } from '@sockshop/core/images';
import { HttpError } from '../http/json-api.js';
import { type ImageFormat, ImageFormatParamSchema } from './image-format.js';
import { pictureSize } from './picture-limits.js';

/** A picture asked for without a width is served at the gallery's size. */
const DEFAULT_WIDTH = 720;

export interface ImageRequest {
  width: number;
  /** The width times the picture's proportions, within the renderer's limits (picture-limits.ts). */
  height: number;
  quality: number;
  /** `fm=avif|webp|svg`; without it the Accept header decides. */
  format?: ImageFormat;
}

/**
 * `?w=&q=&fm=` of a picture whose proportions are `aspect` (height over width; products are square). Every service
 * that serves pictures reads its request here, so no size the renderer cannot take reaches it.
 */
export function readImageRequest(url: URL, aspect = 1): ImageRequest {
  const w = url.searchParams.get('w');
  const q = url.searchParams.get('q');
  const fm = url.searchParams.get('fm');
  const width = w === null ? DEFAULT_WIDTH : Number(w);
  if (!Number.isInteger(width) || width < 1 || width > MAX_IMAGE_WIDTH)
    throw new HttpError(400, 'INVALID_WIDTH', `w must be 1 to ${MAX_IMAGE_WIDTH}`);
  const { height } = pictureSize(width, aspect);
  // The quality rule for a sized picture; the default responsive quality when no width is asked for.
  const quality = q === null ? (w === null ? DEFAULT_IMAGE_QUALITY : imageQuality(width)) : Number(q);
  if (!Number.isInteger(quality) || quality < 1 || quality > 100) throw new HttpError(400, 'INVALID_QUALITY', 'q must be 1 to 100');
  if (fm === null) return { width, height, quality };
  const format = ImageFormatParamSchema.safeParse(fm);
  if (!format.success) throw new HttpError(400, 'INVALID_FORMAT', 'fm must be avif, webp or svg');
  return { width, height, quality, format: format.data };
}
