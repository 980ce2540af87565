import { createHash } from 'node:crypto';
import { createDiskCache, type DiskCacheLimits, type PictureCache } from './disk-cache.js';
import type { MediaRenderMode, RenderKey } from './encode.js';
import { createMemoryCache } from './memory-cache.js';
import { createRenderPool, RENDER_POOL_DEFAULTS, type RenderPoolOptions, type RenderPoolState } from './render-pool.js';

export { MEDIA_RENDER_MODES, type MediaRenderMode, type RenderKey } from './encode.js';

/** Raised when a drawing changes, so files cached from the old drawing are never served again. */
export const DRAWING_VERSION = 1;

export interface MediaRenderer {
  /**
   * The picture's bytes: from the cache at once, else drawn by `draw` and encoded in the renderer's child process; one
   * render per key however many ask at once. Rejects with a RenderFailure when the renderer cannot take it now.
   */
  render(key: RenderKey, draw: () => string): Promise<Buffer>;
  /** Encodes done since start: a test sees a cache hit as none added. */
  readonly renders: number;
  /** The render queue and its children now: what is drawn, what waits, which processes draw. */
  readonly pool: RenderPoolState;
  /** Stops the renderer's children (the service is closing). */
  close(): void;
}

export interface MediaRendererOptions {
  /** The sandbox's MEDIA_CACHE_DIR; in memory when absent. */
  cacheDir?: string;
  /** MEDIA_CACHE_MAX_MB and MEDIA_CACHE_MAX_FILES, for the folder. */
  cacheLimits?: DiskCacheLimits;
  mode?: MediaRenderMode;
  /** Concurrency, queue, time and memory limits of the render children (render-pool.ts has the defaults). */
  pool?: Partial<RenderPoolOptions>;
}

/** What a service passes on to its renderer besides the folder and the mode. */
export type MediaLimits = Pick<MediaRendererOptions, 'cacheLimits' | 'pool'>;

// The mode is in the name, so a fast picture is never served by a shop rendering in full from the same folder.
const fileName = ({ image, width, quality, format }: RenderKey, mode: MediaRenderMode) =>
  `${createHash('sha256').update(`${DRAWING_VERSION}:${image}`).digest('hex').slice(0, 24)}-w${width}-q${quality}-${mode}.${format}`;

/**
 * Renders generated SVG to AVIF or WebP, cached under `cacheDir` (the sandbox's MEDIA_CACHE_DIR, by default
 * DATA_DIR/media, which several processes may share). A cached picture never waits behind renders: the cache is read
 * before a render is queued, and renders run in child processes through a bounded queue (render-pool.ts).
 */
export function createMediaRenderer(options: MediaRendererOptions = {}): MediaRenderer {
  const { cacheDir, mode = 'full' } = options;
  const cache: PictureCache = cacheDir ? createDiskCache(cacheDir, options.cacheLimits) : createMemoryCache();
  const pool = createRenderPool({ ...RENDER_POOL_DEFAULTS, ...options.pool });
  const inFlight = new Map<string, Promise<Buffer>>();
  let renders = 0;

  const renderAndKeep = async (name: string, key: RenderKey, draw: () => string) => {
    const hit = await cache.read(name);
    if (hit) return hit;
    const svg = draw();
    // The drawing is the answer for SVG: nothing for the child to rasterise.
    const body = key.format === 'svg' ? Buffer.from(svg) : await pool.run({ svg, key, mode });
    renders++;
    await cache.write(name, body).catch(() => undefined);
    return body;
  };

  return {
    get renders() {
      return renders;
    },
    get pool() {
      return pool.state;
    },
    render(key, draw) {
      const name = fileName(key, mode);
      const running = inFlight.get(name);
      if (running) return running;
      const job = renderAndKeep(name, key, draw).finally(() => inFlight.delete(name));
      inFlight.set(name, job);
      return job;
    },
    close: () => pool.close(),
  };
}
