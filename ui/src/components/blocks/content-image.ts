import type { ImageData } from '../shared/Picture.js';
import { assetSize } from '../shared/Picture.js';
import type { BlockContext } from './block-context.js';

/** A content asset as an image: intrinsic size from the Storyblok URL, sources from the page's srcset builder. */
export function contentImage(
  asset: { filename: string; alt: string } | undefined,
  ctx: BlockContext,
  fallback: { width: number; height: number },
): ImageData | undefined {
  if (!asset || asset.filename === '') return undefined;
  const sources = ctx.imageSources?.(asset.filename);
  return { src: asset.filename, alt: asset.alt, ...assetSize(asset.filename, fallback), ...sources };
}
