import type { Experiment } from './experiment.schema.js';

/** spec §9: events always flagged while a split test runs. */
const ALWAYS_SPLIT_TEST_EVENTS: readonly string[] = ['general', 'purchase'];

/**
 * spec §9: an analytics event is flagged as part of a split test when it is general, a purchase,
 * or one of a running test's event names. With no test running, nothing is flagged.
 */
export function isSplitTestEvent(eventName: string, runningTests: readonly Pick<Experiment, 'eventNames'>[]): boolean {
  if (runningTests.length === 0) return false;
  return ALWAYS_SPLIT_TEST_EVENTS.includes(eventName) || runningTests.some((test) => test.eventNames.includes(eventName));
}
