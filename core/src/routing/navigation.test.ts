import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BUILD_CHECK, hasNewBuild, isChunkLoadError, mayReloadAfterChunkError, RELOAD_GUARD_MS, shouldCheckBuild } from './navigation.js';

const numRuns = Number(process.env.FC_NUM_RUNS ?? 200);

describe('navigation', () => {
  it('a changed build id shows the update notice', () => {
    expect(hasNewBuild('b1', 'b2')).toBe(true);
    expect(hasNewBuild('b1', 'b1')).toBe(false);
    expect(hasNewBuild('b1', null)).toBe(false);
    expect(hasNewBuild('b1', '')).toBe(false);
  });

  it('recognises chunk load errors of Chromium, Firefox, Safari and webpack-style loaders', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module: /assets/x.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError('ChunkLoadError: Loading chunk 7 failed')).toBe(true);
    expect(isChunkLoadError(new Error('Loading CSS chunk 3 failed'))).toBe(true);
    expect(isChunkLoadError(new Error('Cart token is missing'))).toBe(false);
    expect(isChunkLoadError(undefined)).toBe(false);
  });

  it('reload guard: one chunk-error reload per 10 s', () => {
    expect(mayReloadAfterChunkError(null, 1_000)).toBe(true);
    expect(mayReloadAfterChunkError(1_000, 1_000)).toBe(false);
    expect(mayReloadAfterChunkError(1_000, 1_000 + RELOAD_GUARD_MS - 1)).toBe(false);
    expect(mayReloadAfterChunkError(1_000, 1_000 + RELOAD_GUARD_MS)).toBe(true);
    // A stored time in the future (clock set back) does not block reloads for ever.
    expect(mayReloadAfterChunkError(50_000, 1_000)).toBe(true);
  });

  it('reload guard: inside the window never, outside always (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 45 }), fc.integer({ min: 0, max: 10 * RELOAD_GUARD_MS }), (last, elapsed) => {
        expect(mayReloadAfterChunkError(last, last + elapsed)).toBe(elapsed >= RELOAD_GUARD_MS);
      }),
      { numRuns },
    );
  });

  it('the build check: never in a hidden tab, at most once a minute, and again after a clock set back', () => {
    const now = 10 * 60_000;
    expect(shouldCheckBuild({ hidden: true, lastCheckAt: 0, now })).toBe(false);
    expect(shouldCheckBuild({ hidden: false, lastCheckAt: now - BUILD_CHECK.minSpacingMs, now })).toBe(true);
    expect(shouldCheckBuild({ hidden: false, lastCheckAt: now - BUILD_CHECK.minSpacingMs + 1, now })).toBe(false);
    expect(shouldCheckBuild({ hidden: false, lastCheckAt: now + 5, now })).toBe(true);
    expect(BUILD_CHECK.intervalMs).toBeGreaterThanOrEqual(BUILD_CHECK.minSpacingMs);
  });

  it('the build check: checks that follow the rule are at least a minute apart (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ gap: fc.integer({ min: 0, max: 400_000 }), hidden: fc.boolean() }), { maxLength: 40 }),
        (triggers) => {
          let now = 0;
          let lastCheckAt = 0;
          const checks: number[] = [];
          for (const { gap, hidden } of triggers) {
            now += gap;
            if (shouldCheckBuild({ hidden, lastCheckAt, now })) {
              checks.push(now);
              lastCheckAt = now;
            }
          }
          for (let i = 1; i < checks.length; i++)
            expect((checks[i] ?? 0) - (checks[i - 1] ?? 0)).toBeGreaterThanOrEqual(BUILD_CHECK.minSpacingMs);
        },
      ),
      { numRuns },
    );
  });
});
