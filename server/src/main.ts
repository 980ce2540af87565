import { loadConfig } from './config.js';
import { createShopServer } from './http-server.js';
import { createLogger } from './logging/logger.js';
import { createShop } from './shop.js';

const dev = process.argv.includes('--dev');

let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig(process.env);
} catch (error) {
  process.stderr.write(`${(error as Error).message}\n`);
  process.exit(1);
}
const logger = createLogger({ level: config.LOG_LEVEL, fields: { service: 'storefront' } });
const shop = await createShop(config, logger, { dev });

// Connection cap, each client's share of it and timeouts (http-server.ts), keep-alive longer than a load balancer's idle
// timeout; what the cap refuses or closes is logged once a minute.
const server = createShopServer(
  (req, res) => {
    if (shop.vite) shop.vite.middlewares(req, res, () => shop.handle(req, res));
    else shop.handle(req, res);
  },
  { maxConnections: config.MAX_CONNECTIONS, maxConnectionsPerClient: config.MAX_CONNECTIONS_PER_CLIENT },
  logger,
);
server.listen(config.PORT, config.HOST, () => {
  logger.info('storefront listening', { url: `http://${config.HOST}:${config.PORT}`, origin: config.PUBLIC_ORIGIN, dev });
  // The launcher (scripts/start.mjs) restarts a server that crashes after this, never one that fails to start.
  process.send?.({ type: 'listening' });
});

// Graceful shutdown: stop accepting, let requests in flight finish, then close what the shop holds (Vite in development).
let stopping = false;
const shutdown = (signal: string) => {
  if (stopping) return;
  stopping = true;
  logger.info('shutting down', { signal });
  const force = setTimeout(() => process.exit(1), 10_000);
  force.unref();
  server.close(async () => {
    await shop.close();
    process.exit(0);
  });
  server.closeIdleConnections();
};
process.on('SIGTERM', () => shutdown('SIGTERM'));
process.on('SIGINT', () => shutdown('SIGINT'));
// Started by the launcher: a launcher gone (killed) ends the server too, so a new one finds the port free.
process.on('disconnect', () => shutdown('disconnect'));
