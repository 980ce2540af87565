import type { IncomingMessage, ServerResponse } from 'node:http';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** The small toolkit every embedded service and the shop's own /api share: routing, JSON bodies, JSON answers. */

export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export interface RouteContext {
  req: IncomingMessage;
  res: ServerResponse;
  url: URL;
  params: Record<string, string>;
}

export type RouteHandler = (ctx: RouteContext) => Promise<void> | void;

interface Route {
  method: string;
  pattern: RegExp;
  keys: string[];
  handler: RouteHandler;
}

/** Path patterns use `:name` for one segment and `*name` for the rest of the path. */
export function createRouter() {
  const routes: Route[] = [];
  const add = (method: string, path: string, handler: RouteHandler) => {
    const keys: string[] = [];
    const source = path
      .split('/')
      .map((segment) => {
        if (segment.startsWith(':')) {
          keys.push(segment.slice(1));
          return '([^/]+)';
        }
        if (segment.startsWith('*')) {
          keys.push(segment.slice(1));
          return '(.+)';
        }
        return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      })
      .join('/');
    routes.push({ method, pattern: new RegExp(`^${source}/?$`), keys, handler });
  };
  return {
    get: (path: string, handler: RouteHandler) => add('GET', path, handler),
    post: (path: string, handler: RouteHandler) => add('POST', path, handler),
    put: (path: string, handler: RouteHandler) => add('PUT', path, handler),
    delete: (path: string, handler: RouteHandler) => add('DELETE', path, handler),
    /** Answers true when a route took the request. */
    async handle(req: IncomingMessage, res: ServerResponse, url: URL): Promise<boolean> {
      let pathMatched = false;
      for (const route of routes) {
        const match = route.pattern.exec(url.pathname);
        if (!match) continue;
        pathMatched = true;
        if (route.method !== req.method && !(route.method === 'GET' && req.method === 'HEAD')) continue;
        const params: Record<string, string> = {};
        route.keys.forEach((key, i) => {
          params[key] = decodeURIComponent(match[i + 1] ?? '');
        });
        await route.handler({ req, res, url, params });
        return true;
      }
      if (pathMatched) throw new HttpError(405, 'METHOD_NOT_ALLOWED', `Method ${req.method} not allowed`);
      return false;
    },
  };
}
export type Router = ReturnType<typeof createRouter>;

export function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
    ...headers,
  });
  res.end(text);
}

export function sendError(res: ServerResponse, status: number, code: string, message: string): void {
  sendJson(res, status, { error: { code, message } });
}

/** Reads a whole body, refusing more than `limit` bytes (413) whether or not Content-Length says so. */
export async function readBody(req: IncomingMessage, limit = 64 * 1024): Promise<Buffer> {
  const declared = Number(req.headers['content-length'] ?? 0);
  if (declared > limit) throw new HttpError(413, 'PAYLOAD_TOO_LARGE', `Body larger than ${limit} bytes`);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > limit) throw new HttpError(413, 'PAYLOAD_TOO_LARGE', `Body larger than ${limit} bytes`);
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/** Reads a JSON body (see readBody for the size limit); malformed JSON is a 400. */
export async function readJson(req: IncomingMessage, limit = 64 * 1024): Promise<unknown> {
  const body = await readBody(req, limit);
  if (body.length === 0) return undefined;
  try {
    return JSON.parse(body.toString('utf8'));
  } catch {
    throw new HttpError(400, 'INVALID_JSON', 'Body is not valid JSON');
  }
}

/** Turns thrown HttpErrors into JSON answers and anything else into a 500 without a stack trace. */
export function answerError(res: ServerResponse, error: unknown, onUnexpected?: (error: unknown) => void): void {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  if (error instanceof HttpError) {
    sendError(res, error.status, error.code, error.message);
    return;
  }
  onUnexpected?.(error);
  sendError(res, 500, 'INTERNAL', 'Something went wrong');
}

export interface RunningService {
  url: string;
  port: number;
  close(): Promise<void>;
}

/** Listens on host:port (0 picks a free port) and resolves with the service's base URL. */
export function listen(
  handler: (req: IncomingMessage, res: ServerResponse) => void,
  options: { port: number; host?: string },
): Promise<RunningService> {
  const host = options.host ?? '127.0.0.1';
  const server = createServer(handler);
  server.keepAliveTimeout = 5_000;
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
