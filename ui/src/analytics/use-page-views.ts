import { useEffect } from 'react';
import { useLocation, useMatches, useRouteError } from 'react-router';
import { pushPageView } from './data-layer';
import { pageViewRoute } from './page-view-route';

/**
 * One page view per path the shopper sees, with country, segment, route name and page type. A campaign landing
 * waits until its segment is known.
 */
export function usePageViews(country: string, segment: { resolved: boolean; id: string | null | undefined }): void {
  const { pathname } = useLocation();
  const page = pageViewRoute(useMatches(), useRouteError());
  const { routeName, pageType } = page;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new path is a new page view, even on the same route.
  useEffect(() => {
    if (segment.resolved) pushPageView({ routeName, pageType }, country, segment.id || undefined);
  }, [pathname, routeName, pageType, country, segment.resolved, segment.id]);
}
