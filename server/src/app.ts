import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createRequest, sendResponse } from '@remix-run/node-fetch-server';
import { readCookie } from '@sockshop/ui/lib/cookies';
import type { ShopServices } from '@sockshop/ui/services';
import { createRequestHandler, type ServerBuild } from 'react-router';
import { type ApiRouter, isApiPath } from './api/api-router.js';
import { answerError, HttpError, sendJson } from './http/http-kit.js';
import type { JsonLogger } from './logging/json-logger.js';
import { routeRuleRedirect } from './route-rules.js';
import { uidCookie } from './security/cookies.js';
import { type CspOrigins, contentSecurityPolicy, createNonce, securityHeaders } from './security/csp.js';
import { loadStaticFiles, serveStatic } from './static/static-files.js';

export interface ShopAppOptions {
  services: ShopServices;
  logger: JsonLogger;
  api: ApiRouter;
  /** The React Router server build (a function in development, where Vite rebuilds it). */
  build: ServerBuild | (() => Promise<ServerBuild>);
  staticDir: string;
  csp: CspOrigins;
  https: boolean;
  dev: boolean;
  /** Answers /readyz: true when the backends the pages need answer. */
  isReady: () => Promise<boolean>;
}

/** The shop's request pipeline: health, own API, static files, then server-rendered pages. */
export function createShopApp(options: ShopAppOptions) {
  const { services, logger, api, dev } = options;
  const files = loadStaticFiles(options.staticDir);
  const mode = dev ? 'development' : 'production';
  const handlers = new Map<ServerBuild, ReturnType<typeof createRequestHandler>>();
  const handlerFor = async () => {
    const build = typeof options.build === 'function' ? await options.build() : options.build;
    let handler = handlers.get(build);
    if (!handler) {
      handler = createRequestHandler(build, mode);
      handlers.set(build, handler);
    }
    return handler;
  };
  const baseHeaders = securityHeaders({ https: options.https });

  return async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const requestId = String(req.headers['x-request-id'] ?? randomUUID()).slice(0, 64);
    const log = logger.child({ requestId });
    res.setHeader('x-request-id', requestId);
    for (const [name, value] of Object.entries(baseHeaders)) res.setHeader(name, value);
    try {
      const url = new URL(req.url ?? '/', 'http://shop.local');
      if (url.pathname === '/healthz') return sendJson(res, 200, { status: 'ok' }, { 'cache-control': 'no-store' });
      if (url.pathname === '/readyz') {
        const ready = await options.isReady();
        return sendJson(res, ready ? 200 : 503, { status: ready ? 'ready' : 'not-ready' }, { 'cache-control': 'no-store' });
      }
      if (isApiPath(url.pathname)) {
        if (await api.handle(req, res, url, log)) return;
        throw new HttpError(404, 'NOT_FOUND', `No API route ${url.pathname}`);
      }
      if (serveStatic(files, req, res, url.pathname)) return;
      const ruled = routeRuleRedirect(url.pathname, url.search, services.publicConfig.env);
      if (ruled) {
        res.writeHead(301, { location: ruled, 'cache-control': 'public, max-age=3600' });
        res.end();
        return;
      }

      const nonce = createNonce();
      const request = createRequest(req, res);
      const response = await (await handlerFor())(request, { services, nonce, requestId });
      if ((response.headers.get('content-type') ?? '').startsWith('text/html')) {
        response.headers.set('content-security-policy', contentSecurityPolicy(nonce, options.csp, { dev }));
        if (!response.headers.has('cache-control')) response.headers.set('cache-control', 'private, no-cache');
        // spec §6: an anonymous customer id; the browser reads it as the recommendations' session id.
        if (!readCookie(req.headers.cookie, 'uid')) response.headers.append('set-cookie', uidCookie(randomUUID(), options.https));
      }
      await sendResponse(res, response);
    } catch (error) {
      answerError(res, error, (unexpected) => log.error('request failed', { error: unexpected, path: req.url }));
    }
  };
}
