import { Resvg, renderAsync } from '@resvg/resvg-js';
import sharp from 'sharp';
import type { ImageFormat } from './image-format.js';

/** One rendered file: which picture, at which size, quality and format. */
export interface RenderKey {
  /** The picture's own name, e.g. `product/CRW-100/0`. */
  image: string;
  width: number;
  quality: number;
  format: ImageFormat;
}

/**
 * `full` draws every pixel at the width asked for; `fast` (for tests, which start shops with empty caches) draws a small
 * picture and enlarges it: the same width, format and content type, blurred and blocky, several times cheaper.
 */
export const MEDIA_RENDER_MODES = ['full', 'fast'] as const;
export type MediaRenderMode = (typeof MEDIA_RENDER_MODES)[number];

/** The fast mode draws at most this wide, and encodes at most at this quality. */
const FAST_DRAWING_WIDTH = 320;
const FAST_MAX_QUALITY = 30;

const RESVG_OPTIONS = { font: { loadSystemFonts: false } };

/**
 * resvg rasterises the drawing (off the event loop), sharp encodes it. sharp's own SVG input (librsvg inside libvips)
 * draws a large picture strip by strip, the whole document again for each strip: a 3840 px product picture took over a
 * minute that way, a few seconds this way. AVIF is slow to encode at large widths: those get libaom's fastest effort,
 * which costs a little size, not quality. WebP keeps its default effort.
 */
async function encodeFull(svg: string, { width, quality, format }: RenderKey): Promise<Buffer> {
  const raster = await renderAsync(svg, { ...RESVG_OPTIONS, fitTo: { mode: 'width', value: width } });
  const image = sharp(raster.pixels, { raw: { width: raster.width, height: raster.height, channels: 4 } });
  return format === 'avif'
    ? image.avif({ quality, effort: width > 1024 ? 0 : 2 }).toBuffer()
    : image.webp({ quality, effort: 4 }).toBuffer();
}

/**
 * The fast mode: resvg draws at most 320 px wide, sharp enlarges with nearest-neighbour (the cheapest kernel) to the
 * size the full mode would draw, read from the drawing itself (a parse, well under a millisecond), and encodes with
 * the least effort. What remains at large widths is mostly the AVIF encoder's own cost per pixel.
 */
async function encodeFast(svg: string, { width, quality, format }: RenderKey): Promise<Buffer> {
  const drawn = new Resvg(svg, RESVG_OPTIONS);
  const height = Math.max(1, Math.round((width * drawn.height) / drawn.width));
  const raster = await renderAsync(svg, { ...RESVG_OPTIONS, fitTo: { mode: 'width', value: Math.min(width, FAST_DRAWING_WIDTH) } });
  const image = sharp(raster.pixels, { raw: { width: raster.width, height: raster.height, channels: 4 } }).resize({
    width,
    height,
    fit: 'fill',
    kernel: 'nearest',
  });
  const low = Math.min(quality, FAST_MAX_QUALITY);
  return format === 'avif'
    ? image.avif({ quality: low, effort: 0, chromaSubsampling: '4:2:0' }).toBuffer()
    : image.webp({ quality: low, effort: 0 }).toBuffer();
}

/** The drawing as AVIF or WebP (the drawing itself for SVG). Runs in the renderer's child process (render-child.ts). */
export function encode(svg: string, key: RenderKey, mode: MediaRenderMode): Promise<Buffer> {
  if (key.format === 'svg') return Promise.resolve(Buffer.from(svg));
  return mode === 'fast' ? encodeFast(svg, key) : encodeFull(svg, key);
}
