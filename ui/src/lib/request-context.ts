import type { ShopRequest } from '@sockshop/core/ports';
import { createContext } from 'react-router';

/**
 * The server's part of every render's context (services, request id, market, preview): `context.get(shopContext)`. The
 * server sets it on each request's context with this very key, which it takes from the server build
 * (ui/src/entry.server.tsx exports it) rather than importing this module: keys are compared by identity.
 */
export const shopContext = createContext<ShopRequest>();
