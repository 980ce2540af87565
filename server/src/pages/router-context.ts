import type { ShopRequest } from '@sockshop/core/ports';
import { type RouterContext, RouterContextProvider, type ServerBuild } from 'react-router';

type ShopRouterContext = (request: ShopRequest) => RouterContextProvider;

/**
 * How a request becomes the context a render starts with (React Router's middleware needs a RouterContextProvider): the
 * shop's part under the build's own key. Keys are compared by identity, so the key is the one the built routes read
 * with, which the app's server entry exports (ui/src/entry.server.tsx); the provider is this process's React Router's,
 * whose request handler checks it.
 */
export function shopRouterContextOf(build: ServerBuild): ShopRouterContext {
  const key = (build.entry.module as { shopContext?: RouterContext<ShopRequest> }).shopContext;
  if (!key) throw new Error('the server build exports no shopContext (ui/src/entry.server.tsx)');
  return (request) => {
    const context = new RouterContextProvider();
    context.set(key, request);
    return context;
  };
}
