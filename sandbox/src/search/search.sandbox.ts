import type { Product } from '@sockshop/core/catalog';
import { TENANT_KEYS } from '@sockshop/core/markets';
import { type Context, Hono } from 'hono';
import { cors } from 'hono/cors';
import { generateCatalogue } from '../catalogue/generate.js';
import { limitPerClient } from '../http/client-limit.js';
import { answerJsonError, answerNotFound, HttpError, limitBody, readJson, refuseOtherMethods } from '../http/json-api.js';
import { type RunningService, serve } from '../http/serve.js';
import { createMediaRenderer, type MediaLimits, type MediaRenderMode } from '../media/renderer.js';
import { indexCatalogue, inLanguage, languageOf, priceIn, viewFor } from './catalogue-view.js';
import { applyFacets } from './facets.js';
import { bearerOf, bodyToken, checkToken, createFaults, parseOr400, type SearchFault } from './guards.js';
import { answerProductImage } from './media.js';
import { MESSAGES } from './messages.js';
import { SearchRequestSchema, TenantRequestSchema, WidgetQuerySchema } from './protocol.js';
import { listWidget, recommendForSku } from './recommendations.js';
import { runSearch, runSuggest } from './search.js';

export interface SearchSandboxOptions {
  /** 0 (the default) picks a free port. */
  port?: number;
  host?: string;
  token: string;
  /** Defaults to the generated sandbox catalogue. */
  products?: Product[];
  /** Requests a second before answering 429; unlimited when absent. */
  rateLimitPerSecond?: number;
  /** Where rendered pictures are kept (the sandbox's MEDIA_CACHE_DIR); in memory when absent. */
  mediaCacheDir?: string;
  /** How pictures are drawn (MEDIA_RENDER); `full` when absent. */
  mediaRender?: MediaRenderMode;
  /** The picture cache's caps and the render children's limits; the renderer's defaults when absent. */
  media?: MediaLimits;
}

export interface SearchSandbox extends RunningService {
  products: readonly Product[];
  faults: { inject(fault: SearchFault, times?: number): void; clear(): void };
}

/** The embedded search and recommendation service, speaking the hosted service's protocol. */
export async function startSearchSandbox(options: SearchSandboxOptions): Promise<SearchSandbox> {
  const products = options.products ?? generateCatalogue();
  const catalogue = indexCatalogue(products);
  const bySku = new Map(products.map((p) => [p.sku, p]));
  const limiter = options.rateLimitPerSecond === undefined ? undefined : limitPerClient(options.rateLimitPerSecond, 1);
  const faults = createFaults();

  const readSearch = async (c: Context, defaultLimit: number) => {
    const body = await readJson(c);
    checkToken(options.token, bodyToken(body));
    const request = parseOr400(SearchRequestSchema, body);
    const given = (body as { options?: { limit?: unknown } }).options?.limit;
    return given === undefined ? { ...request, options: { ...request.options, limit: defaultLimit } } : request;
  };
  const readTenant = async (c: Context, tenant: string) => {
    const body = await readJson(c);
    checkToken(options.token, bodyToken(body));
    if (!(TENANT_KEYS as readonly string[]).includes(tenant)) throw new HttpError(404, 'NOT_FOUND', `Tenant not found: ${tenant}`);
    const request = parseOr400(TenantRequestSchema, body);
    const view = viewFor(catalogue, request.context.storefront);
    const inCategory = request.category ? view.entries.filter((e) => e.product.categories.includes(request.category!)) : view.entries;
    return { request, inCategory };
  };

  const app = new Hono({ strict: false });
  app.onError(answerJsonError());
  app.notFound(answerNotFound);
  app.use(cors({ origin: '*', allowMethods: ['GET', 'POST', 'OPTIONS'], allowHeaders: ['authorization', 'content-type'] }));
  // Media is never faulted nor limited: a page's images are many requests of one page view.
  const faulted = faults.middleware();
  app.use(async (c, next) => {
    if (c.req.path.startsWith('/media/')) return next();
    return faulted(c, async () => {
      if (limiter && !(await limiter.take(c))) {
        c.header('retry-after', '1');
        throw new HttpError(429, 'RATE_LIMITED', 'Too many requests');
      }
      await next();
    });
  });
  app.use(limitBody(64 * 1024));
  app.post('/search', async (c) => c.json(runSearch(catalogue, await readSearch(c, 64))));
  app.post('/search/suggest', async (c) => c.json(runSuggest(catalogue, await readSearch(c, 8))));
  app.get('/widget/:widgetId/recommendations/sku/:sku', (c) => {
    checkToken(options.token, bearerOf(c));
    const query = parseOr400(WidgetQuerySchema, c.req.query());
    return c.json(inLanguage(recommendForSku(catalogue, c.req.param('widgetId'), c.req.param('sku'), query), languageOf(query)));
  });
  app.get('/widget/:widgetId/recommendations/:profileId', (c) => {
    checkToken(options.token, bearerOf(c));
    const query = parseOr400(WidgetQuerySchema, c.req.query());
    return c.json(inLanguage(listWidget(catalogue, c.req.param('widgetId'), c.req.param('profileId'), query), languageOf(query)));
  });
  app.post('/filters/:tenant', async (c) => {
    const { request, inCategory } = await readTenant(c, c.req.param('tenant'));
    return c.json({ filters: applyFacets(inCategory, [], request.context.currency).facets });
  });
  app.post('/price-range/:tenant', async (c) => {
    const { request, inCategory } = await readTenant(c, c.req.param('tenant'));
    const prices = inCategory.map((e) => priceIn(e.product, request.context.currency));
    // A failed maximum answers null.
    return c.json(prices.length === 0 ? { min: null, max: null } : { min: Math.min(...prices), max: Math.max(...prices) });
  });
  const renderer = createMediaRenderer({ cacheDir: options.mediaCacheDir, mode: options.mediaRender, ...options.media });
  app.get('/media/:sku/:file', (c) => {
    const sku = c.req.param('sku');
    const product = bySku.get(sku);
    if (!product) throw new HttpError(404, 'NOT_FOUND', MESSAGES.productNotFound(sku));
    return answerProductImage(c, renderer, product, c.req.param('file'));
  });
  refuseOtherMethods(app);

  const running = await serve(app, { port: options.port ?? 0, host: options.host });
  const close = () => {
    renderer.close();
    return running.close();
  };
  return { ...running, close, products, faults: { inject: faults.inject, clear: faults.clear } };
}
