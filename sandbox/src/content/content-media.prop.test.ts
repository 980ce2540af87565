import fc from 'fast-check';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningService } from '../http/serve.js';
import { startContentSandbox } from './content.sandbox.js';

// Any proportions and width a client may put in a picture's URL: the service draws it or refuses it, and lives on.

const TOKEN = 'sandbox-public';
const NUM_RUNS = Number(process.env.FC_NUM_RUNS ?? 40);

/** Proportions as an asset path names them: mostly near the limits, sometimes absurd. */
const side = fc.oneof(fc.integer({ min: 1, max: 40 }), fc.integer({ min: 0, max: 99_999 }));
/** Widths the shop asks for, the edges, and anything up to past the largest. */
const width = fc.oneof(fc.constantFrom(1, 2, 3, 5, 16, 90, 320, 720, 1024, 1920, 3840), fc.integer({ min: 1, max: 4000 }));

describe('content pictures: any size asked for', () => {
  let service: RunningService;
  beforeAll(async () => {
    service = await startContentSandbox({ accessToken: TOKEN, rateLimitPerSecond: 0, mediaRender: 'fast' });
  });
  afterAll(() => service.close());

  it('is drawn (200, the size asked for) or refused with a 400, never a 5xx, and the service keeps answering', async () => {
    await fc.assert(
      fc.asyncProperty(side, side, width, fc.constantFrom('webp', 'avif'), async (w, h, asked, format) => {
        const res = await fetch(`${service.url}/f/content/${w}x${h}/hero.svg?w=${asked}&fm=${format}`);
        const body = Buffer.from(await res.arrayBuffer());
        if (res.status === 200) {
          expect(res.headers.get('content-type')).toBe(`image/${format}`);
          expect((await sharp(body).metadata()).width).toBe(asked);
          return;
        }
        expect(res.status, body.toString()).toBe(400);
        expect(JSON.parse(body.toString())).toEqual({ error: { code: expect.stringMatching(/^INVALID_/), message: expect.any(String) } });
      }),
      { numRuns: NUM_RUNS },
    );
    expect((await fetch(`${service.url}/f/content/1600x800/hero.svg?w=90&fm=webp`)).status).toBe(200);
  });
});
