import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningService } from '../http/serve.js';
import { startContentSandbox } from './content.sandbox.js';

const TOKEN = 'sandbox-prop';
const NUM_RUNS = Number(process.env.FC_NUM_RUNS ?? 15);

describe('content sandbox pagination (property)', () => {
  let service: RunningService;
  beforeAll(async () => {
    service = await startContentSandbox({ accessToken: TOKEN, rateLimitPerSecond: 0 });
  });
  afterAll(() => service.close());

  const page = async (path: string, perPage: number, n: number) => {
    const res = await fetch(`${service.url}/v2/cdn/${path}&token=${TOKEN}&per_page=${perPage}&page=${n}`);
    const body = (await res.json()) as Record<string, { full_slug?: string; name?: string }[]>;
    return {
      total: Number(res.headers.get('total')),
      perPage: Number(res.headers.get('per-page')),
      items: Object.values(body).find(Array.isArray) ?? [],
    };
  };

  it('paging with any per_page visits every story and entry exactly once, per-page never above the cap', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(
          { path: 'stories?starts_with=_default/', cap: 100, key: 'full_slug' as const },
          { path: 'datasource_entries?datasource=translations', cap: 1000, key: 'name' as const },
        ),
        fc.integer({ min: -5, max: 1500 }),
        async ({ path, cap, key }, requested) => {
          const first = await page(path, requested, 1);
          expect(first.perPage).toBeLessThanOrEqual(cap);
          expect(first.perPage).toBeGreaterThan(0);
          const seen = [...first.items];
          // The bound only stops a runaway loop: one entry a page must still reach every one of the 1000 a page may hold.
          for (let n = 2; n <= Math.ceil(first.total / first.perPage) && n <= 1000; n++)
            seen.push(...(await page(path, requested, n)).items);
          const keys = seen.map((item) => item[key]);
          expect(new Set(keys).size).toBe(first.total);
          expect(keys).toHaveLength(first.total);
        },
      ),
      { numRuns: NUM_RUNS },
    );
  });
});
