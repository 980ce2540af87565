import type { Experiment } from './experiment.schema.js';

/** Events always flagged while a split test runs. */
const ALWAYS_SPLIT_TEST_EVENTS: readonly string[] = ['general', 'purchase'];

/**
 * The analytics events flagged as part of a running split test: general, purchase and the test's own event
 * names. With no test running, nothing is flagged.
 */
export function splitTestEventNames(test: Pick<Experiment, 'eventNames'>): string[] {
  return [...ALWAYS_SPLIT_TEST_EVENTS, ...test.eventNames];
}
