import { describe, expect, it } from 'vitest';
import {
  assignmentCookieValue,
  assignVariant,
  experimentCookieName,
  isInDateWindow,
  isMarketEligible,
  parseAssignmentCookie,
  pickWeighted,
  resolveAssignment,
} from './assignment.js';
import { type Experiment, ExperimentSchema } from './experiment.schema.js';
import { SHIPPING_SPEED_EXPERIMENT } from './shipping-speed.js';
import { splitTestEventNames } from './split-test.js';

const now = Date.parse('2026-06-01T12:00:00Z');
const draws = (...values: number[]) => {
  let i = 0;
  return () => values[i++ % values.length] ?? 0;
};
const experiment: Experiment = {
  ...SHIPPING_SPEED_EXPERIMENT,
  id: 'free-gift',
  variants: ['a', 'b', 'c'],
  weights: [1, 2, 1],
  defaultVariant: 'a',
  trafficPercentage: 40,
  includedMarkets: [],
  excludedMarkets: ['us'],
  startDate: '2026-05-01T00:00:00Z',
  endDate: '2026-07-01T00:00:00Z',
  eventNames: ['add_to_cart'],
};

describe('experiments', () => {
  it('the shipping-speed experiment: 50/50, 100% of traffic, de nl be at', () => {
    expect(ExperimentSchema.parse(SHIPPING_SPEED_EXPERIMENT)).toEqual(SHIPPING_SPEED_EXPERIMENT);
    expect(SHIPPING_SPEED_EXPERIMENT).toMatchObject({
      weights: [50, 50],
      trafficPercentage: 100,
      includedMarkets: ['de', 'nl', 'be', 'at'],
    });
    expect(assignVariant(SHIPPING_SPEED_EXPERIMENT, { now, market: 'DE', random: draws(0.99, 0.49) })?.variant).toBe('control');
    expect(assignVariant(SHIPPING_SPEED_EXPERIMENT, { now, market: 'nl', random: draws(0.99, 0.5) })?.variant).toBe('indicator');
    expect(assignVariant(SHIPPING_SPEED_EXPERIMENT, { now, market: 'fr', random: draws(0) })).toBeNull();
    // Evenly spread draws split exactly in half.
    const variants = Array.from(
      { length: 100 },
      (_, i) => assignVariant(SHIPPING_SPEED_EXPERIMENT, { now, market: 'at', random: draws(0, i / 100) })!.variant,
    );
    expect(variants.filter((v) => v === 'indicator')).toHaveLength(50);
  });

  it('assigns by weight within the traffic share', () => {
    expect(assignVariant(experiment, { now, market: 'de', random: draws(0.39, 0.3) })).toEqual({
      experimentId: 'free-gift',
      variant: 'b',
      participating: true,
    });
    expect(assignVariant(experiment, { now, market: 'de', random: draws(0.4, 0.3) })).toEqual({
      experimentId: 'free-gift',
      variant: 'a',
      participating: false,
    });
    expect(pickWeighted(['a', 'b', 'c'], [1, 2, 1], 0.99, 'a')).toBe('c');
    expect(pickWeighted(['a', 'b'], [0, 0], 0.5, 'a')).toBe('a');
    expect(pickWeighted(['a', 'b', 'c'], [1, 1, 0], 1, 'a')).toBe('b');
  });

  it('only inside the dates', () => {
    expect(isInDateWindow(experiment, Date.parse('2026-04-30T23:59:59Z'))).toBe(false);
    expect(isInDateWindow(experiment, Date.parse('2026-05-01T00:00:00Z'))).toBe(true);
    expect(isInDateWindow(experiment, Date.parse('2026-07-01T00:00:01Z'))).toBe(false);
    expect(isInDateWindow({ startDate: '2026-05-01T00:00:00Z', endDate: null }, Date.parse('2099-01-01T00:00:00Z'))).toBe(true);
    expect(assignVariant({ ...experiment, active: false }, { now, market: 'de', random: draws(0) })).toBeNull();
  });

  it('the market is included, or not excluded', () => {
    expect(isMarketEligible(experiment, 'US')).toBe(false);
    expect(isMarketEligible(experiment, 'de')).toBe(true);
    expect(isMarketEligible({ includedMarkets: ['NL'], excludedMarkets: [] }, 'nl')).toBe(true);
    expect(isMarketEligible({ includedMarkets: ['nl'], excludedMarkets: [] }, 'de')).toBe(false);
  });

  it('keeps the assignment in a cookie named from the experiment id', () => {
    expect(experimentCookieName('free-gift')).toBe('exp_free-gift');
    expect(experimentCookieName('a b;c')).toBe('exp_a_b_c');
    const kept = resolveAssignment(experiment, 'c', { now, market: 'de', random: draws(0) });
    expect(kept).toEqual({ experimentId: 'free-gift', variant: 'c', participating: true });
    expect(resolveAssignment(experiment, '-', { now, market: 'de', random: draws(0) })?.participating).toBe(false);
    expect(resolveAssignment(experiment, 'gone', { now, market: 'de', random: draws(0, 0.9) })?.variant).toBe('c');
    expect(resolveAssignment(experiment, 'c', { now, market: 'us', random: draws(0) })).toBeNull();
    expect(parseAssignmentCookie(experiment, undefined)).toBeNull();
    expect(assignmentCookieValue({ experimentId: 'x', variant: 'a', participating: false })).toBe('-');
  });

  it('validates experiments', () => {
    expect(ExperimentSchema.safeParse({ ...experiment, weights: [1] }).success).toBe(false);
    expect(ExperimentSchema.safeParse({ ...experiment, defaultVariant: 'z' }).success).toBe(false);
    expect(ExperimentSchema.safeParse({ ...experiment, trafficPercentage: 101 }).success).toBe(false);
  });

  it('flags general, purchase and configured events as split-test events while a test runs', () => {
    const flagged = splitTestEventNames(experiment);
    expect(flagged).toEqual(expect.arrayContaining(['general', 'purchase', 'add_to_cart']));
    expect(flagged).not.toContain('view_item');
    expect(splitTestEventNames(SHIPPING_SPEED_EXPERIMENT)).toEqual(['general', 'purchase']);
  });
});
