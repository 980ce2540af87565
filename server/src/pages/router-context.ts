import type { ShopRequest } from '@sockshop/core/ports';
import type { RouterContextProvider, ServerBuild } from 'react-router';

type ShopRouterContext = (request: ShopRequest) => RouterContextProvider;

/**
 * The function that turns a request into the context a render starts with, from the build itself: its loaders find
 * their values by context keys compared by identity, so only the build's own module can make them. The app's server
 * entry exports it (ui/src/entry.server.tsx).
 */
export function shopRouterContextOf(build: ServerBuild): ShopRouterContext {
  const make = (build.entry.module as { shopRouterContext?: unknown }).shopRouterContext;
  if (typeof make !== 'function') throw new Error('the server build exports no shopRouterContext (ui/src/entry.server.tsx)');
  return make as ShopRouterContext;
}
