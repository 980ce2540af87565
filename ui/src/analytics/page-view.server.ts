import { matchRoute, type SlugKnowledge, segmentsOf, trackingPageType } from '@sockshop/core/routing';
import type { PageViewRoute } from './page-view-route';

/**
 * The route name and tracking type of a path, by core's route table. Loaders of routes that stand for
 * several of the spec's routes send it, so the browser does not load the table (page-view-route.ts).
 */
export function pageViewOf(pathname: string, known?: SlugKnowledge): PageViewRoute {
  const routeName = matchRoute(pathname)?.route.name ?? null;
  return { routeName: routeName ?? 'unknown', pageType: trackingPageType(routeName, segmentsOf(pathname)[1], known) };
}
