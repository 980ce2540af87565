import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { createStoryblokContent } from '@sockshop/adapters/content/content.storyblok';
import type { ContentPage } from '@sockshop/core/content';
import type { ContentScope, PageError } from '@sockshop/core/ports';
import { silentLogger } from '@sockshop/core/ports';
import { startContentSandbox } from '@sockshop/sandbox/content/content.sandbox';
import type { ResultAsync } from 'neverthrow';
import { median } from './median.js';

const SCOPE: ContentScope = { storefront: 'us', language: 'en', locale: 'default' };
const COLD_RUNS = 7;
const WARM_RUNS = 50;
const TIME_BUDGET_MS = 20_000;

const ms = (value: number) => `${value.toFixed(2)} ms`;

/** Times one call; a failed fetch stops the bench rather than measuring an error. */
async function timed(run: () => ResultAsync<ContentPage, PageError>): Promise<number> {
  const start = performance.now();
  const result = await run();
  const elapsed = performance.now() - start;
  if (result.isErr()) throw new Error(`story fetch failed: ${result.error.message}`);
  return elapsed;
}

/** Cold and warm time of a story fetch (`us/home` with its `_default` fallback) through the Storyblok adapter and the sandbox. */
export async function benchContent(): Promise<Record<string, string | number>> {
  const deadline = Date.now() + TIME_BUDGET_MS;
  const cold: number[] = [];
  const cached: number[] = [];
  const uncached: number[] = [];
  // Cold: a fresh sandbox, token (the client's cache is keyed by token) and connection each run.
  for (let run = 0; run < COLD_RUNS && Date.now() < deadline; run++) {
    const accessToken = `bench-${randomUUID()}`;
    const service = await startContentSandbox({ accessToken, rateLimitPerSecond: 0 });
    try {
      const endpoint = `${service.url}/v2`;
      const content = createStoryblokContent({ endpoint, accessToken, logger: silentLogger, rateLimit: 1000 });
      cold.push(await timed(() => content.findPage('home', SCOPE)));
      if (run === 0) {
        // Warm: the same adapter again, answered from the client's memory cache.
        for (let i = 0; i < WARM_RUNS && Date.now() < deadline; i++) cached.push(await timed(() => content.findPage('home', SCOPE)));
        // Warm connection without the cache: a round trip to the sandbox each time.
        const noCache = createStoryblokContent({ endpoint, accessToken, logger: silentLogger, rateLimit: 1000, cache: false });
        for (let i = 0; i < WARM_RUNS && Date.now() < deadline; i++) uncached.push(await timed(() => noCache.findPage('home', SCOPE)));
      }
    } finally {
      await service.close();
    }
  }
  return {
    'story fetch cold (median)': ms(median(cold)),
    'story fetch warm, memory cache (median)': ms(median(cached)),
    'story fetch warm, no cache (median)': ms(median(uncached)),
    'cold runs': cold.length,
    'warm runs': cached.length,
  };
}
