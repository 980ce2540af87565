import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ShopServices } from '@sockshop/ui/services';
import type { Config } from '../config.js';
import { createRouter } from '../http/http-kit.js';
import type { JsonLogger } from '../logging/json-logger.js';
import { registerMarketRoutes } from './market.js';

export interface ApiDeps {
  services: ShopServices;
  config: Config;
}

export interface ApiRouter {
  handle(req: IncomingMessage, res: ServerResponse, url: URL, log: JsonLogger): Promise<boolean>;
}

/** The shop's own API (spec §7 "Own server"): every route validates its input and answers JSON errors. */
export function createApiRouter(deps: ApiDeps): ApiRouter {
  const router = createRouter();
  registerMarketRoutes(router, deps);
  return {
    handle: (req, res, url) => router.handle(req, res, url),
  };
}
