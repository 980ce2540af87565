import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { assignmentCookieValue, assignVariant, experimentCookieName, parseAssignmentCookie, pickWeighted } from './assignment.js';
import type { Experiment } from './experiment.schema.js';
import { splitTestEventNames } from './split-test.js';

const numRuns = Number(process.env.FC_NUM_RUNS ?? 200);
const DAY = 86_400_000;
const markets = ['de', 'nl', 'be', 'at', 'fr', 'us', 'gb'];

const experimentArb: fc.Arbitrary<Experiment> = fc
  .record({
    // Built once, outside chain: building a regex arbitrary per sample is slow.
    id: fc.stringMatching(/^[a-z0-9-]{1,12}$/),
    variants: fc.uniqueArray(fc.constantFrom('a', 'b', 'c', 'd'), { minLength: 1, maxLength: 4 }),
    start: fc.integer({ min: 0, max: 1000 }),
    length: fc.option(fc.integer({ min: 0, max: 400 }), { nil: null }),
  })
  .chain(({ id, variants, start, length }) =>
    fc.record({
      id: fc.constant(id),
      name: fc.constant('test'),
      variants: fc.constant(variants),
      weights: fc.array(fc.nat(100), { minLength: variants.length, maxLength: variants.length }),
      defaultVariant: fc.constantFrom(...variants),
      active: fc.boolean(),
      trafficPercentage: fc.integer({ min: 0, max: 100 }),
      includedMarkets: fc.subarray(markets),
      excludedMarkets: fc.subarray(markets),
      startDate: fc.constant(new Date(start * DAY).toISOString()),
      endDate: fc.constant(length === null ? null : new Date((start + length) * DAY).toISOString()),
      eventNames: fc.subarray(['add_to_cart', 'view_item', 'begin_checkout']),
    }),
  );
const draw = fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true });

describe('experiment properties', () => {
  it('an assignment never leaves the date window or the market list', () => {
    fc.assert(
      fc.property(
        experimentArb,
        fc.integer({ min: -10, max: 1500 }),
        fc.constantFrom(...markets),
        draw,
        draw,
        (exp, day, market, d1, d2) => {
          const now = day * DAY;
          const draws = [d1, d2];
          const assignment = assignVariant(exp, { now, market, random: () => draws.shift() ?? 0 });
          if (assignment === null) return;
          expect(exp.active).toBe(true);
          expect(now).toBeGreaterThanOrEqual(Date.parse(exp.startDate));
          if (exp.endDate) expect(now).toBeLessThanOrEqual(Date.parse(exp.endDate));
          if (exp.includedMarkets.length > 0) expect(exp.includedMarkets).toContain(market);
          else expect(exp.excludedMarkets).not.toContain(market);
        },
      ),
      { numRuns },
    );
  });

  it('the variant is always one of the variants; only visitors inside the traffic share take part', () => {
    fc.assert(
      fc.property(experimentArb, draw, draw, (exp, d1, d2) => {
        const draws = [d1, d2];
        const running = { ...exp, active: true, includedMarkets: [], excludedMarkets: [], endDate: null };
        const assignment = assignVariant(running, { now: Date.parse(exp.startDate), market: 'de', random: () => draws.shift() ?? 0 });
        expect(assignment).not.toBeNull();
        expect(exp.variants).toContain(assignment?.variant);
        expect(assignment?.participating).toBe(d1 * 100 < exp.trafficPercentage);
        if (!assignment?.participating) expect(assignment?.variant).toBe(exp.defaultVariant);
      }),
      { numRuns },
    );
  });

  it('weighted picking is monotone in the draw and never picks a zero-weight variant', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(10), { minLength: 1, maxLength: 5 }), draw, draw, (weights, x, y) => {
        const variants = weights.map((_, i) => `v${i}`);
        const [lo, hi] = x <= y ? [x, y] : [y, x];
        const a = pickWeighted(variants, weights, lo, 'v0');
        const b = pickWeighted(variants, weights, hi, 'v0');
        if (weights.some((w) => w > 0)) {
          expect(variants.indexOf(a)).toBeLessThanOrEqual(variants.indexOf(b));
          expect(weights[variants.indexOf(a)]).toBeGreaterThan(0);
        } else {
          expect(a).toBe('v0');
        }
      }),
      { numRuns },
    );
  });

  it('an assignment survives its cookie (round trip) under a cookie-safe name', () => {
    fc.assert(
      fc.property(experimentArb, fc.boolean(), (exp, participating) => {
        const assignment = {
          experimentId: exp.id,
          variant: participating ? (exp.variants.at(-1) ?? '') : exp.defaultVariant,
          participating,
        };
        expect(parseAssignmentCookie(exp, assignmentCookieValue(assignment))).toEqual(assignment);
        expect(experimentCookieName(exp.id)).toMatch(/^exp_[A-Za-z0-9_-]+$/);
      }),
      { numRuns },
    );
  });

  it('a running test flags general and purchase events, its own event names and nothing else', () => {
    fc.assert(
      fc.property(fc.string(), fc.record({ eventNames: fc.array(fc.string(), { maxLength: 3 }) }), (name, test) => {
        const flagged = splitTestEventNames(test);
        expect(flagged).toEqual(expect.arrayContaining(['general', 'purchase', ...test.eventNames]));
        expect(flagged.includes(name)).toBe(['general', 'purchase', ...test.eventNames].includes(name));
      }),
      { numRuns },
    );
  });
});
