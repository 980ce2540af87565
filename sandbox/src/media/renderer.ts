import { createHash, randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
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

/** Raised when a drawing changes, so files cached from the old drawing are never served again. */
export const DRAWING_VERSION = 1;
/** Without a cache folder (tests, a read-only disk), this many recent pictures stay in memory. */
const MEMORY_ENTRIES = 256;
/** The fast mode draws at most this wide, and encodes at most at this quality. */
const FAST_DRAWING_WIDTH = 320;
const FAST_MAX_QUALITY = 30;

export interface MediaRenderer {
  /** The picture's bytes: from the cache, else drawn by `draw` and encoded; one render per key however many ask at once. */
  render(key: RenderKey, draw: () => string): Promise<Buffer>;
  /** Encodes done since start: a test sees a cache hit as none added. */
  readonly renders: number;
}

// The mode is in the name, so a fast picture is never served by a shop rendering in full from the same folder.
const fileName = ({ image, width, quality, format }: RenderKey, mode: MediaRenderMode) =>
  `${createHash('sha256').update(`${DRAWING_VERSION}:${image}`).digest('hex').slice(0, 24)}-w${width}-q${quality}-${mode}.${format}`;

const RESVG_OPTIONS = { font: { loadSystemFonts: false } };

/**
 * resvg rasterises the drawing (off the event loop), sharp encodes it. sharp's own SVG input (librsvg inside libvips)
 * draws a large picture strip by strip, the whole document again for each strip: a 3840 px product picture took over a
 * minute that way, a few seconds this way. AVIF is slow to encode at large widths: those get libaom's fastest effort,
 * which costs a little size, not quality. WebP keeps its default effort.
 */
async function encode(svg: string, { width, quality, format }: RenderKey): Promise<Buffer> {
  if (format === 'svg') return Buffer.from(svg);
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
  if (format === 'svg') return Buffer.from(svg);
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

/**
 * Renders generated SVG to AVIF or WebP, cached under `cacheDir` (the sandbox's MEDIA_CACHE_DIR, by default
 * DATA_DIR/media). Several processes may share one folder: each writes its own partial file and renames it into place.
 */
export function createMediaRenderer(options: { cacheDir?: string; mode?: MediaRenderMode } = {}): MediaRenderer {
  const { cacheDir, mode = 'full' } = options;
  const inFlight = new Map<string, Promise<Buffer>>();
  const memory = new Map<string, Buffer>();
  let renders = 0;
  let folderReady: Promise<unknown> | undefined;

  const cached = async (name: string): Promise<Buffer | undefined> => {
    if (!cacheDir) return memory.get(name);
    return readFile(join(cacheDir, name)).catch(() => undefined);
  };
  const keep = async (name: string, body: Buffer) => {
    if (!cacheDir) {
      memory.set(name, body);
      if (memory.size > MEMORY_ENTRIES) memory.delete(memory.keys().next().value as string);
      return;
    }
    folderReady ??= mkdir(cacheDir, { recursive: true });
    await folderReady;
    // Written aside under a name no other writer uses (another process, or this one's other sandbox), then renamed: a
    // reader never sees half a file, and two writers of the same picture each put a whole one in place.
    const partial = join(cacheDir, `${name}.${process.pid}-${randomUUID()}.partial`);
    try {
      await writeFile(partial, body);
      await rename(partial, join(cacheDir, name));
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
  };

  return {
    get renders() {
      return renders;
    },
    render(key, draw) {
      const name = fileName(key, mode);
      const running = inFlight.get(name);
      if (running) return running;
      const job = (async () => {
        const hit = await cached(name);
        if (hit) return hit;
        renders++;
        const body = await (mode === 'fast' ? encodeFast : encode)(draw(), key);
        await keep(name, body).catch(() => undefined);
        return body;
      })().finally(() => inFlight.delete(name));
      inFlight.set(name, job);
      return job;
    },
  };
}
