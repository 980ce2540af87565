import { mkdtempSync, readdirSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { generateCatalogue } from '../catalogue/generate.js';
import { createDiskCache, type DiskCacheLimits } from './disk-cache.js';
import { productPicture } from './product-picture.js';
import { createMediaRenderer } from './renderer.js';

const folder = () => mkdtempSync(join(tmpdir(), 'picture-cache-'));
const filesIn = (dir: string) => readdirSync(dir).sort();
const bytesIn = (dir: string) => readdirSync(dir).reduce((sum, name) => sum + statSync(join(dir, name)).size, 0);
const body = (size: number) => Buffer.alloc(size, 1);
const NUM_RUNS = Number(process.env.FC_NUM_RUNS ?? 30);

afterEach(() => {
  vi.useRealTimers();
});

describe('picture cache on disk', () => {
  it('keeps the folder under its file cap, the least recently used out first', async () => {
    // Uses a minute apart, later than the files' own times: the order is the test's, not the file system's clock.
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = Date.now() + 24 * 60 * 60 * 1000;
    let minutes = 0;
    const tick = () => vi.setSystemTime(start + ++minutes * 60_000);
    const dir = folder();
    const cache = createDiskCache(dir, { maxFiles: 10, maxBytes: 1_000_000 });
    for (let i = 0; i < 10; i++) {
      tick();
      await cache.write(`p${i}`, body(100));
    }
    tick();
    expect(await cache.read('p0')).toEqual(body(100));
    tick();
    await cache.write('p10', body(100));
    // 11 files are over 10: back to 9 (90 %), p1 and p2 the least recently used.
    expect(filesIn(dir)).toEqual(['p0', 'p10', 'p3', 'p4', 'p5', 'p6', 'p7', 'p8', 'p9']);
  });

  it('keeps the folder under its byte cap', async () => {
    const dir = folder();
    const cache = createDiskCache(dir, { maxFiles: 1_000, maxBytes: 10_000 });
    for (let i = 0; i < 40; i++) {
      await cache.write(`p${i}`, body(1_000));
      expect(bytesIn(dir)).toBeLessThanOrEqual(10_000);
    }
    expect(filesIn(dir).length).toBeGreaterThanOrEqual(9);
  });

  it('counts the pictures of every process sharing the folder, and removes partial files left by a dead writer', async () => {
    const dir = folder();
    writeFileSync(join(dir, 'p0.123-abc.partial'), body(10));
    utimesSync(join(dir, 'p0.123-abc.partial'), new Date(Date.now() - 3_600_000), new Date(Date.now() - 3_600_000));
    const limits = { maxFiles: 10, maxBytes: 1_000_000 };
    const caches = [createDiskCache(dir, limits), createDiskCache(dir, limits)];
    for (let i = 0; i < 30; i++) {
      await caches[i % 2]!.write(`p${i}`, body(100));
      expect(filesIn(dir).length).toBeLessThanOrEqual(10);
    }
    expect(filesIn(dir).filter((name) => name.endsWith('.partial'))).toEqual([]);
  });

  it('never stays over either cap after a write, whatever is written and read (property)', async () => {
    const op = fc.oneof(
      fc.record({ write: fc.integer({ min: 0, max: 15 }), size: fc.integer({ min: 1, max: 3_000 }) }),
      fc.record({ read: fc.integer({ min: 0, max: 15 }) }),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.record({ maxFiles: fc.integer({ min: 1, max: 8 }), maxBytes: fc.integer({ min: 1_000, max: 10_000 }) }),
        fc.array(op, { maxLength: 30 }),
        async (limits: DiskCacheLimits, ops) => {
          const dir = folder();
          const cache = createDiskCache(dir, limits);
          for (const step of ops) {
            if ('read' in step) {
              await cache.read(`p${step.read}`);
              continue;
            }
            await cache.write(`p${step.write}`, body(step.size));
            expect(filesIn(dir).length).toBeLessThanOrEqual(limits.maxFiles);
            expect(bytesIn(dir)).toBeLessThanOrEqual(limits.maxBytes);
          }
        },
      ),
      { numRuns: NUM_RUNS },
    );
  });

  it('bounds the renderer: rendered pictures past the cap push the oldest out', async () => {
    const [product] = generateCatalogue({ size: 1 });
    const dir = folder();
    const renderer = createMediaRenderer({ cacheDir: dir, mode: 'fast', cacheLimits: { maxFiles: 3, maxBytes: 10_000_000 } });
    try {
      for (const width of [90, 91, 92, 93, 94, 95]) {
        await renderer.render({ image: 'p', width, quality: 60, format: 'webp' }, () => productPicture(product!, 0, width));
        expect(filesIn(dir).length).toBeLessThanOrEqual(3);
      }
      expect(renderer.renders).toBe(6);
    } finally {
      renderer.close();
    }
  });
});
