import type { Experiment } from '../experiments/experiment.schema.js';
import { isSplitTestEvent } from '../experiments/split-test.js';
import type { TrackingPageType } from '../routing/page-type.js';

export interface DataLayerEvent {
  event: string;
  split_test?: true;
  [field: string]: unknown;
}

export const PAGE_VIEW_EVENT = 'page_view';

/** spec §9: page views carry country, segment, route name and type. */
export function pageViewEvent(page: { country: string; segment: string; routeName: string; pageType: TrackingPageType }): DataLayerEvent {
  return { event: PAGE_VIEW_EVENT, country: page.country, segment: page.segment, route_name: page.routeName, page_type: page.pageType };
}

/** spec §9: page views are the "general" events of the split-test rule. */
export function withSplitTestFlag<E extends DataLayerEvent>(event: E, runningTests: readonly Pick<Experiment, 'eventNames'>[]): E {
  const kind = event.event === PAGE_VIEW_EVENT ? 'general' : event.event;
  return isSplitTestEvent(kind, runningTests) ? { ...event, split_test: true } : event;
}
