import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { renderAsync } from '@resvg/resvg-js';
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

/** Raised when a drawing changes, so files cached from the old drawing are never served again. */
export const DRAWING_VERSION = 1;
/** Without a cache folder (tests, a read-only disk), this many recent pictures stay in memory. */
const MEMORY_ENTRIES = 256;

export interface MediaRenderer {
  /** The picture's bytes: from the cache, else drawn by `draw` and encoded; one render per key however many ask at once. */
  render(key: RenderKey, draw: () => string): Promise<Buffer>;
  /** Encodes done since start: a test sees a cache hit as none added. */
  readonly renders: number;
}

const fileName = ({ image, width, quality, format }: RenderKey) =>
  `${createHash('sha256').update(`${DRAWING_VERSION}:${image}`).digest('hex').slice(0, 24)}-w${width}-q${quality}.${format}`;

/**
 * resvg rasterises the drawing (off the event loop), sharp encodes it. sharp's own SVG input (librsvg inside libvips)
 * draws a large picture strip by strip, the whole document again for each strip: a 3840 px product picture took over a
 * minute that way, a few seconds this way. AVIF is slow to encode at large widths: those get libaom's fastest effort,
 * which costs a little size, not quality. WebP keeps its default effort.
 */
async function encode(svg: string, { width, quality, format }: RenderKey): Promise<Buffer> {
  if (format === 'svg') return Buffer.from(svg);
  const raster = await renderAsync(svg, { fitTo: { mode: 'width', value: width }, font: { loadSystemFonts: false } });
  const image = sharp(raster.pixels, { raw: { width: raster.width, height: raster.height, channels: 4 } });
  return format === 'avif'
    ? image.avif({ quality, effort: width > 1024 ? 0 : 2 }).toBuffer()
    : image.webp({ quality, effort: 4 }).toBuffer();
}

/** Renders generated SVG to AVIF or WebP, cached under `cacheDir` (the sandbox's DATA_DIR/media). */
export function createMediaRenderer(options: { cacheDir?: string } = {}): MediaRenderer {
  const { cacheDir } = options;
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
    // Written aside and renamed, so a reader never sees half a file.
    const partial = join(cacheDir, `${name}.${process.pid}.partial`);
    await writeFile(partial, body);
    await rename(partial, join(cacheDir, name));
  };

  return {
    get renders() {
      return renders;
    },
    render(key, draw) {
      const name = fileName(key);
      const running = inFlight.get(name);
      if (running) return running;
      const job = (async () => {
        const hit = await cached(name);
        if (hit) return hit;
        renders++;
        const body = await encode(draw(), key);
        await keep(name, body).catch(() => undefined);
        return body;
      })().finally(() => inFlight.delete(name));
      inFlight.set(name, job);
      return job;
    },
  };
}
