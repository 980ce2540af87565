import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';

/** A started service as every caller sees it: its base URL, its port, and how to stop it. */
export interface RunningService {
  url: string;
  port: number;
  close(): Promise<void>;
}

interface ListenOptions {
  /** 0 picks a free port. */
  port: number;
  /** Default 127.0.0.1. */
  host?: string;
  /** Connections open at once (default 1,000); Node closes any over the cap on arrival. */
  maxConnections?: number;
}

/**
 * Idle or slow clients cannot hold a service (issue 12): the request head within 20 s, the whole request within 30 s,
 * a connection that never sends a byte closed after 30 s. Node 20 counts the first two from a request's first byte.
 */
const TIMEOUTS = { headersTimeout: 20_000, requestTimeout: 30_000, connectionsCheckingInterval: 5_000 } as const;
const IDLE_TIMEOUT = 30_000;

/** Serves a Hono app (anything with a Fetch API `fetch`) through @hono/node-server's request listener. */
export function serve(app: { fetch: (request: Request) => Response | Promise<Response> }, options: ListenOptions): Promise<RunningService> {
  return listen(getRequestListener(app.fetch), options);
}

/** Listens with a node:http request listener (test stubs that misbehave on purpose wrap a service's listener this way). */
export function listen(listener: (req: IncomingMessage, res: ServerResponse) => void, options: ListenOptions): Promise<RunningService> {
  const host = options.host ?? '127.0.0.1';
  const server = createServer(TIMEOUTS, listener);
  server.keepAliveTimeout = 5_000;
  server.timeout = IDLE_TIMEOUT;
  server.maxConnections = options.maxConnections ?? 1_000;
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, host, () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        url: `http://${host}:${port}`,
        port,
        close: () =>
          new Promise<void>((done) => {
            server.close(() => done());
            server.closeAllConnections();
          }),
      });
    });
  });
}
