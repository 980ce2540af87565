import { colorHex, type Product } from '@sockshop/core/catalog';
import { DEFAULT_IMAGE_QUALITY, imageQuality, MAX_IMAGE_WIDTH, PLACEHOLDER_IMAGE } from '@sockshop/core/images';
import { HttpError } from '../http/json-api.js';

/** spec §9: the blurred placeholder width. */
export const PLACEHOLDER_WIDTH = PLACEHOLDER_IMAGE.width;
/** A picture asked for without a width is served at the gallery's size. */
const DEFAULT_WIDTH = 720;

export interface ImageRequest {
  width: number;
  quality: number;
}

export function readImageRequest(url: URL): ImageRequest {
  const w = url.searchParams.get('w');
  const q = url.searchParams.get('q');
  const width = w === null ? DEFAULT_WIDTH : Number(w);
  if (!Number.isInteger(width) || width < 1 || width > MAX_IMAGE_WIDTH)
    throw new HttpError(400, 'INVALID_WIDTH', `w must be 1 to ${MAX_IMAGE_WIDTH}`);
  // spec §9: the quality rule for a sized picture; the default responsive quality when no width is asked for.
  const quality = q === null ? (w === null ? DEFAULT_IMAGE_QUALITY : imageQuality(width)) : Number(q);
  if (!Number.isInteger(quality) || quality < 1 || quality > 100) throw new HttpError(400, 'INVALID_QUALITY', 'q must be 1 to 100');
  return { width, quality };
}

const escapeXml = (text: string) =>
  text.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c] ?? c);

/**
 * A generated product picture (DECISIONS 10: SVG is fine): a square of the requested width in the product's
 * colour with a sock silhouette; the quality is echoed so a test can see what the srcset builder asked for.
 */
export function productSvg(product: Product, position: number, { width, quality }: ImageRequest): string {
  const background = product.media.images[position]?.backgroundColor ?? colorHex(product.color.primary) ?? '#cccccc';
  const accent = colorHex(product.color.secondary ?? '') ?? '#ffffff';
  const label = escapeXml(product.name);
  // The placeholder is blurred by the page anyway: keep it to a flat swatch.
  const detail =
    width <= PLACEHOLDER_WIDTH
      ? ''
      : `<path d="M150 60h90v170l60 60a40 40 0 0 1-56 56l-94-94z" fill="${accent}" stroke="#1d1d1b" stroke-width="6"/>` +
        `<path d="M150 90h90" stroke="#1d1d1b" stroke-width="6"/>` +
        `<text x="200" y="380" font-family="sans-serif" font-size="22" text-anchor="middle" fill="#1d1d1b">${label}</text>`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${width}" viewBox="0 0 400 400" data-quality="${quality}" data-position="${position}">` +
    `<title>${label}</title><rect width="400" height="400" fill="${background}"/>${detail}</svg>`
  );
}

export function imagePosition(product: Product, file: string): number {
  const match = /^(\d+)\.svg$/.exec(file);
  const position = match ? Number(match[1]) : Number.NaN;
  if (!(position < product.media.images.length)) throw new HttpError(404, 'NOT_FOUND', `No image ${file} for ${product.sku}`);
  return position;
}
