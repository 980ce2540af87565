import type { AddressInfo } from 'node:net';
import { loadConfig } from './config.js';
import { drainOnStop } from './drain.js';
import { createShopServer } from './http-server.js';
import { createLogger } from './logging/logger.js';
import { startMetricsServer } from './metrics/metrics-server.js';
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
// The metrics on their own listener (loopback by default); one that cannot listen is a warning, never a shop stopped.
const metrics =
  shop.metrics && config.METRICS_PORT !== undefined
    ? await startMetricsServer(shop.metrics.registry, { port: config.METRICS_PORT, host: config.METRICS_HOST, log: logger })
    : undefined;
server.listen(config.PORT, config.HOST, () => {
  // The port the system gave when PORT is 0.
  const { port } = server.address() as AddressInfo;
  const host = config.HOST.includes(':') ? `[${config.HOST}]` : config.HOST;
  logger.info('storefront listening', { url: `http://${host}:${port}`, origin: config.PUBLIC_ORIGIN, dev });
  // The launcher (scripts/start.mjs) restarts a server that crashes after this, never one that fails to start.
  process.send?.({ type: 'listening' });
});

// Graceful stop (drain.ts): on SIGTERM /readyz turns 503 at once while requests are still served for
// SHUTDOWN_DELAY_SECONDS, so the balancer takes the instance out; then new connections are refused and requests in flight
// finish (SHUTDOWN_TIMEOUT_SECONDS at most) before the process exits 0. A second signal, or the timeout, cuts them (exit 1).
const drain = drainOnStop(server, {
  delayMs: config.SHUTDOWN_DELAY_SECONDS * 1000,
  timeoutMs: config.SHUTDOWN_TIMEOUT_SECONDS * 1000,
  log: logger,
  onStart: () => shop.startDraining(),
});
let stopping = false;
const stop = async (reason: string, delayMs?: number) => {
  const ended = drain.start(reason, delayMs === undefined ? {} : { delayMs });
  if (stopping) return;
  stopping = true;
  const end = await ended;
  await metrics?.close();
  await shop.close();
  logger.info('stopped', { reason, end });
  process.exit(end === 'drained' ? 0 : 1);
};
process.on('SIGTERM', () => void stop('SIGTERM'));
// Ctrl-C at a terminal, or the launcher gone (it was killed): no balancer is waiting to notice, so no delay. A launcher
// gone ends the server too, so a new one finds the port free.
process.on('SIGINT', () => void stop('SIGINT', 0));
process.on('disconnect', () => void stop('disconnect', 0));
