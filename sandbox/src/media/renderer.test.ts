import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { generateCatalogue } from '../catalogue/generate.js';
import { campaignPicture } from './campaign-picture.js';
import { productPicture } from './product-picture.js';
import { createMediaRenderer, type MediaRenderer, type MediaRendererOptions, type RenderKey } from './renderer.js';

const [product] = generateCatalogue({ size: 1 });
const draw = (width: number) => () => productPicture(product!, 0, width);

// Each renderer has a child process of its own: stopped once the file is done.
const renderers: MediaRenderer[] = [];
const rendererOf = (options?: MediaRendererOptions) => {
  const renderer = createMediaRenderer(options);
  renderers.push(renderer);
  return renderer;
};
afterAll(() => {
  for (const renderer of renderers) renderer.close();
});

describe('media renderer', () => {
  it('renders at the width asked for, in the format asked for (the picture widths and the 90 px placeholder)', async () => {
    const renderer = rendererOf();
    for (const [width, format] of [
      [90, 'avif'],
      [320, 'webp'],
      [1024, 'avif'],
    ] as const) {
      const body = await renderer.render({ image: 'p', width, quality: 60, format }, draw(width));
      const meta = await sharp(body).metadata();
      expect(meta.width).toBe(width);
      expect(meta.height).toBe(width);
      expect(meta.format).toBe(format === 'avif' ? 'heif' : 'webp');
      if (format === 'avif') expect(meta.compression).toBe('av1');
    }
  });

  it('honours the quality: the placeholder at quality 1 is smaller than the same picture at 70', async () => {
    const renderer = rendererOf();
    const low = await renderer.render({ image: 'p', width: 320, quality: 1, format: 'webp' }, draw(320));
    const high = await renderer.render({ image: 'p', width: 320, quality: 70, format: 'webp' }, draw(320));
    expect(low.length).toBeLessThan(high.length / 2);
  });

  it('answers a cached picture with identical bytes without rendering again, across restarts', async () => {
    const cacheDir = join(mkdtempSync(join(tmpdir(), 'media-cache-')), 'media');
    const key = { image: 'product/x/0', width: 320, quality: 70, format: 'avif' as const };
    const first = rendererOf({ cacheDir });
    const rendered = await first.render(key, draw(320));
    expect(first.renders).toBe(1);
    expect(await first.render(key, () => expect.unreachable('drawn twice'))).toEqual(rendered);
    expect(first.renders).toBe(1);
    const restarted = rendererOf({ cacheDir });
    expect(await restarted.render(key, () => expect.unreachable('drawn after a restart'))).toEqual(rendered);
    expect(restarted.renders).toBe(0);
    expect(readdirSync(cacheDir)).toHaveLength(1);
  });

  it('keys the cache by picture, width, quality and format', async () => {
    const cacheDir = mkdtempSync(join(tmpdir(), 'media-cache-'));
    const renderer = rendererOf({ cacheDir });
    const base = { image: 'product/x/0', width: 90, quality: 1, format: 'webp' as const };
    for (const key of [
      base,
      { ...base, width: 91 },
      { ...base, quality: 2 },
      { ...base, format: 'avif' as const },
      { ...base, image: 'y' },
    ]) {
      await renderer.render(key, draw(key.width));
    }
    expect(renderer.renders).toBe(5);
    expect(readdirSync(cacheDir)).toHaveLength(5);
  });

  it('renders once for many concurrent requests of the same picture', async () => {
    const renderer = rendererOf({ cacheDir: mkdtempSync(join(tmpdir(), 'media-cache-')) });
    const key = { image: 'product/x/1', width: 320, quality: 70, format: 'webp' as const };
    const bodies = await Promise.all(Array.from({ length: 8 }, () => renderer.render(key, draw(320))));
    expect(renderer.renders).toBe(1);
    for (const body of bodies) expect(body).toEqual(bodies[0]);
  });

  it('keeps pictures of both modes apart: a fast one is never served to a shop rendering in full from the same folder', async () => {
    const cacheDir = mkdtempSync(join(tmpdir(), 'media-cache-'));
    const key = { image: 'product/x/0', width: 90, quality: 60, format: 'webp' as const };
    const fast = rendererOf({ cacheDir, mode: 'fast' });
    const full = rendererOf({ cacheDir, mode: 'full' });
    const fastBody = await fast.render(key, draw(90));
    const fullBody = await full.render(key, draw(90));
    expect(full.renders).toBe(1);
    expect(fullBody).not.toEqual(fastBody);
    expect(readdirSync(cacheDir).sort()).toEqual([expect.stringMatching(/-fast\.webp$/), expect.stringMatching(/-full\.webp$/)]);
  });

  it('lets several renderers share a folder: the same picture written at once leaves one whole file and no partial one', async () => {
    const cacheDir = mkdtempSync(join(tmpdir(), 'media-cache-'));
    const key = { image: 'product/x/2', width: 320, quality: 70, format: 'avif' as const };
    const sharing = Array.from({ length: 4 }, () => rendererOf({ cacheDir, mode: 'fast' }));
    const bodies = await Promise.all(sharing.map((renderer) => renderer.render(key, draw(320))));
    for (const body of bodies) expect((await sharp(body).metadata()).width).toBe(320);
    expect(readdirSync(cacheDir)).toHaveLength(1);
    const later = rendererOf({ cacheDir, mode: 'fast' });
    await later.render(key, () => expect.unreachable('drawn although cached'));
    expect(later.renders).toBe(0);
  });
});

describe('media renderer, fast mode', () => {
  const fast = rendererOf({ mode: 'fast' });
  const decoded = async (key: RenderKey, svg: string) => sharp(await fast.render(key, () => svg)).metadata();

  it('answers the width and format asked for, above and below the size it draws at', async () => {
    for (const [width, format] of [
      [90, 'avif'],
      [320, 'webp'],
      [1024, 'avif'],
      [1600, 'webp'],
    ] as const) {
      const meta = await decoded({ image: 'p', width, quality: 60, format }, productPicture(product!, 0, width));
      expect([meta.width, meta.height]).toEqual([width, width]);
      expect(meta.format).toBe(format === 'avif' ? 'heif' : 'webp');
      if (format === 'avif') expect(meta.compression).toBe('av1');
    }
  });

  it('keeps the proportions the drawing declares, as the full mode does', async () => {
    for (const [width, height] of [
      [1024, 341],
      [750, 1000],
    ] as const) {
      const meta = await decoded({ image: `c${width}`, width, quality: 60, format: 'avif' }, campaignPicture('hero', width, height));
      expect([meta.width, meta.height]).toEqual([width, height]);
    }
  });

  it('answers the drawing itself when no raster format is asked for', async () => {
    const svg = productPicture(product!, 0, 640);
    expect((await fast.render({ image: 'p', width: 640, quality: 60, format: 'svg' }, () => svg)).toString()).toBe(svg);
  });

  it('still follows the quality downwards: the placeholder at quality 1 is smaller', async () => {
    const key = { image: 'p', width: 320, format: 'webp' as const };
    const low = await fast.render({ ...key, quality: 1 }, draw(320));
    const high = await fast.render({ ...key, quality: 70 }, draw(320));
    expect(low.length).toBeLessThan(high.length);
  });
});
