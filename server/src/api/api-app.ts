import { Hono } from 'hono';
import { countRefusals } from '../metrics/rate-limit-refusals.js';
import type { ShopEnv } from '../request-context.js';
import { registerBuildRoutes } from './build-info.js';
import { registerContentProxyRoutes } from './content-proxy.js';
import { registerContentWebhookRoutes } from './content-webhook.js';
import { registerCountryCodeRoutes } from './country-code.js';
import type { ApiDeps, ApiLimits, Limiters } from './deps.js';
import { registerDiagnosticsRoutes } from './diagnostics.js';
import { ApiError, answerError } from './errors.js';
import { registerEuroconRoutes } from './eurocon.js';
import { createLimiter } from './limits.js';
import { registerMarketRoutes } from './market.js';
import { registerNewsletterRoutes } from './newsletter.js';
import { registerRecommendationRoutes } from './recommendations.js';
import { registerSearchRoutes } from './search.js';
import { registerSegmentRoutes } from './segments.js';
import { registerSitemapRoutes } from './sitemap.js';

const DEFAULT_LIMITS: ApiLimits = {
  newsletter: { burst: 5, perSecond: 0.2 },
  diagnostics: { burst: 30, perSecond: 5 },
  widget: { burst: 60, perSecond: 20 },
  search: { burst: 120, perSecond: 40 },
  content: { burst: 240, perSecond: 80 },
  // A burst of publishes (a hundred in a second) still passes: they are merged into few purges.
  webhook: { burst: 200, perSecond: 20 },
};

/** The paths of the own API: /api/*, the search endpoints, robots.txt and the sitemaps. Everything else is a page. */
function isApiPath(pathname: string): boolean {
  return (
    pathname.startsWith('/api/') ||
    pathname === '/search' ||
    pathname === '/search/suggest' ||
    pathname === '/robots.txt' ||
    pathname === '/sitemap.xml' ||
    /^\/sitemaps\/[^/]{1,40}\.xml$/.test(pathname)
  );
}

/**
 * The shop's own API as a Hono app: every route validates its input and answers JSON errors;
 * an unknown API path is 404 and a known one with another method 405. The caller adds `requestContext` first.
 */
export function createApi(deps: ApiDeps): Hono<ShopEnv> {
  const api = new Hono<ShopEnv>({ strict: false });
  const limits = { ...DEFAULT_LIMITS, ...deps.config.RATE_LIMITS, ...deps.limits };
  const trustProxy = deps.config.TRUST_PROXY;
  const limiters: Limiters = {
    newsletter: createLimiter('newsletter', limits.newsletter, trustProxy, deps.limiterStore),
    diagnostics: createLimiter('diagnostics', limits.diagnostics, trustProxy, deps.limiterStore),
    widget: createLimiter('widget', limits.widget, trustProxy, deps.limiterStore),
    search: createLimiter('search', limits.search, trustProxy, deps.limiterStore),
    content: createLimiter('content', limits.content, trustProxy, deps.limiterStore),
    webhook: createLimiter('webhook', limits.webhook, trustProxy, deps.limiterStore),
  };
  // Every refusal told by the limit's name (the metrics); the limiters stay as they are.
  const counted = countRefusals(limiters, deps.onRateLimited);
  api.onError(answerError);
  api.use(closedToOtherOrigins(deps.config.PUBLIC_ORIGIN));

  registerMarketRoutes(api, deps);
  registerCountryCodeRoutes(api, deps);
  registerEuroconRoutes(api, deps);
  registerNewsletterRoutes(api, deps, counted);
  registerDiagnosticsRoutes(api, deps, counted);
  registerRecommendationRoutes(api, deps, counted);
  registerSearchRoutes(api, deps, counted);
  registerContentProxyRoutes(api, deps, counted);
  registerContentWebhookRoutes(api, deps, counted);
  registerSegmentRoutes(api, deps);
  registerBuildRoutes(api, deps);
  registerSitemapRoutes(api, deps);

  for (const path of new Set(api.routes.filter((route) => route.method !== 'ALL').map((route) => route.path))) {
    api.all(path, (c) => {
      throw new ApiError('METHOD_NOT_ALLOWED', `Method ${c.req.method} not allowed`);
    });
  }
  api.all('/api/*', (c) => {
    throw new ApiError('NOT_FOUND', `No API route ${c.req.path}`);
  });
  return api;
}

/**
 * Closed CORS: no Access-Control-Allow-Origin is ever sent, and a preflight or a write from another origin is refused
 * (403), so another site can neither read our answers nor post forms here (CSRF). GETs without an Origin pass. Hono's
 * cors and csrf middleware do not fit: the one opens the API to listed origins, the other checks form posts only.
 */
function closedToOtherOrigins(publicOrigin: string) {
  const own = new URL(publicOrigin).origin;
  return async (c: import('hono').Context<ShopEnv>, next: () => Promise<void>) => {
    if (!isApiPath(c.req.path)) return next();
    // A malformed escape in the path is the caller's mistake, not a 500.
    try {
      decodeURIComponent(new URL(c.req.url).pathname);
    } catch {
      throw new ApiError('INVALID_INPUT', 'Malformed percent-encoding in the path');
    }
    const origin = c.req.header('origin');
    const host = c.req.header('host');
    const foreign = origin !== undefined && origin !== own && origin !== `http://${host}` && origin !== `https://${host}`;
    if (foreign && c.req.method !== 'GET' && c.req.method !== 'HEAD') {
      c.header('vary', 'origin');
      throw new ApiError('FORBIDDEN_ORIGIN', 'Cross-origin requests are not allowed');
    }
    // Same-origin callers never need a preflight answer with CORS headers.
    if (c.req.method === 'OPTIONS') return c.body(null, 204, { allow: 'GET, HEAD, POST', 'cache-control': 'no-store' });
    return next();
  };
}
