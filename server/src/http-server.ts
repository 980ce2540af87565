import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { API_STATUS, errorBody } from './api/errors.js';
import { type ConnectionLimits, guardConnections, type PressureLog } from './connection-guard.js';

/**
 * Connections open at once (`MAX_CONNECTIONS`): under the process's open-file limit, with room for upstream calls. One
 * client (an address, an IPv6 /64) holds at most `MAX_CONNECTIONS_PER_CLIENT`: a browser opens six per origin, so a few
 * dozen shoppers behind one NAT address fit, and it takes 40 clients at their share to fill the server.
 */
export const CONNECTION_DEFAULTS = { maxConnections: 10_000, maxConnectionsPerClient: 256 } as const satisfies ConnectionLimits;

/**
 * How long a connection may take, so idle or slow clients cannot hold the process.
 * Node 20 measures `headersTimeout` and `requestTimeout` from a request's first byte (an idle kept-alive connection is
 * `keepAliveTimeout`'s business, not theirs) and checks them every `connectionsCheckingInterval`; it refuses a
 * `headersTimeout` over `requestTimeout`. A connection that never sends a byte is closed by the socket `timeout`.
 */
export const SERVER_TIMEOUTS = {
  /** The whole request head. Real clients send it in one packet; slowloris trickles it. */
  headersTimeout: 20_000,
  /** The whole request, body included (the shop's bodies are a few KB). */
  requestTimeout: 30_000,
  /** Longer than a load balancer's idle timeout (60 s on AWS), so it never reuses a connection the server just closed. */
  keepAliveTimeout: 65_000,
  /** No byte either way for this long closes the socket: a connection opened and never used. */
  idleTimeout: 30_000,
  connectionsCheckingInterval: 5_000,
} as const;

/** The methods the shop answers at all; any other (TRACE, PROPFIND, CONNECT…) is 405 before it reaches the app. */
export const ALLOWED_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;
const ALLOWED = new Set<string>(ALLOWED_METHODS);

type Listener = (req: IncomingMessage, res: ServerResponse) => void;

/**
 * Answers 405 (with Allow) to a method the shop does not serve. It has to happen here, in front of Hono: the Fetch API
 * cannot even build a Request for TRACE, so @hono/node-server would answer it with a 500.
 */
export function refuseUnknownMethods(listener: Listener): Listener {
  return (req, res) => {
    if (ALLOWED.has(req.method ?? '')) return listener(req, res);
    const body = JSON.stringify(errorBody('METHOD_NOT_ALLOWED', 'Method not allowed'));
    res.writeHead(API_STATUS.METHOD_NOT_ALLOWED, {
      allow: ALLOWED_METHODS.join(', '),
      'content-type': 'application/json; charset=utf-8',
      'content-length': Buffer.byteLength(body),
      'cache-control': 'no-store',
    });
    res.end(body);
  };
}

/**
 * The shop's node:http server with the timeouts above and the connection limits of connection-guard.ts: no client holds
 * more than its share, and idle keep-alive connections make room for new clients when the server is full.
 */
export function createShopServer(listener: Listener, limits: ConnectionLimits, log?: PressureLog): Server {
  const { idleTimeout, keepAliveTimeout, ...timeouts } = SERVER_TIMEOUTS;
  const server = createServer(timeouts, listener);
  guardConnections(server, limits, log);
  server.keepAliveTimeout = keepAliveTimeout;
  server.timeout = idleTimeout;
  return server;
}
