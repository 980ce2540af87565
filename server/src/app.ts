import { serveStatic } from '@hono/node-server/serve-static';
import type { ShopServices } from '@sockshop/core/ports';
import { Hono } from 'hono';
import type { ServerBuild } from 'react-router';
import { answerError } from './api/errors.js';
import { compressResponses } from './compression.js';
import type { ShopLogger } from './logging/logger.js';
import { refuseMalformedPaths } from './malformed-path.js';
import type { AnswerCache } from './pages/answer-cache.js';
import { cachedPagesFirst } from './pages/cached-pages-first.js';
import type { PageCache } from './pages/page-cache.js';
import { pageCaching } from './pages/page-caching.js';
import { pageContext } from './pages/page-context.js';
import { pageServices } from './pages/page-services.js';
import type { PreviewSettings } from './pages/preview-request.js';
import { type PageObserver, pageRenderer, renderedPages } from './pages/render.js';
import type { Readiness } from './readiness.js';
import { requestContext, type ShopEnv } from './request-context.js';
import { routeRuleRedirect } from './route-rules.js';
import type { CspOrigins } from './security/csp.js';
import { securityHeaders } from './security/security-headers.js';

export interface ShopAppOptions {
  services: ShopServices;
  logger: ShopLogger;
  /** The own API (api/api-app.ts). */
  api: Hono<ShopEnv>;
  /** The React Router server build (a function in development, where Vite rebuilds it). */
  build: ServerBuild | (() => Promise<ServerBuild>);
  staticDir: string;
  /** Sent with every answer (security/security-headers.ts). */
  securityHeaders: Readonly<Record<string, string>>;
  csp: CspOrigins;
  dev: boolean;
  /** The in-process page cache (none in development). */
  pageCache?: PageCache;
  /** The backends' answers a render shares with others, kept below the page cache (answer-cache.ts). */
  answerCache?: AnswerCache;
  /** The visual editor's draft preview (pages/preview-request.ts). */
  preview?: PreviewSettings;
  /** The page metrics (cache states, render times); absent when metrics are off. */
  observePages?: PageObserver;
  /** Answers /readyz: `ready` (200) when the backends the pages need answer and the instance is not draining. */
  isReady: () => Promise<Readiness>;
}

/**
 * The shop's request pipeline, in the order a request meets it (the hashed assets are answered in front of it): fresh
 * cached pages first, the request context, compression and security headers, health, the own API, the other built
 * files, route rules, then the pages: their context, the page cache, the render.
 */
export function createShopApp(options: ShopAppOptions): Hono<ShopEnv> {
  const { services, dev } = options;
  const env = services.publicConfig.env;
  // Not strict: /api/product/pdp/ is /api/product/pdp, as the own API has always read it.
  const app = new Hono<ShopEnv>({ strict: false });
  app.onError(answerError);

  // First, for speed: fresh cached pages need nothing of what follows but the headers every answer carries, which this
  // sends itself (the hashed assets are answered before the app, shop.ts).
  if (options.pageCache) app.use(cachedPagesFirst(options.pageCache, env, options.securityHeaders, options.observePages));

  app.use(requestContext(options.logger));
  // Outermost but the request context: it sees every answer's final headers (pages, API, errors).
  app.use(compressResponses());
  app.use(securityHeaders(options.securityHeaders));
  // Before anything routes a path: React Router cannot match some malformed ones and logged a stack for each.
  app.use(refuseMalformedPaths());

  const noStore = { 'cache-control': 'no-store' };
  app.get('/healthz', (c) => c.json({ status: 'ok' }, 200, noStore));
  app.get('/readyz', async (c) => {
    const status = await options.isReady();
    return c.json({ status }, status === 'ready' ? 200 : 503, noStore);
  });
  app.route('/', options.api);

  // The rest of build/client (favicon, robots.txt), precompressed by `npm run build`; a hashed /assets/ name not found
  // in memory reaches the pages' 404. (Vite serves them in dev.)
  if (!dev) {
    const files = serveStatic({
      root: options.staticDir,
      precompressed: true,
      onFound: (_path, c) => {
        c.header('cache-control', 'public, max-age=3600');
      },
    });
    // Only names with an extension can be files here: pages (and their `.data`) never touch the disk.
    const isFile = (path: string) => !path.startsWith('/assets/') && /\.[a-z0-9]{1,8}$/i.test(path) && !path.endsWith('.data');
    app.use((c, next) => (isFile(c.req.path) ? files(c, next) : next()));
  }
  app.get('*', async (c, next) => {
    const ruled = routeRuleRedirect(c.req.path, new URL(c.req.url).search, env);
    if (!ruled) return next();
    c.header('cache-control', 'public, max-age=3600');
    return c.redirect(ruled, 301);
  });

  const render = pageRenderer({
    build: options.build,
    servicesFor: pageServices(services, options.answerCache),
    env,
    csp: options.csp,
    dev,
    ...(options.preview ? { preview: options.preview } : {}),
    ...(options.observePages ? { observe: options.observePages } : {}),
  });
  app.use(pageContext(env, options.preview));
  if (options.pageCache) app.use(pageCaching(options.pageCache, render, env, options.observePages));
  app.all('*', renderedPages(render, options.observePages));
  return app;
}
