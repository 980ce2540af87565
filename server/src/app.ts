import { randomUUID } from 'node:crypto';
import { serveStatic } from '@hono/node-server/serve-static';
import type { ShopServices } from '@sockshop/core/ports';
import { Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import { secureHeaders } from 'hono/secure-headers';
import { createRequestHandler, type ServerBuild } from 'react-router';
import { answerError } from './api/errors.js';
import { compressResponses } from './compression.js';
import type { ShopLogger } from './logging/logger.js';
import { requestContext, type ShopEnv } from './request-context.js';
import { routeRuleRedirect } from './route-rules.js';
import { uidCookie } from './security/cookies.js';
import { type CspOrigins, contentSecurityPolicy, createNonce } from './security/csp.js';

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
  /** Answers /readyz: true when the backends the pages need answer. */
  isReady: () => Promise<boolean>;
}

const IMMUTABLE = 'public, max-age=31536000, immutable';

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

  const noStore = { 'cache-control': 'no-store' };
  app.get('/healthz', (c) => c.json({ status: 'ok' }, 200, noStore));
  app.get('/readyz', async (c) => {
    const ready = await options.isReady();
    return c.json({ status: ready ? 'ready' : 'not-ready' }, ready ? 200 : 503, noStore);
  });
  app.route('/', options.api);

  // `npm run build` writes .br and .gz beside each asset; hashed files under /assets/ never change. (Vite serves them in dev.)
  if (!dev) {
    app.use(
      serveStatic({
        root: options.staticDir,
        precompressed: true,
        onFound: (_path, c) => {
          c.header('cache-control', c.req.path.startsWith('/assets/') ? IMMUTABLE : 'public, max-age=3600');
        },
      }),
    );
  }
  app.get('*', async (c, next) => {
    const ruled = routeRuleRedirect(c.req.path, new URL(c.req.url).search, services.publicConfig.env);
    if (!ruled) return next();
    c.header('cache-control', 'public, max-age=3600');
    return c.redirect(ruled, 301);
  });

  const handlers = new Map<ServerBuild, ReturnType<typeof createRequestHandler>>();
  const handlerFor = async () => {
    const build = typeof options.build === 'function' ? await options.build() : options.build;
    let handler = handlers.get(build);
    if (!handler) {
      handler = createRequestHandler(build, dev ? 'development' : 'production');
      handlers.set(build, handler);
    }
    return handler;
  };
  app.all('*', async (c) => {
    const nonce = createNonce();
    const response = await (await handlerFor())(c.req.raw, { services, nonce, requestId: c.get('requestId') });
    if ((response.headers.get('content-type') ?? '').startsWith('text/html')) {
      response.headers.set('content-security-policy', contentSecurityPolicy(nonce, options.csp, { dev }));
      if (!response.headers.has('cache-control')) response.headers.set('cache-control', 'private, no-cache');
      // spec §6: an anonymous customer id; the browser reads it as the recommendations' session id.
      if (!getCookie(c, 'uid')) response.headers.append('set-cookie', uidCookie(randomUUID(), options.https));
    }
    return response;
  });
  return app;
}
