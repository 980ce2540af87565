import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { getRequestListener } from '@hono/node-server';
import type { Hono } from 'hono';
import type { ServerBuild } from 'react-router';
import { createApi } from './api/api-app.js';
import { readBuildDescriptor } from './api/build-info.js';
import { createContentSpace } from './api/content-space.js';
import { createContentPurge } from './api/content-webhook-purge.js';
import { createShopApp } from './app.js';
import { createApiPorts, createServerServices } from './composition-root.js';
import type { Config } from './config.js';
import { refuseUnknownMethods } from './http-server.js';
import type { ShopLogger } from './logging/logger.js';
import { measureRequests } from './metrics/http-metrics.js';
import { createShopMetrics, type ShopMetrics, type UpstreamService } from './metrics/shop-metrics.js';
import { measuredFetch } from './metrics/upstream-fetch.js';
import { createAnswerCache } from './pages/answer-cache.js';
import { pageCacheFor } from './pages/page-cache.js';
import { checkReadiness, createReadiness } from './readiness.js';
import type { ShopEnv } from './request-context.js';
import { securityHeadersFor } from './security/security-headers.js';
import type { Broadcast } from './shared-store/broadcast.js';
import { createSharedStore, type SharedStoreState } from './shared-store/shared-store.js';
import { loadStaticFiles, staticFilesFirst } from './static-files.js';

export interface Shop {
  /** The whole pipeline as a Hono app (Fetch API in, Fetch API out). */
  app: Hono<ShopEnv>;
  /**
   * The same as a node:http request listener, answering 405 to methods the shop does not serve (TRACE…) before it: the
   * Fetch API cannot represent those requests (http-server.ts).
   */
  handle: ReturnType<typeof refuseUnknownMethods>;
  /** Vite's dev middleware (development only): it gets each request first. */
  vite?: import('vite').ViteDevServer;
  /** The Prometheus metrics, when METRICS_PORT asks for them: main.ts serves them on their own listener. */
  metrics?: ShopMetrics;
  /** The instance is stopping: /readyz answers 503 from now on (the drain, drain.ts). */
  startDraining(): void;
  /** Messages every instance hears (through Redis with REDIS_URL, within this process without). */
  broadcast: Broadcast;
  /** Whether the store the instances share is in use and reachable (readiness never waits on it: the shop serves without). */
  sharedStore: { state(): SharedStoreState };
  close(): Promise<void>;
}

/** The backends' answers kept below the page cache get this fraction of its memory bound (docs/operations.md "Caching"). */
const ANSWER_CACHE_SHARE = 4;

/** The repository root: two levels up from server/src and from server/dist alike. */
const root = resolve(import.meta.dirname, '../..');

/**
 * The whole shop for one configuration: the ports bound once to the configured services, and the request pipeline.
 * `main.ts` listens with it; tests start it on a free port. It knows each service by URL and secret only.
 */
export async function createShop(config: Config, logger: ShopLogger, options: { dev?: boolean } = {}): Promise<Shop> {
  const dev = options.dev ?? false;
  const sharedStore = createSharedStore(config.REDIS_URL, logger);
  const metrics = config.METRICS_PORT === undefined ? undefined : createShopMetrics();
  const fetchFor = metrics ? (service: UpstreamService) => measuredFetch(service, metrics.upstream) : undefined;
  metrics?.watchSharedStore(sharedStore);
  const buildDescriptor = readBuildDescriptor(resolve(root, 'build/client'), config.BUILD_ID);
  const services = createServerServices(
    {
      content: {
        endpoint: config.CONTENT_API_URL,
        accessToken: config.CONTENT_TOKEN,
        previewToken: config.CONTENT_PREVIEW_TOKEN,
        rateLimit: config.CONTENT_RATE_LIMIT,
      },
      catalog: { baseUrl: config.SEARCH_API_URL, token: config.SEARCH_TOKEN, imageBaseUrl: config.IMAGE_BASE_URL },
    },
    logger,
    {
      env: config.APP_ENV,
      origin: config.PUBLIC_ORIGIN,
      commerceUrl: config.COMMERCE_PUBLIC_URL,
      paymentProviderUrl: config.PAYMENT_PROVIDER_PUBLIC_URL,
      imageBaseUrl: config.IMAGE_BASE_URL,
      widgets: {
        ...(config.ACCESSIBILITY_WIDGET_URL ? { accessibility: config.ACCESSIBILITY_WIDGET_URL } : {}),
        ...(config.CHAT_WIDGET_URL ? { chat: config.CHAT_WIDGET_URL } : {}),
      },
      buildId: buildDescriptor.id,
      externalSites: { au: config.EXTERNAL_SITE_AU, nz: config.EXTERNAL_SITE_NZ },
    },
    fetchFor,
  );
  const readiness = createReadiness(() => checkReadiness(services));

  let build: ServerBuild | (() => Promise<ServerBuild>);
  let vite: import('vite').ViteDevServer | undefined;
  if (dev) {
    const { createServer: createViteServer } = await import('vite');
    vite = await createViteServer({ root, server: { middlewareMode: true }, appType: 'custom' });
    const devServer = vite;
    build = () => devServer.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>;
  } else {
    build = (await import(pathToFileURL(resolve(root, 'build/server/index.js')).href)) as ServerBuild;
  }

  const pageCache = dev || config.PAGE_CACHE_MB === 0 ? undefined : pageCacheFor(config, services);
  // Below the page cache and with its invalidation: the backends' answers a missed page renders with.
  const answerCache = pageCache
    ? createAnswerCache({
        maxBytes: (config.PAGE_CACHE_MB * 1024 * 1024) / ANSWER_CACHE_SHARE,
        freshMs: config.PAGE_CACHE_FRESH_SECONDS * 1000,
        contentVersion: pageCache.contentVersion,
      })
    : undefined;
  // What a publish dates, purged here, on every other instance (through the broadcast) and in the HTTP caches in front.
  const contentPurge = createContentPurge({
    broadcast: sharedStore.broadcast,
    ...(pageCache ? { pageCache } : {}),
    ...(answerCache ? { answerCache } : {}),
    httpCaches: config.HTTP_CACHE_PURGE_URLS,
    logger,
  });
  const contentSpace = createContentSpace({ apiUrl: config.CONTENT_API_URL, token: config.CONTENT_TOKEN });
  const securityHeaders = securityHeadersFor({ https: config.PUBLIC_ORIGIN.startsWith('https:') });
  const app = createShopApp({
    services,
    logger,
    api: createApi({
      services,
      config,
      logger,
      ...createApiPorts(
        {
          newsletter: { baseUrl: config.NEWSLETTER_API_URL, apiKey: config.NEWSLETTER_API_KEY },
          rates: { baseUrl: config.RATES_API_URL },
        },
        fetchFor,
      ),
      ...(metrics ? { onRateLimited: metrics.refused } : {}),
      contentApiUrl: config.CONTENT_API_URL,
      build: buildDescriptor,
      limiterStore: sharedStore.limiters,
      contentPublishing: { spaceId: contentSpace, announce: contentPurge.announce },
    }),
    build,
    staticDir: resolve(root, 'build/client'),
    securityHeaders,
    csp: {
      commerce: new URL(config.COMMERCE_PUBLIC_URL).origin,
      paymentProvider: new URL(config.PAYMENT_PROVIDER_PUBLIC_URL).origin,
      images: [new URL(config.IMAGE_BASE_URL).origin, new URL(config.CONTENT_ASSET_ORIGIN).origin],
      widgets: [config.ACCESSIBILITY_WIDGET_URL, config.CHAT_WIDGET_URL].flatMap((url) => (url ? [new URL(url).origin] : [])),
    },
    dev,
    isReady: readiness.state,
    preview: {
      previewToken: config.CONTENT_PREVIEW_TOKEN,
      spaceId: contentSpace,
      bridgeUrl: config.CONTENT_BRIDGE_URL,
      editorOrigin: config.CONTENT_EDITOR_ORIGIN,
    },
    ...(pageCache ? { pageCache } : {}),
    ...(answerCache ? { answerCache } : {}),
    ...(metrics ? { observePages: metrics } : {}),
  });
  // The hashed build assets, answered in front of the app (in development Vite serves them).
  const assets = dev
    ? new Map()
    : await loadStaticFiles({ dir: resolve(root, 'build/client/assets'), urlPrefix: '/assets/', headers: securityHeaders });
  const handle = refuseUnknownMethods(staticFilesFirst(assets, getRequestListener(app.fetch)));

  return {
    app,
    handle: metrics ? measureRequests(handle, metrics) : handle,
    ...(vite ? { vite } : {}),
    ...(metrics ? { metrics } : {}),
    startDraining() {
      readiness.drain();
      metrics?.draining();
    },
    broadcast: sharedStore.broadcast,
    sharedStore: { state: sharedStore.state },
    async close() {
      contentPurge.close();
      await vite?.close();
      await sharedStore.close();
    },
  };
}
