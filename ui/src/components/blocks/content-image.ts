import { assetSize } from '../shared/asset-size.js';
import type { ImageData } from '../shared/Picture.js';
import type { BlockContext } from './block-context.js';

/** What the server added to a content asset (sources, see pictures/image-sources.ts). */
interface AssetSources {
  srcSet?: unknown;
  sizes?: unknown;
  placeholder?: unknown;
}

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);

/**
 * A content asset as an image: intrinsic size from the Storyblok URL; sources from the page's srcset builder
 * when it gives one, else those the server worked out with the page.
 */
export function contentImage(
  asset: ({ filename: string; alt: string } & AssetSources) | undefined,
  ctx: BlockContext,
  fallback: { width: number; height: number },
): ImageData | undefined {
  if (!asset || asset.filename === '') return undefined;
  const given = ctx.imageSources?.(asset.filename);
  const srcSet = given?.srcSet ?? text(asset.srcSet);
  const sources = srcSet ? { srcSet, sizes: given?.sizes ?? text(asset.sizes) } : {};
  const placeholder = text(asset.placeholder);
  return {
    src: asset.filename,
    alt: asset.alt,
    ...assetSize(asset.filename, fallback),
    ...sources,
    ...(placeholder ? { placeholder } : {}),
  };
}
