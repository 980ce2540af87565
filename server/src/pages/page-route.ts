import type { Market } from '@sockshop/core/markets';
import type { ShopServices } from '@sockshop/core/ports';
import type { Context, Handler } from 'hono';
import { getCookie } from 'hono/cookie';
import { createRequestHandler, type ServerBuild } from 'react-router';
import { encodingFor } from '../compression.js';
import { marketOfRequest, type ShopEnv } from '../request-context.js';
import { type CspOrigins, contentSecurityPolicy, inlineSourcesOf } from '../security/csp.js';
import { type CachedPage, type CacheState, encodedBody, type PageCache, type RenderedPage, type ServedPage } from './page-cache.js';
import { normalisedPageUrl, pageCacheKey } from './page-cache-key.js';
import { isCacheablePage, PREVIEW_PAGE_POLICY, PRIVATE_PAGE_POLICY, pagePolicy } from './page-policy.js';
import { isEditorPath, type PreviewContext, type PreviewSettings, previewOf } from './preview-request.js';
import { watchRender } from './render-health.js';

export interface PageRouteOptions {
  services: ShopServices;
  /** The React Router server build (a function in development, where Vite rebuilds it). */
  build: ServerBuild | (() => Promise<ServerBuild>);
  csp: CspOrigins;
  dev: boolean;
  /** Absent in development, where every request renders the newest code. */
  cache?: PageCache;
  /** The visual editor's draft preview; without it no request is a preview. */
  preview?: PreviewSettings;
  /** Told of each page answer's cache state and of each render (the metrics; absent when they are off). */
  observe?: PageObserver;
}

/** What the page serving reports: the cache state of each answer, and how long each server render took. */
export interface PageObserver {
  served(state: CacheState, layer: 'fast' | 'app'): void;
  rendered(seconds: number, cacheable: boolean): void;
}

/**
 * The key under which the app's server entry hands over a finished page's bytes with its Response (`RENDERED_PAGE` in
 * ui/src/entry.server.tsx): read as they are, not back through the Response's stream and a copy of them.
 */
const RENDERED_PAGE = Symbol.for('sockshop.rendered-page');

const renderedPage = (response: Response): Buffer | undefined => {
  const page = (response as Response & { [RENDERED_PAGE]?: unknown })[RENDERED_PAGE];
  return Buffer.isBuffer(page) ? page : undefined;
};

/** Headers of a render that belong to that one response, not to the page. */
const RESPONSE_ONLY = new Set(['set-cookie', 'content-length', 'content-encoding', 'date', 'vary', 'transfer-encoding', 'connection']);

/**
 * Server-rendered pages. Those that are the same for every shopper of a market come from the page cache (rendered from
 * the normalised URL with no cookie but the market's, so nothing personal can enter them); the rest render per request.
 * Every HTML page is rendered whole and carries a CSP with the hashes of exactly its inline code.
 */
export function pageRoute(options: PageRouteOptions): Handler<ShopEnv> {
  const { services, dev, cache } = options;
  const env = services.publicConfig.env;
  const handlers = new Map<ServerBuild, ReturnType<typeof createRequestHandler>>();
  const handlerFor = async () => {
    const build = typeof options.build === 'function' ? await options.build() : options.build;
    let handler = handlers.get(build);
    if (!handler) {
      handler = createRequestHandler(build, dev ? 'development' : 'production');
      handlers.set(build, handler);
    }
    return handler;
  };

  const render = async (
    request: Request,
    context: { requestId: string; market: Market | null; preview: PreviewContext | null },
    cacheable: boolean,
  ): Promise<RenderedPage> => {
    const handler = await handlerFor();
    const pathname = new URL(request.url).pathname;
    const started = performance.now();
    const { result, degraded } = await watchRender(async () => {
      const response = await handler(request, { services, ...context });
      // Read inside the watch: deferred loader data resolves while the page streams.
      return { response, body: renderedPage(response) ?? Buffer.from(await response.arrayBuffer()) };
    });
    options.observe?.rendered((performance.now() - started) / 1000, cacheable);
    const { response, body } = result;
    const headers: [string, string][] = [];
    response.headers.forEach((value, name) => {
      if (!RESPONSE_ONLY.has(name)) headers.push([name, value]);
    });
    const good = cacheable && response.status === 200 && !degraded && !/private|no-store/.test(response.headers.get('cache-control') ?? '');
    const set = (name: string, value: string) => {
      const index = headers.findIndex(([key]) => key === name);
      if (index >= 0) headers.splice(index, 1);
      headers.push([name, value]);
    };
    if (!response.headers.has('cache-control') || !good) set('cache-control', good ? pagePolicy(pathname, env) : PRIVATE_PAGE_POLICY);
    if (context.preview) {
      // spec §6: drafts reach the editor only: no cache keeps them, no search engine lists them.
      set('cache-control', PREVIEW_PAGE_POLICY);
      set('x-robots-tag', 'noindex');
    }
    if ((response.headers.get('content-type') ?? '').startsWith('text/html')) {
      const editor = isEditorPath(pathname) && options.preview ? editorOrigins(options.preview) : undefined;
      set('content-security-policy', contentSecurityPolicy(inlineSourcesOf(body), options.csp, { dev, ...(editor ? { editor } : {}) }));
    }
    return { status: response.status, headers, body, cacheable: good };
  };

  return async (c) => {
    const url = new URL(c.req.url);
    const method = c.req.method;
    const marketCookie = getCookie(c, 'marketV2');
    // spec §4: resolved once here and handed to every loader through the load context.
    const preview = await previewOf(url, options.preview);
    const context = { requestId: c.get('requestId'), market: marketOfRequest(url.pathname, marketCookie, env), preview };
    if (!cache || preview || (method !== 'GET' && method !== 'HEAD') || !isCacheablePage(url.pathname, url.searchParams, env)) {
      const page = await render(c.req.raw, context, false);
      options.observe?.served('bypass', 'app');
      return respond(c, { page, state: 'bypass' }, preview !== null);
    }
    // Only the market cookie reaches a cached render: nothing else of the shopper's can end up in a shared page.
    const request = new Request(normalisedPageUrl(url), {
      headers: marketCookie ? { cookie: `marketV2=${encodeURIComponent(marketCookie)}` } : {},
    });
    const key = pageCacheKey(url, context.market?.countryCode ?? null);
    const served = await cache.serve(key, () => render(request, context, true));
    options.observe?.served(served.state, 'app');
    return respond(c, served);
  };
}

/** A page as one request wants it, in terms both the Hono route and the node:http fast path can send. */
export interface PageAnswer {
  status: number;
  headers: [string, string][];
  body: Buffer | null;
}

/** What of a request decides how a page is answered. */
export interface PageRequest {
  method: string;
  ifNoneMatch: string | undefined;
  acceptEncoding: string | undefined;
}

/** The page as this request wants it: 304 for its ETag, brotli or gzip by Accept-Encoding, no body for HEAD. */
export function pageAnswer({ page, state }: ServedPage, request: PageRequest): PageAnswer {
  const headers: [string, string][] = [...page.headers, ['x-cache', state]];
  const head = request.method === 'HEAD';
  if (!page.etag || !page.encoded) return { status: page.status, headers, body: head ? null : page.body };
  headers.push(['etag', page.etag], ['vary', 'accept-encoding']);
  if ((request.ifNoneMatch ?? '').split(/\s*,\s*/).includes(page.etag)) return { status: 304, headers, body: null };
  const encoding = encodingFor(request.acceptEncoding);
  // The cached page itself (it has its encodings, checked above): what encodedBody keeps must stay with it.
  const body = encoding ? encodedBody(page as CachedPage, encoding) : page.body;
  if (encoding) headers.push(['content-encoding', encoding]);
  headers.push(['content-length', String(body.byteLength)]);
  return { status: page.status, headers, body: head ? null : body };
}

function respond(c: Context<ShopEnv>, served: ServedPage, preview = false): Response {
  const answer = pageAnswer(served, {
    method: c.req.method,
    ifNoneMatch: c.req.header('if-none-match'),
    acceptEncoding: c.req.header('accept-encoding'),
  });
  // A preview never touched a cache, and says nothing about one.
  const headers = preview ? answer.headers.filter(([name]) => name !== 'x-cache') : answer.headers;
  return new Response(answer.body ? bytesOf(answer.body) : null, { status: answer.status, headers });
}

const editorOrigins = (preview: PreviewSettings) => ({
  bridgeOrigin: new URL(preview.bridgeUrl).origin,
  editorOrigin: preview.editorOrigin,
});

/** A Buffer's bytes as a body, without a copy (Node's Buffers sit on plain ArrayBuffers). */
const bytesOf = (buffer: Buffer) => new Uint8Array(buffer.buffer as ArrayBuffer, buffer.byteOffset, buffer.byteLength);
