/** The part of React Router's data router (7.18 framework mode) housekeeping reads. */
interface HydratedRouter {
  state: { navigation: { location?: { pathname: string; search: string; hash: string } } };
}

/**
 * The path a client navigation is loading, if one is: HydratedRouter keeps its router on
 * `window.__reactRouterDataRouter` (react-router/dom `createHydratedRouter`), whose state names the target location
 * before any route module of the target is imported.
 */
export function pendingNavigationHref(): string | null {
  const router = (window as { __reactRouterDataRouter?: HydratedRouter }).__reactRouterDataRouter;
  const target = router?.state.navigation.location;
  return target ? `${target.pathname}${target.search}${target.hash}` : null;
}
