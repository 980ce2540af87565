import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Registry } from 'prom-client';

export interface MetricsServer {
  url: string;
  close(): Promise<void>;
}

interface Log {
  info(message: string, data?: Record<string, unknown>): void;
  warn(message: string, data?: Record<string, unknown>): void;
}

/**
 * Prometheus text on `GET /metrics`, on a listener of its own: bound to loopback unless configured otherwise, so the
 * numbers never reach the public port or its cache. A listener that cannot start (port taken, host not local) is a
 * warning and no metrics, never a shop that does not start; undefined then.
 */
export async function startMetricsServer(
  registry: Registry,
  options: { port: number; host: string; log: Log },
): Promise<MetricsServer | undefined> {
  const server = createServer((req, res) => {
    const path = (req.url ?? '').split('?')[0];
    if (path !== '/metrics') {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found: the metrics are at /metrics\n');
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { allow: 'GET, HEAD', 'content-type': 'text/plain; charset=utf-8' }).end('Method not allowed\n');
      return;
    }
    registry.metrics().then(
      (text) => {
        res.writeHead(200, { 'content-type': registry.contentType, 'cache-control': 'no-store' });
        res.end(req.method === 'HEAD' ? undefined : text);
      },
      (error: unknown) => {
        options.log.warn('metrics could not be collected', { error: (error as Error).message });
        res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end('Metrics could not be collected\n');
      },
    );
  });
  // Scrapes come every few seconds: a connection idle longer than that is let go.
  server.keepAliveTimeout = 30_000;
  const listening = await new Promise<boolean>((done) => {
    server.once('error', (error) => {
      options.log.warn('metrics listener could not start: the shop runs without metrics', {
        host: options.host,
        port: options.port,
        error: error.message,
      });
      done(false);
    });
    server.listen(options.port, options.host, () => done(true));
  });
  if (!listening) return undefined;
  const { port } = server.address() as AddressInfo;
  const host = options.host.includes(':') ? `[${options.host}]` : options.host;
  const url = `http://${host}:${port}/metrics`;
  options.log.info('metrics listening', { url });
  return {
    url,
    close: () =>
      new Promise<void>((done) => {
        server.close(() => done());
        server.closeAllConnections();
      }),
  };
}
