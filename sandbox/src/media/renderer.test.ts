import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { generateCatalogue } from '../catalogue/generate.js';
import { productPicture } from './product-picture.js';
import { createMediaRenderer } from './renderer.js';

const [product] = generateCatalogue({ size: 1 });
const draw = (width: number) => () => productPicture(product!, 0, width);

describe('media renderer', () => {
  it('renders at the width asked for, in the format asked for (spec §9 widths and the 90 px placeholder)', async () => {
    const renderer = createMediaRenderer();
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
    const renderer = createMediaRenderer();
    const low = await renderer.render({ image: 'p', width: 320, quality: 1, format: 'webp' }, draw(320));
    const high = await renderer.render({ image: 'p', width: 320, quality: 70, format: 'webp' }, draw(320));
    expect(low.length).toBeLessThan(high.length / 2);
  });

  it('answers a cached picture with identical bytes without rendering again, across restarts', async () => {
    const cacheDir = join(mkdtempSync(join(tmpdir(), 'media-cache-')), 'media');
    const key = { image: 'product/x/0', width: 320, quality: 70, format: 'avif' as const };
    const first = createMediaRenderer({ cacheDir });
    const rendered = await first.render(key, draw(320));
    expect(first.renders).toBe(1);
    expect(await first.render(key, () => expect.unreachable('drawn twice'))).toEqual(rendered);
    expect(first.renders).toBe(1);
    const restarted = createMediaRenderer({ cacheDir });
    expect(await restarted.render(key, () => expect.unreachable('drawn after a restart'))).toEqual(rendered);
    expect(restarted.renders).toBe(0);
    expect(readdirSync(cacheDir)).toHaveLength(1);
  });

  it('keys the cache by picture, width, quality and format', async () => {
    const cacheDir = mkdtempSync(join(tmpdir(), 'media-cache-'));
    const renderer = createMediaRenderer({ cacheDir });
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
    const renderer = createMediaRenderer({ cacheDir: mkdtempSync(join(tmpdir(), 'media-cache-')) });
    const key = { image: 'product/x/1', width: 320, quality: 70, format: 'webp' as const };
    const bodies = await Promise.all(Array.from({ length: 8 }, () => renderer.render(key, draw(320))));
    expect(renderer.renders).toBe(1);
    for (const body of bodies) expect(body).toEqual(bodies[0]);
  });
});
