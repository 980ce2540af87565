import { serveStatic } from '@hono/node-server/serve-static';
import type { ShopServices } from '@sockshop/core/ports';
import { Hono } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import type { ServerBuild } from 'react-router';
import { answerError } from './api/errors.js';
import { compressResponses } from './compression.js';
import type { ShopLogger } from './logging/logger.js';
import { refuseMalformedPaths } from './malformed-path.js';
import type { PageCache } from './pages/page-cache.js';
import { type PageObserver, pageRoute } from './pages/page-route.js';
import type { PreviewSettings } from './pages/preview-request.js';
import type { Readiness } from './readiness.js';
import { requestContext, type ShopEnv } from './request-context.js';
import { routeRuleRedirect } from './route-rules.js';
import type { CspOrigins } from './security/csp.js';

export interface ShopAppOptions {
  services: ShopServices;
  logger: ShopLogger;
  /** The own API (api/api-app.ts). */
  api: Hono<ShopEnv>;
  /** The React Router server build (a function in development, where Vite rebuilds it). */
  build: ServerBuild | (() => Promise<ServerBuild>);
  staticDir: string;
  csp: CspOrigins;
  https: boolean;
  dev: boolean;
  /** The in-process page cache (none in development). */
  pageCache?: PageCache;
  /** The visual editor's draft preview (pages/preview-request.ts). */
  preview?: PreviewSettings;
  /** The page metrics (cache states, render times); absent when metrics are off. */
  observePages?: PageObserver;
  /** Answers /readyz: `ready` (200) when the backends the pages need answer and the instance is not draining. */
  isReady: () => Promise<Readiness>;
}

/** The shop's request pipeline: health, own API, static files, route rules, then server-rendered pages. */
export function createShopApp(options: ShopAppOptions): Hono<ShopEnv> {
  const { services, dev } = options;
  // Not strict: /api/product/pdp/ is /api/product/pdp, as the own API has always read it.
  const app = new Hono<ShopEnv>({ strict: false });
  app.onError(answerError);
  app.use(requestContext(options.logger));
  // Outermost but the request context: it sees every answer's final headers (pages, API, errors).
  app.use(compressResponses());
  app.use(
    secureHeaders({
      referrerPolicy: 'strict-origin-when-cross-origin',
      permissionsPolicy: { camera: [], microphone: [], geolocation: [], payment: ['self'], usb: [] },
      xFrameOptions: 'DENY',
      strictTransportSecurity: options.https ? 'max-age=63072000; includeSubDomains' : false,
      // The headers the shop has always sent, no more: these would change what browsers do with its pages.
      crossOriginResourcePolicy: false,
      originAgentCluster: false,
      xDnsPrefetchControl: false,
      xDownloadOptions: false,
      xPermittedCrossDomainPolicies: false,
      xXssProtection: false,
    }),
  );

  // Before anything routes a path: React Router cannot match some malformed ones and logged a stack for each.
  app.use(refuseMalformedPaths());

  const noStore = { 'cache-control': 'no-store' };
  app.get('/healthz', (c) => c.json({ status: 'ok' }, 200, noStore));
  app.get('/readyz', async (c) => {
    const status = await options.isReady();
    return c.json({ status }, status === 'ready' ? 200 : 503, noStore);
  });
  app.route('/', options.api);

  // The rest of build/client (favicon, robots.txt), precompressed by `npm run build`. The hashed /assets/ are served from
  // memory before this app (static-files.ts, wired in shop.ts); a name not found there reaches the pages' 404. (Vite serves them in dev.)
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
    const ruled = routeRuleRedirect(c.req.path, new URL(c.req.url).search, services.publicConfig.env);
    if (!ruled) return next();
    c.header('cache-control', 'public, max-age=3600');
    return c.redirect(ruled, 301);
  });

  app.all(
    '*',
    pageRoute({
      services,
      build: options.build,
      csp: options.csp,
      dev,
      ...(options.pageCache ? { cache: options.pageCache } : {}),
      ...(options.preview ? { preview: options.preview } : {}),
      ...(options.observePages ? { observe: options.observePages } : {}),
    }),
  );
  return app;
}
