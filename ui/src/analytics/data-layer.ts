import { type DataLayerEvent, pageViewEvent, withSplitTestFlag } from '@sockshop/core/analytics';
import type { PageViewRoute } from './page-view-route';

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/**
 * The events flagged while the visitor takes part in a running split test. The shell script
 * (shell-script/) lists them on <html> for a visitor inside a test's traffic share; read at each event, so
 * the browser needs no experiment definitions.
 */
function splitTestEvents(): string[] {
  return document.documentElement.getAttribute('data-split-events')?.split(' ') ?? [];
}

/**
 * Events go to window.dataLayer with GA4 names; no third-party script is loaded here, a tag manager
 * configured for the shop reads them. while the visitor takes part in a running split test, general (page
 * view), purchase and the test's own events are flagged.
 */
export function pushEvent(event: DataLayerEvent): void {
  window.dataLayer ??= [];
  window.dataLayer.push(withSplitTestFlag(event, splitTestEvents()));
}

/** Page views carry country, segment, route name and page type. */
export function pushPageView(page: PageViewRoute, country: string, segment = 'default'): void {
  pushEvent(pageViewEvent({ country, segment, routeName: page.routeName, pageType: page.pageType }));
}
