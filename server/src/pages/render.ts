import type { AppEnv, Market } from '@sockshop/core/markets';
import type { ShopRequest, ShopServices } from '@sockshop/core/ports';
import type { Handler } from 'hono';
import { createRequestHandler, type ServerBuild } from 'react-router';
import type { ShopEnv } from '../request-context.js';
import { type CspOrigins, contentSecurityPolicy, inlineSourcesOf } from '../security/csp.js';
import { respondWithPage } from './page-answer.js';
import type { CacheState, RenderedPage } from './page-cache.js';
import { PREVIEW_PAGE_POLICY, PRIVATE_PAGE_POLICY, pagePolicy } from './page-policy.js';
import type { RenderReport } from './page-services.js';
import { isEditorPath, type PreviewContext, type PreviewSettings } from './preview-request.js';
import { shopRouterContextOf } from './router-context.js';

/** What the page serving reports: the cache state of each answer, and how long each server render took. */
export interface PageObserver {
  served(state: CacheState, layer: 'fast' | 'app'): void;
  rendered(seconds: number, cacheable: boolean): void;
}

export interface PageRendererOptions {
  /** The React Router server build (a function in development, where Vite rebuilds it). */
  build: ServerBuild | (() => Promise<ServerBuild>);
  /** The services one render gets, reporting into that render's report (page-services.ts). */
  servicesFor: (report: RenderReport) => ShopServices;
  env: AppEnv;
  csp: CspOrigins;
  dev: boolean;
  /** The visual editor's settings: its route may be framed by the editor. */
  preview?: PreviewSettings;
  observe?: PageObserver;
}

/** What a render's loaders get besides the services (the load context). */
export interface RenderContext {
  requestId: string;
  market: Market | null;
  preview: PreviewContext | null;
}

/** Renders one request to a whole page; `shared`: asked for the page cache, so it is kept when it came out good. */
export type RenderPage = (request: Request, context: RenderContext, shared: boolean) => Promise<RenderedPage>;

/**
 * The key under which the app's server entry hands over a finished page's bytes with its Response (`RENDERED_PAGE` in
 * ui/src/entry.server.tsx): read as they are, not back through the Response's stream and a copy of them.
 */
const RENDERED_PAGE = Symbol.for('sockshop.rendered-page');

const renderedBytes = (response: Response): Buffer | undefined => {
  const page = (response as Response & { [RENDERED_PAGE]?: unknown })[RENDERED_PAGE];
  return Buffer.isBuffer(page) ? page : undefined;
};

/** Headers of a render that belong to that one response, not to the page. */
const RESPONSE_ONLY = new Set(['set-cookie', 'content-length', 'content-encoding', 'date', 'vary', 'transfer-encoding', 'connection']);

/**
 * React Router's render of one request, whole: every HTML page carries a CSP with the hashes of exactly its inline code.
 * The page says itself whether it may be kept (`cacheable`): asked for the cache, a 200, not private, and not degraded,
 * which the render's own ports report when a backend failed (page-services.ts).
 */
export function pageRenderer(options: PageRendererOptions): RenderPage {
  const { dev, env } = options;
  const handlers = new Map<ServerBuild, (request: Request, shop: ShopRequest) => Promise<Response>>();
  const handlerFor = async () => {
    const build = typeof options.build === 'function' ? await options.build() : options.build;
    let handler = handlers.get(build);
    if (!handler) {
      const handle = createRequestHandler(build, dev ? 'development' : 'production');
      const contextOf = shopRouterContextOf(build);
      // One context per request, made before any route runs (React Router's middleware reads and extends it).
      handler = (request, shop) => handle(request, contextOf(shop));
      handlers.set(build, handler);
    }
    return handler;
  };
  const editor = options.preview
    ? { bridgeOrigin: new URL(options.preview.bridgeUrl).origin, editorOrigin: options.preview.editorOrigin }
    : undefined;

  return async (request, context, shared) => {
    const handler = await handlerFor();
    const pathname = new URL(request.url).pathname;
    const started = performance.now();
    const report: RenderReport = { degraded: false };
    const answers = pathname.endsWith('.data') ? 'data' : 'document';
    const response = await handler(request, { services: options.servicesFor(report), answers, ...context });
    // Deferred loader data resolves while the page is read: the report is complete only once it is.
    const body = renderedBytes(response) ?? Buffer.from(await response.arrayBuffer());
    const headers: Record<string, string> = {};
    response.headers.forEach((value, name) => {
      if (!RESPONSE_ONLY.has(name)) headers[name] = value;
    });
    const cacheable = shared && response.status === 200 && !report.degraded && !/private|no-store/.test(headers['cache-control'] ?? '');
    options.observe?.rendered((performance.now() - started) / 1000, shared);
    if (!headers['cache-control'] || !cacheable) headers['cache-control'] = cacheable ? pagePolicy(pathname, env) : PRIVATE_PAGE_POLICY;
    if (context.preview) {
      // Drafts reach the editor only: no cache keeps them, no search engine lists them.
      headers['cache-control'] = PREVIEW_PAGE_POLICY;
      headers['x-robots-tag'] = 'noindex';
    }
    if ((headers['content-type'] ?? '').startsWith('text/html')) {
      const framedBy = isEditorPath(pathname) ? editor : undefined;
      headers['content-security-policy'] = contentSecurityPolicy(inlineSourcesOf(body), options.csp, {
        dev,
        ...(framedBy ? { editor: framedBy } : {}),
      });
    }
    return { status: response.status, headers, body, degraded: report.degraded, cacheable };
  };
}

/** The pages rendered per request (the page cache took those it keeps): cart, checkout, previews, other methods. */
export function renderedPages(render: RenderPage, observe?: PageObserver): Handler<ShopEnv> {
  return async (c) => {
    const { market, preview } = c.get('page');
    const page = await render(c.req.raw, { requestId: c.get('requestId'), market, preview }, false);
    observe?.served('bypass', 'app');
    return respondWithPage(c, { page, state: 'bypass' }, preview !== null);
  };
}
