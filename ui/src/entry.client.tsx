import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';

/**
 * Hydrates once React Router's globals are set, and once. The route modules share this module's React, so the first of
 * them to load evaluates it; the page's bootstrap (hydration/hydrate-after-lcp.server.ts) imports them in parallel, and
 * hydrating then would race the others and meet no route modules (a blank page). So the bootstrap calls `__hydrate` when
 * it has set them; React Router's own bootstrap (static imports, its globals set in the job this module runs in) is met
 * by the microtask, which runs once that job is over.
 */
const page = window as { __reactRouterRouteModules?: unknown; __hydrate?: () => void };
page.__hydrate = () => {
  if (!page.__reactRouterRouteModules) return;
  page.__hydrate = undefined;
  startTransition(() => {
    hydrateRoot(document, <HydratedRouter />);
  });
};
queueMicrotask(page.__hydrate);
