import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_IMAGE_WIDTH, srcSet } from './srcset.js';

describe('srcset properties', () => {
  it('every candidate is at most 3840 px, ascending, unique, with the quality rule', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 10_000 }), { minLength: 1, maxLength: 8 }), (widths) => {
        const candidates = srcSet('/p.jpg', { widths }).split(', ');
        const parsed = candidates.map((c) => {
          const [, w, q, descriptor] = /w=(\d+)&q=(\d+) (\d+)w$/.exec(c) ?? [];
          return { w: Number(w), q: Number(q), descriptor: Number(descriptor) };
        });
        for (const { w, q, descriptor } of parsed) {
          expect(w).toBeLessThanOrEqual(MAX_IMAGE_WIDTH);
          expect(w).toBe(descriptor);
          expect(q).toBe(w > 720 ? 60 : 70);
        }
        const ws = parsed.map((p) => p.w);
        expect(ws).toEqual([...new Set(ws)].sort((a, b) => a - b));
      }),
      { numRuns: Number(process.env.FC_NUM_RUNS ?? 200) },
    );
  });
});
