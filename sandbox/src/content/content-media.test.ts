import { mkdtempSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { listen, type RunningService } from '../http/serve.js';
import { type ContentSandboxOptions, createContentSandbox, startContentSandbox } from './content.sandbox.js';

// Campaign pictures as the content service's asset CDN serves them, when asked for more than the renderer can take.

const TOKEN = 'sandbox-public';
const started: RunningService[] = [];
afterEach(async () => {
  for (const service of started.splice(0)) await service.close();
});

async function contentService(options: Partial<ContentSandboxOptions> = {}) {
  const service = await startContentSandbox({ accessToken: TOKEN, rateLimitPerSecond: 0, mediaRender: 'fast', ...options });
  started.push(service);
  return service;
}

describe('content pictures: sizes the renderer cannot take', () => {
  it('refuses a picture taller than 1:4 with a 400 before drawing it, and keeps answering', async () => {
    const service = await contentService();
    const tall = await fetch(`${service.url}/f/content/1x20/hero.svg?w=16&fm=webp`);
    expect(tall.status).toBe(400);
    expect(await tall.json()).toEqual({ error: { code: 'INVALID_ASPECT_RATIO', message: 'Pictures are drawn from 1:4 to 4:1' } });

    const wide = await fetch(`${service.url}/f/content/20x1/hero.svg?w=16&fm=webp`);
    expect(wide.status).toBe(400);
    const tooTall = await fetch(`${service.url}/f/content/1x4/hero.svg?w=1000&fm=webp`);
    expect([tooTall.status, ((await tooTall.json()) as { error: { code: string } }).error.code]).toEqual([400, 'INVALID_SIZE']);

    const hero = await fetch(`${service.url}/f/content/1600x800/hero.svg?w=16&fm=webp`);
    expect([hero.status, hero.headers.get('content-type')]).toEqual([200, 'image/webp']);
    expect(await sharp(Buffer.from(await hero.arrayBuffer())).metadata()).toMatchObject({ width: 16, height: 8 });
  });

  it('draws the proportions at the limit, 1:4 and 4:1', async () => {
    const service = await contentService();
    for (const [path, height] of [
      ['1x4', 400],
      ['4x1', 25],
    ] as const) {
      const res = await fetch(`${service.url}/f/content/${path}/promo.svg?w=100&fm=webp`);
      expect(res.status).toBe(200);
      expect((await sharp(Buffer.from(await res.arrayBuffer())).metadata()).height).toBe(height);
    }
  });
});

describe('content pictures: a render past its time', () => {
  it('answers 503 JSON with Retry-After, and draws the next picture with a new renderer child', async () => {
    // A 3840 px AVIF drawn in full takes over a second; 500 ms is ten times what a 90 px WebP takes.
    const service = await contentService({ mediaRender: 'full', media: { pool: { timeoutMs: 500 } } });
    const slow = await fetch(`${service.url}/f/content/1600x800/slow-hero.svg?w=3840&fm=avif`);
    expect(slow.status).toBe(503);
    expect(slow.headers.get('retry-after')).toBe('10');
    expect(slow.headers.get('cache-control')).toBe('no-store');
    expect(await slow.json()).toEqual({ error: { code: 'RENDER_TIMEOUT', message: 'The picture took over 0.5 s to render' } });

    const next = await fetch(`${service.url}/f/content/1600x800/hero.svg?w=90&fm=webp`);
    expect(next.status).toBe(200);
    expect((await sharp(Buffer.from(await next.arrayBuffer())).metadata()).width).toBe(90);
  });
});

describe('content pictures under load', () => {
  it('serves a cached picture under 250 ms while 16 large renders are in flight', async () => {
    const mediaCacheDir = mkdtempSync(join(tmpdir(), 'content-media-'));
    const sandbox = createContentSandbox({ accessToken: TOKEN, rateLimitPerSecond: 0, mediaRender: 'full', mediaCacheDir });
    // Counts the requests the service has been handed, so the test knows when all 16 renders have been asked for.
    let arrived = 0;
    const service = await listen(
      (req: IncomingMessage, res: ServerResponse) => {
        arrived++;
        sandbox.listener(req, res);
      },
      { port: 0 },
    );
    started.push(service);
    const cached = `${service.url}/f/content/1600x800/home-hero.svg?w=320&fm=webp`;
    expect((await fetch(cached)).status).toBe(200);

    const controller = new AbortController();
    let largeAnswered = 0;
    const large = Array.from({ length: 16 }, (_, i) =>
      fetch(`${service.url}/f/content/1600x800/load-${i}-hero.svg?w=3840&fm=avif`, { signal: controller.signal }).then(
        () => largeAnswered++,
        () => undefined,
      ),
    );
    await expect.poll(() => arrived, { interval: 10 }).toBe(17);

    const start = performance.now();
    const hit = await fetch(cached);
    const body = Buffer.from(await hit.arrayBuffer());
    const elapsed = performance.now() - start;
    expect(hit.status).toBe(200);
    expect((await sharp(body).metadata()).width).toBe(320);
    expect(largeAnswered).toBe(0);
    expect(elapsed).toBeLessThan(250);

    controller.abort();
    await Promise.all(large);
    sandbox.close();
  });
});
