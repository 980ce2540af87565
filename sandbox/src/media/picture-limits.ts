import { MAX_IMAGE_WIDTH } from '@sockshop/core/images';
import { HttpError } from '../http/json-api.js';

/**
 * What a picture request may ask of the renderer, checked before anything is drawn. resvg's native code panics (and
 * aborts the process it runs in) on drawings about eight times taller than wide; rasters grow with width × height.
 * The shop asks for squares (products) and 2:1 (campaign assets), at most 3840 px wide, so these leave room for both.
 */
export const PICTURE_LIMITS = {
  /** The longer side over the shorter one, either way round: 4 allows 1:4 to 4:1, half the ratio that panics. */
  maxAspectRatio: 4,
  /** Either side, in pixels: the widest picture the shop asks for. */
  maxSide: MAX_IMAGE_WIDTH,
  /** Pixels in one picture: a 3840 px square, about 59 MB as a raw raster. */
  maxPixels: MAX_IMAGE_WIDTH * MAX_IMAGE_WIDTH,
} as const;

export interface PictureSize {
  width: number;
  height: number;
}

/**
 * The pixel size of a picture `width` wide in proportions `aspect` (height over width), or a 400 naming the limit it
 * breaks. The aspect is checked as declared, not as rounded pixels: a tiny width rounds any proportions towards 1:1.
 */
export function pictureSize(width: number, aspect: number): PictureSize {
  const { maxAspectRatio, maxSide, maxPixels } = PICTURE_LIMITS;
  if (!(Number.isFinite(aspect) && aspect > 0 && aspect <= maxAspectRatio && 1 / aspect <= maxAspectRatio)) {
    throw new HttpError(400, 'INVALID_ASPECT_RATIO', `Pictures are drawn from 1:${maxAspectRatio} to ${maxAspectRatio}:1`);
  }
  const height = Math.max(1, Math.round(width * aspect));
  if (height > maxSide) throw new HttpError(400, 'INVALID_SIZE', `A picture this width would be ${height} px tall, over ${maxSide}`);
  if (width * height > maxPixels) throw new HttpError(400, 'INVALID_SIZE', `A picture has at most ${maxPixels} pixels`);
  return { width, height };
}
