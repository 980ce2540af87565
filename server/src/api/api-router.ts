import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ExchangeRatesPort, NewsletterPort } from '@sockshop/core/ports';
import type { ShopServices } from '@sockshop/ui/services';
import type { ShopConfig } from '../config.js';
import { createRouter, HttpError } from '../http/http-kit.js';
import type { JsonLogger } from '../logging/json-logger.js';
import { requestLogs } from './api-kit.js';
import type { BuildDescriptor } from './build-info.js';
import { registerBuildRoutes } from './build-info.js';
import { registerContentProxyRoutes } from './content-proxy.js';
import { registerCountryCodeRoutes } from './country-code.js';
import { registerDiagnosticsRoutes } from './diagnostics.js';
import { registerEuroconRoutes } from './eurocon.js';
import { registerMarketRoutes } from './market.js';
import { registerNewsletterRoutes } from './newsletter.js';
import { createRateLimiter, type RateLimit } from './rate-limit.js';
import { registerRecommendationRoutes } from './recommendations.js';
import { registerSearchRoutes } from './search.js';
import { registerSitemapRoutes } from './sitemap.js';

/** Per client address; reads are bounded generously, writes tightly. */
export interface ApiLimits {
  newsletter: RateLimit;
  diagnostics: RateLimit;
  widget: RateLimit;
  search: RateLimit;
}

export const DEFAULT_LIMITS: ApiLimits = {
  newsletter: { burst: 5, perSecond: 0.2 },
  diagnostics: { burst: 30, perSecond: 5 },
  widget: { burst: 60, perSecond: 20 },
  search: { burst: 120, perSecond: 40 },
};

export interface ApiDeps {
  services: ShopServices;
  config: ShopConfig;
  /** Server-only ports (never handed to the browser or route loaders). */
  newsletter: NewsletterPort;
  rates: ExchangeRatesPort;
  /** The content delivery API the proxy forwards to, ending in /v2 (the sandbox's or Storyblok's). */
  contentApiUrl: string;
  logger: JsonLogger;
  build: BuildDescriptor;
  limits?: Partial<ApiLimits>;
  now?: () => number;
}

export type Limiters = { [K in keyof ApiLimits]: ReturnType<typeof createRateLimiter> };

export interface ApiRouter {
  handle(req: IncomingMessage, res: ServerResponse, url: URL, log: JsonLogger): Promise<boolean>;
}

/** The paths app.ts hands to this router: /api/*, the search endpoints, robots.txt and the sitemaps. */
export function isApiPath(pathname: string): boolean {
  return (
    pathname.startsWith('/api/') ||
    pathname === '/search' ||
    pathname === '/search/suggest' ||
    pathname === '/robots.txt' ||
    pathname === '/sitemap.xml' ||
    /^\/sitemaps\/[^/]{1,40}\.xml$/.test(pathname)
  );
}

/** The shop's own API (spec §7 "Own server"): every route validates its input and answers JSON errors. */
export function createApiRouter(deps: ApiDeps): ApiRouter {
  const router = createRouter();
  const limits = { ...DEFAULT_LIMITS, ...deps.limits };
  const limiters: Limiters = {
    newsletter: createRateLimiter(limits.newsletter, { now: deps.now }),
    diagnostics: createRateLimiter(limits.diagnostics, { now: deps.now }),
    widget: createRateLimiter(limits.widget, { now: deps.now }),
    search: createRateLimiter(limits.search, { now: deps.now }),
  };
  registerMarketRoutes(router, deps);
  registerCountryCodeRoutes(router, deps);
  registerEuroconRoutes(router, deps);
  registerNewsletterRoutes(router, deps, limiters);
  registerDiagnosticsRoutes(router, deps, limiters);
  registerRecommendationRoutes(router, deps, limiters);
  registerSearchRoutes(router, deps, limiters);
  registerContentProxyRoutes(router, deps);
  registerBuildRoutes(router, deps);
  registerSitemapRoutes(router, deps);
  const ownOrigins = new Set([new URL(deps.config.PUBLIC_ORIGIN).origin]);

  return {
    async handle(req, res, url, log) {
      requestLogs.set(req, log);
      // The router decodes path parameters; a malformed escape is the caller's mistake, not a 500.
      try {
        decodeURIComponent(url.pathname);
      } catch {
        throw new HttpError(400, 'INVALID_INPUT', 'Malformed percent-encoding in the path');
      }
      refuseForeignOrigins(req, res, ownOrigins);
      if (req.method === 'OPTIONS') {
        // Same-origin callers never need a preflight answer with CORS headers; the API is closed to other origins.
        res.writeHead(204, { allow: 'GET, HEAD, POST', 'cache-control': 'no-store' }).end();
        return true;
      }
      return router.handle(req, res, url);
    },
  };
}

/**
 * Closed CORS: no Access-Control-Allow-Origin is ever sent, and a preflight or a write from another origin is refused
 * (403), so another site can neither read our answers nor post forms here (CSRF). GETs without an Origin pass.
 */
function refuseForeignOrigins(req: IncomingMessage, res: ServerResponse, ownOrigins: Set<string>): void {
  const origin = req.headers.origin;
  if (origin === undefined) return;
  const host = req.headers.host;
  const sameHost = host !== undefined && (origin === `http://${host}` || origin === `https://${host}`);
  if (ownOrigins.has(origin) || sameHost) return;
  if (req.method === 'GET' || req.method === 'HEAD') return;
  res.setHeader('vary', 'origin');
  throw new HttpError(403, 'FORBIDDEN_ORIGIN', 'Cross-origin requests are not allowed');
}
