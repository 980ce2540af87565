import type { ShopRequest } from '@sockshop/core/ports';
import { createContext, RouterContextProvider } from 'react-router';

/** The server's part of every render's context (services, request id, market, preview): `context.get(shopContext)`. */
export const shopContext = createContext<ShopRequest>();

/**
 * The context a render starts with. The server reaches it through the server build (ui/src/entry.server.tsx exports
 * it) rather than importing this module: context keys are compared by identity, so they must be the very objects the
 * built routes read with.
 */
export function shopRouterContext(request: ShopRequest): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(shopContext, request);
  return context;
}
