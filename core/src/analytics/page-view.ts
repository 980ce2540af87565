import type { Experiment } from '../experiments/experiment.schema.js';
import { splitTestEventNames } from '../experiments/split-test.js';
import type { TrackingPageType } from '../routing/page-type.js';

export interface DataLayerEvent {
  event: string;
  split_test?: true;
  [field: string]: unknown;
}

export const PAGE_VIEW_EVENT = 'page_view';

/** Page views carry country, segment, route name and type. */
export function pageViewEvent(page: { country: string; segment: string; routeName: string; pageType: TrackingPageType }): DataLayerEvent {
  return { event: PAGE_VIEW_EVENT, country: page.country, segment: page.segment, route_name: page.routeName, page_type: page.pageType };
}

/**
 * The data-layer events flagged while a visitor takes part in these running split tests, by the names the data
 * layer uses (page views are the rule's "general" events). The server works them out; the browser only compares names.
 */
export function splitTestEvents(runningTests: readonly Pick<Experiment, 'eventNames'>[]): string[] {
  const names = runningTests.flatMap(splitTestEventNames).map((name) => (name === 'general' ? PAGE_VIEW_EVENT : name));
  return [...new Set(names)];
}

/** The event with `split_test` set when it is one of `flaggedEvents` (`splitTestEvents` of the visitor's tests). */
export function withSplitTestFlag<E extends DataLayerEvent>(event: E, flaggedEvents: readonly string[]): E {
  return flaggedEvents.includes(event.event) ? { ...event, split_test: true } : event;
}
