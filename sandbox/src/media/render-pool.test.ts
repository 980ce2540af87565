import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { generateCatalogue } from '../catalogue/generate.js';
import type { ImageFormat } from './image-format.js';
import { productPicture } from './product-picture.js';
import type { RenderRequest } from './render-child.js';
import { createRenderPool, RENDER_POOL_DEFAULTS, type RenderPool, type RenderPoolOptions } from './render-pool.js';
import { RenderFailure } from './render-process.js';

const [product] = generateCatalogue({ size: 1 });
/** A 3840 px AVIF drawn in full: over a second of work, and about 2 GB of writable memory at its peak. */
const large: RenderRequest = {
  svg: productPicture(product!, 0, 3840),
  key: { image: 'large', width: 3840, quality: 60, format: 'avif' },
  mode: 'full',
};
const small = (width = 90, format: ImageFormat = 'webp'): RenderRequest => ({
  svg: productPicture(product!, 1, width),
  key: { image: 'small', width, quality: 60, format },
  mode: 'fast',
});

const pools: RenderPool[] = [];
const poolOf = (options: Partial<RenderPoolOptions> = {}) => {
  const pool = createRenderPool({ ...RENDER_POOL_DEFAULTS, ...options });
  pools.push(pool);
  return pool;
};
afterEach(() => {
  for (const pool of pools.splice(0)) pool.close();
});

const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => expect.unreachable('rendered'),
    (error: unknown) => (error instanceof RenderFailure ? error.code : error),
  );

describe('render pool: a child that dies', () => {
  it('fails the render it was drawing with RENDERER_CRASHED when SIGKILLed, and draws the next one in a new child', async () => {
    const pool = poolOf();
    const drawing = failureOf(pool.run(large));
    await expect.poll(() => pool.state.running, { interval: 10 }).toBe(1);
    const [killed] = pool.state.pids;
    process.kill(killed!, 'SIGKILL');
    expect(await drawing).toBe('RENDERER_CRASHED');
    expect(pool.state).toMatchObject({ running: 0, failures: 1, pids: [] });

    const body = await pool.run(small(90));
    expect((await sharp(body).metadata()).width).toBe(90);
    expect(pool.state.pids).toEqual([expect.any(Number)]);
    expect(pool.state.pids[0]).not.toBe(killed);
  });

  it('runs each child under the memory limit: a render that needs more fails, the next one is drawn', async () => {
    const pool = poolOf({ limits: { memoryBytes: 512 * 1024 * 1024, heapMb: 256 } });
    // The child is up: its data segment is limited as asked (util-linux's prlimit is installed where the tests run).
    await pool.run(small(90));
    const limits = readFileSync(`/proc/${pool.state.pids[0]}/limits`, 'utf8');
    expect(limits).toMatch(/^Max data size\s+536870912\s+536870912\s+bytes/m);

    expect(await failureOf(pool.run(large))).toMatch(/^(RENDER_FAILED|RENDERER_CRASHED)$/);
    expect((await sharp(await pool.run(small(320))).metadata()).width).toBe(320);
  });
});

describe('render pool: bounded queue', () => {
  it('draws one at a time, queues up to its cap and refuses the rest at once with RENDERER_BUSY', async () => {
    const pool = poolOf({ concurrency: 1, maxQueued: 2 });
    const asked = Array.from({ length: 5 }, (_, i) => pool.run(small(100 + i)));
    expect(pool.state.queued).toBe(2);
    const outcomes = await Promise.allSettled(asked);
    const refused = outcomes.filter((o) => o.status === 'rejected').map((o) => (o.reason as RenderFailure).code);
    expect(refused).toEqual(['RENDERER_BUSY', 'RENDERER_BUSY']);
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(3);
    expect(pool.state).toMatchObject({ running: 0, queued: 0, failures: 0 });
  });

  it('fails what waits and what is drawn with RENDERER_CLOSED when closed', async () => {
    const pool = poolOf({ concurrency: 1, maxQueued: 4 });
    const asked = [pool.run(large), pool.run(small(90)), pool.run(small(91))].map(failureOf);
    await expect.poll(() => pool.state.running, { interval: 10 }).toBe(1);
    pool.close();
    expect(await Promise.all(asked)).toEqual(['RENDERER_CLOSED', 'RENDERER_CLOSED', 'RENDERER_CLOSED']);
    expect(await failureOf(pool.run(small()))).toBe('RENDERER_CLOSED');
  });
});
