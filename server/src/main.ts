import { createServer } from 'node:http';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ServerBuild } from 'react-router';
import { createApiRouter } from './api/api-router.js';
import { createShopApp } from './app.js';
import { createServerServices } from './composition-root.js';
import { loadConfig } from './config.js';
import { createJsonLogger } from './logging/json-logger.js';
import { checkReadiness } from './readiness.js';
import { startSandboxes } from './sandbox/start-sandboxes.js';

const dev = process.argv.includes('--dev');
const root = resolve(import.meta.dirname, '../..');

let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig(process.env);
} catch (error) {
  process.stderr.write(`${(error as Error).message}\n`);
  process.exit(1);
}
const logger = createJsonLogger({ level: config.LOG_LEVEL, fields: { service: 'storefront' } });
const sandboxes = await startSandboxes(config, logger);
const { urls } = sandboxes;

const services = createServerServices(
  {
    content: { endpoint: urls.content, accessToken: config.CONTENT_TOKEN, rateLimit: config.CONTENT_RATE_LIMIT },
    catalog: { baseUrl: urls.search, token: config.SEARCH_TOKEN, imageBaseUrl: urls.images },
  },
  logger,
  {
    env: config.APP_ENV,
    origin: config.PUBLIC_ORIGIN,
    commerceUrl: urls.commercePublic,
    paymentProviderUrl: urls.paymentProviderPublic,
    imageBaseUrl: urls.images,
  },
);

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

const app = createShopApp({
  services,
  logger,
  api: createApiRouter({ services, config }),
  build,
  staticDir: resolve(root, 'build/client'),
  csp: {
    commerce: new URL(urls.commercePublic).origin,
    paymentProvider: new URL(urls.paymentProviderPublic).origin,
    images: [new URL(urls.images).origin, new URL(urls.contentAssets).origin],
  },
  https: config.PUBLIC_ORIGIN.startsWith('https:'),
  dev,
  isReady: () => checkReadiness(services),
});

const server = createServer((req, res) => {
  if (vite) vite.middlewares(req, res, () => void app(req, res));
  else void app(req, res);
});
server.keepAliveTimeout = 65_000;
server.listen(config.PORT, config.HOST, () => {
  logger.info('storefront listening', { url: `http://${config.HOST}:${config.PORT}`, origin: config.PUBLIC_ORIGIN, dev });
});

// Graceful shutdown: stop accepting, let requests in flight finish, then close the sandboxes (and their databases).
let stopping = false;
const shutdown = (signal: string) => {
  if (stopping) return;
  stopping = true;
  logger.info('shutting down', { signal });
  const force = setTimeout(() => process.exit(1), 10_000);
  force.unref();
  server.close(async () => {
    await vite?.close();
    await sandboxes.close();
    process.exit(0);
  });
  server.closeIdleConnections();
};
process.on('SIGTERM', () => shutdown('SIGTERM'));
process.on('SIGINT', () => shutdown('SIGINT'));
