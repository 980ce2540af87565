import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Product } from '@sockshop/core/catalog';
import { MESSAGES } from '@sockshop/core/errors';
import { TENANT_KEYS } from '@sockshop/core/markets';
import { generateCatalogue } from '../catalogue/generate.js';
import { answerError, createRouter, HttpError, listen, type RunningService, readJson, sendError, sendJson } from '../http/http-kit.js';
import { indexCatalogue, priceIn, viewFor } from './catalogue-view.js';
import { applyFacets } from './facets.js';
import { bearerOf, bodyToken, checkToken, createFaults, createRateLimiter, parseOr400, type SearchFault } from './guards.js';
import { imagePosition, productSvg, readImageRequest } from './media.js';
import { SearchRequestSchema, TenantRequestSchema, WidgetQuerySchema } from './protocol.js';
import { listWidget, recommendForSku } from './recommendations.js';
import { runSearch, runSuggest } from './search.js';

export interface SearchSandboxOptions {
  /** 0 (the default) picks a free port. */
  port?: number;
  host?: string;
  token: string;
  /** Defaults to the generated catalogue of DECISIONS 10. */
  products?: Product[];
  /** Requests a second before answering 429; unlimited when absent. */
  rateLimitPerSecond?: number;
}

export interface SearchSandbox extends RunningService {
  products: readonly Product[];
  faults: { inject(fault: SearchFault, times?: number): void; clear(): void };
}

const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, POST, OPTIONS',
  'access-control-allow-headers': 'authorization, content-type',
};
/** Generated images never change for a sku and position: cache them for a year. */
const IMAGE_CACHE = 'public, max-age=31536000, immutable';

/** The embedded search and recommendation service (issue 4), speaking the hosted service's protocol. */
export async function startSearchSandbox(options: SearchSandboxOptions): Promise<SearchSandbox> {
  const products = options.products ?? generateCatalogue();
  const catalogue = indexCatalogue(products);
  const bySku = new Map(products.map((p) => [p.sku, p]));
  const limiter = createRateLimiter(options.rateLimitPerSecond);
  const faults = createFaults();
  const router = createRouter();

  const readSearch = async (req: IncomingMessage, defaultLimit: number) => {
    const body = await readJson(req);
    checkToken(options.token, bodyToken(body));
    const request = parseOr400(SearchRequestSchema, body);
    const given = (body as { options?: { limit?: unknown } }).options?.limit;
    return given === undefined ? { ...request, options: { ...request.options, limit: defaultLimit } } : request;
  };
  const readTenant = async (req: IncomingMessage, tenant: string) => {
    const body = await readJson(req);
    checkToken(options.token, bodyToken(body));
    if (!(TENANT_KEYS as readonly string[]).includes(tenant)) throw new HttpError(404, 'NOT_FOUND', `Tenant not found: ${tenant}`);
    const request = parseOr400(TenantRequestSchema, body);
    const view = viewFor(catalogue, request.context.storefront);
    const inCategory = request.category ? view.entries.filter((e) => e.product.categories.includes(request.category!)) : view.entries;
    return { request, inCategory };
  };

  router.post('/search', async ({ req, res }) => sendJson(res, 200, runSearch(catalogue, await readSearch(req, 64))));
  router.post('/search/suggest', async ({ req, res }) => sendJson(res, 200, runSuggest(catalogue, await readSearch(req, 8))));
  router.get('/widget/:widgetId/recommendations/sku/:sku', ({ req, res, url, params }) => {
    checkToken(options.token, bearerOf(req, url));
    const query = parseOr400(WidgetQuerySchema, Object.fromEntries(url.searchParams));
    sendJson(res, 200, recommendForSku(catalogue, params.widgetId!, params.sku!, query));
  });
  router.get('/widget/:widgetId/recommendations/:profileId', ({ req, res, url, params }) => {
    checkToken(options.token, bearerOf(req, url));
    const query = parseOr400(WidgetQuerySchema, Object.fromEntries(url.searchParams));
    sendJson(res, 200, listWidget(catalogue, params.widgetId!, params.profileId!, query));
  });
  router.post('/filters/:tenant', async ({ req, res, params }) => {
    const { request, inCategory } = await readTenant(req, params.tenant!);
    sendJson(res, 200, { filters: applyFacets(inCategory, [], request.context.currency).facets });
  });
  router.post('/price-range/:tenant', async ({ req, res, params }) => {
    const { request, inCategory } = await readTenant(req, params.tenant!);
    const prices = inCategory.map((e) => priceIn(e.product, request.context.currency));
    // spec §7: a failed maximum answers null.
    sendJson(res, 200, prices.length === 0 ? { min: null, max: null } : { min: Math.min(...prices), max: Math.max(...prices) });
  });
  router.get('/media/:sku/:file', ({ res, url, params }) => {
    const product = bySku.get(params.sku!);
    if (!product) throw new HttpError(404, 'NOT_FOUND', MESSAGES.productNotFound(params.sku!));
    const svg = productSvg(product, imagePosition(product, params.file!), readImageRequest(url));
    res.writeHead(200, { 'content-type': 'image/svg+xml', 'cache-control': IMAGE_CACHE, 'content-length': Buffer.byteLength(svg) });
    res.end(svg);
  });

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    for (const [name, value] of Object.entries(CORS)) res.setHeader(name, value);
    if (req.method === 'OPTIONS') {
      res.writeHead(204).end();
      return;
    }
    try {
      const url = new URL(req.url ?? '/', 'http://search.sandbox');
      if (!url.pathname.startsWith('/media/')) {
        if (await faults.apply(res)) return;
        if (!limiter.take()) {
          res.setHeader('retry-after', '1');
          throw new HttpError(429, 'RATE_LIMITED', 'Too many requests');
        }
      }
      if (!(await router.handle(req, res, url))) sendError(res, 404, 'NOT_FOUND', `No route for ${url.pathname}`);
    } catch (error) {
      answerError(res, error);
    }
  };
  const running = await listen((req, res) => void handle(req, res), { port: options.port ?? 0, host: options.host });
  return { ...running, products, faults: { inject: faults.inject, clear: faults.clear } };
}
