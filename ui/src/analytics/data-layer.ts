import { type DataLayerEvent, pageViewEvent, withSplitTestFlag } from '@sockshop/core/analytics';
import { matchRoute, segmentsOf, trackingPageType } from '@sockshop/core/routing';
import { currentSplitTests } from './split-tests';

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/**
 * DECISIONS 15: events go to window.dataLayer with GA4 names; no third-party script is loaded here, a tag manager
 * configured for the shop reads them. spec §9: while the visitor takes part in a running split test, general (page
 * view), purchase and the test's own events are flagged.
 */
export function pushEvent(event: DataLayerEvent): void {
  window.dataLayer ??= [];
  window.dataLayer.push(withSplitTestFlag(event, currentSplitTests()));
}

/** spec §9: page views carry country, segment, route name and page type. */
export function pushPageView(pathname: string, country: string, segment = 'default'): void {
  const match = matchRoute(pathname);
  const routeName = match?.route.name ?? null;
  pushEvent(
    pageViewEvent({ country, segment, routeName: routeName ?? 'unknown', pageType: trackingPageType(routeName, segmentsOf(pathname)[1]) }),
  );
}
