import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { guardConnections } from './connection-guard.js';

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
  /** Connections open at once (default 1,000). */
  maxConnections?: number;
  /**
   * Connections one client address (an IPv6 /64) may hold (default 256). The shop server calls the services from one
   * address, so this is also what its page renders may hold open at once to one service.
   */
  maxConnectionsPerClient?: number;
}

/**
 * Idle or slow clients cannot hold a service: the request head within 20 s, the whole request within 30 s, a
 * connection that never sends a byte closed after 30 s, a kept-alive one idle for 5 s. Node 20 counts the first two
 * from a request's first byte. No client holds more than its share of the connections (connection-guard.ts).
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
  guardConnections(server, {
    maxConnections: options.maxConnections ?? 1_000,
    maxConnectionsPerClient: options.maxConnectionsPerClient ?? 256,
  });
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
