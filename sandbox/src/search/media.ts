import type { Product } from '@sockshop/core/catalog';
import type { Context } from 'hono';
import { HttpError } from '../http/json-api.js';
import { answerImage } from '../media/answer-image.js';
import { readImageRequest } from '../media/image-request.js';
import { productPicture } from '../media/product-picture.js';
import type { MediaRenderer } from '../media/renderer.js';

export function imagePosition(product: Product, file: string): number {
  const match = /^(\d+)\.svg$/.exec(file);
  const position = match ? Number(match[1]) : Number.NaN;
  if (!(position < product.media.images.length)) throw new HttpError(404, 'NOT_FOUND', `No image ${file} for ${product.sku}`);
  return position;
}

/**
 * `GET /media/{sku}/{n}.svg?w=&q=`: a generated product photograph, square at the width asked for, in AVIF
 * or WebP as the browser accepts (the drawing itself otherwise). The URL keeps its `.svg` name: the shop's srcset
 * builder sizes it as it is.
 */
export function answerProductImage(c: Context, renderer: MediaRenderer, product: Product, file: string): Promise<Response> {
  const position = imagePosition(product, file);
  const request = readImageRequest(new URL(c.req.url));
  return answerImage(c, renderer, `product/${product.sku}/${position}`, request, () => productPicture(product, position, request.width));
}
