import {
  type AppEnv,
  DEFAULT_STOREFRONT,
  listStorefronts,
  STOREFRONT_CODES,
  type StorefrontCode,
  TENANT_KEYS,
  type TenantKey,
} from '@sockshop/core/markets';
import type { ProductQuery } from '@sockshop/core/ports';
import type { Context as RequestContext } from 'hono';
import { z } from 'zod';
import { catalogScope, jsonBody, limitBody, NO_STORE, parseInput } from './api-kit.js';
import { catalogHttpError } from './catalog-errors.js';
import type { ApiApp, ApiDeps, Limiters } from './deps.js';
import { SearchFilterSchema } from './search-filter.js';
import { createSuggestCache, SuggestFailed } from './suggest-cache.js';

const BODY_LIMIT = 16 * 1024;
/** 64 per listing page, 152 on outlet-all pages: nothing the shop asks for is larger. */
export const MAX_SEARCH_LIMIT = 152;
/** Suggestions 4 on mobile and 8 otherwise. */
export const MAX_SUGGEST_LIMIT = 8;

const Attribute = z.string().regex(/^[\w.-]{1,40}$/);
const Context = z.object({ storefront: z.enum(STOREFRONT_CODES).default('de') }).prefault({});
const Query = z.string().max(200).default('');

const SearchBody = z.object({
  /** Ignored: the server holds the search token, whatever the caller sends. */
  token: z.unknown().optional(),
  query: Query,
  options: z
    .object({
      sortBy: z
        .array(z.object({ attribute: Attribute, order: z.enum(['asc', 'desc']) }))
        .max(1)
        .default([]),
      limit: z.number().int().min(0).max(MAX_SEARCH_LIMIT).default(64),
      offset: z.number().int().min(0).max(10_000).default(0),
      facets: z
        .array(
          z.object({ id: z.string().max(40).optional(), attribute: Attribute, values: z.array(z.string().max(80)).max(50).default([]) }),
        )
        .max(20)
        .default([]),
      filter: SearchFilterSchema.default({}),
      groupBy: z.unknown().optional(),
      customResponseMask: z.unknown().optional(),
    })
    .prefault({}),
  context: Context,
});

const SuggestBody = z.object({
  token: z.unknown().optional(),
  query: Query,
  options: z
    .object({
      limit: z.number().int().min(1).max(MAX_SUGGEST_LIMIT).default(MAX_SUGGEST_LIMIT),
      groupBy: z.unknown().optional(),
      customResponseMask: z.unknown().optional(),
    })
    .prefault({}),
  context: Context,
});

const TenantBody = z.object({
  token: z.unknown().optional(),
  category: z
    .string()
    .regex(/^[\w/-]{1,100}$/)
    .optional(),
  /** Without a storefront, the first of the path's tenant. */
  context: z.object({ storefront: z.enum(STOREFRONT_CODES).optional() }).prefault({}),
});
const Tenant = z.enum(TENANT_KEYS);

/**
 * The public path names the search service's tenant; the catalog speaks storefronts and its adapter finds the
 * tenant again. The storefront asked for wins, else the tenant's first (the `default` tenant serves none: the default one).
 */
function storefrontFor(tenant: TenantKey, asked: StorefrontCode | undefined, env: AppEnv): StorefrontCode {
  return asked ?? listStorefronts(env).find((s) => s.tenantKey === tenant)?.storefrontCode ?? DEFAULT_STOREFRONT;
}

/**
 * Search, with the search token held here:
 * - POST /search `{ query, options: { sortBy, limit ≤ 152, offset, facets, filter }, context: { storefront } }`
 *   → `{ products, facets, pagination: { total, limit, offset } }`
 * - POST /search/suggest `{ query, options: { limit ≤ 8 } , context }` → `{ products: [{ id, sku, title, photo }] }`,
 *   answered from an in-process cache (suggest-cache.ts: fresh 60 s, then stale-while-revalidate)
 * - POST /api/available-filters/{tenant} `{ context }` → `{ filters }`
 * - POST /api/category-price-range/{tenant} `{ category, context }` → `{ min, max }` or `null` when the maximum cannot be found.
 * 400 for bad input, 429 over the (generous) rate limit, 503 `SEARCH_UNAVAILABLE` when the search service is down.
 */
export function registerSearchRoutes(api: ApiApp, { services, config, now }: ApiDeps, limiters: Limiters): void {
  const { catalog } = services;
  const suggestAnswer = createSuggestCache(catalog, now);
  const read = async <T extends z.ZodType>(c: RequestContext, schema: T) => {
    await limiters.search.enforce(c);
    return parseInput(schema, await jsonBody(c));
  };
  const limit = limitBody(BODY_LIMIT);

  api.post('/search', limit, async (c) => {
    const body = await read(c, SearchBody);
    const { options } = body;
    const query: ProductQuery = {
      term: body.query,
      limit: options.limit,
      offset: options.offset,
      ...(options.sortBy[0] ? { sort: options.sortBy[0] } : {}),
      ...(options.facets.length > 0 ? { filters: Object.fromEntries(options.facets.map((f) => [f.attribute, f.values])) } : {}),
      ...(options.filter.category ? { category: options.filter.category } : {}),
      ...(options.filter.price ? { price: options.filter.price } : {}),
    };
    const result = await catalog.search(query, catalogScope(body.context.storefront, config.APP_ENV, c));
    if (result.isErr()) throw catalogHttpError(result.error);
    const { products, facets, total } = result.value;
    return c.json({ products, facets, pagination: { total, limit: options.limit, offset: options.offset } }, 200, NO_STORE);
  });

  api.post('/search/suggest', limit, async (c) => {
    const body = await read(c, SuggestBody);
    const scope = catalogScope(body.context.storefront, config.APP_ENV, c);
    try {
      const answer = await suggestAnswer(body.query, body.options.limit, scope);
      return c.body(answer.body, 200, { ...NO_STORE, 'content-type': 'application/json', ...answer.headers });
    } catch (error) {
      throw error instanceof SuggestFailed ? catalogHttpError(error.error) : error;
    }
  });

  api.post('/api/available-filters/:tenant', limit, async (c) => {
    const tenant = parseInput(Tenant, c.req.param('tenant'));
    const body = await read(c, TenantBody);
    const scope = catalogScope(storefrontFor(tenant, body.context.storefront, config.APP_ENV), config.APP_ENV, c);
    const result = await catalog.availableFilters(scope);
    if (result.isErr()) throw catalogHttpError(result.error);
    return c.json({ filters: result.value }, 200, NO_STORE);
  });

  api.post('/api/category-price-range/:tenant', limit, async (c) => {
    const tenant = parseInput(Tenant, c.req.param('tenant'));
    const body = await read(c, TenantBody);
    const scope = catalogScope(storefrontFor(tenant, body.context.storefront, config.APP_ENV), config.APP_ENV, c);
    const result = await catalog.categoryPriceRange(body.category ?? '', scope);
    // A failed maximum answers null; so does a search service that cannot answer.
    return c.json(result.isOk() ? result.value : null, 200, NO_STORE);
  });
}
