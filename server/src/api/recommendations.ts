import { MESSAGES } from '@sockshop/core/errors';
import { STOREFRONT_CODES } from '@sockshop/core/markets';
import { z } from 'zod';
import { HttpError, type Router, sendJson } from '../http/http-kit.js';
import { catalogScope, cookieOf, enforce, NO_STORE, parseInput, queryOf, readJsonBody } from './api-kit.js';
import type { ApiDeps, Limiters } from './api-router.js';
import { catalogHttpError } from './catalog-errors.js';
import { clientKey } from './rate-limit.js';

const Name = z.string().regex(/^[\w-]{1,64}$/, 'must be 1 to 64 letters, digits, - or _');
const Sku = z
  .string()
  .max(64)
  .regex(/^[\w.-]*$/, 'must be letters, digits, ., - or _');
const Storefront = z.enum(STOREFRONT_CODES).default('de');
/** Widget variables: a few `$Name` keys with short string or number values (the basket widget's three, spec §7). */
const Variables = z
  .record(z.string().regex(/^\$?[A-Za-z_]\w{0,39}$/), z.union([z.string().max(200), z.number().finite()]))
  .refine((value) => Object.keys(value).length <= 10, 'at most 10 variables');

const ProductQuery = z.object({
  sessionId: z
    .string()
    .regex(/^[\w-]{0,128}$/)
    .default(''),
  storefront: Storefront,
});

const ListPath = z.object({
  widget: Name,
  profile: Name,
  limit: z.coerce.number().int().min(1).max(64),
  page: z.coerce.number().int().min(1).max(1000),
  /** URL-encoded JSON object, e.g. `%7B%22%24CartAmount%22%3A4200%7D`; `-` for none. */
  variables: z
    .string()
    .max(1024)
    .transform((text, ctx) => {
      if (text === '-' || text === '') return {};
      try {
        return JSON.parse(text) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: 'variables must be URL-encoded JSON' });
        return z.NEVER;
      }
    })
    .pipe(Variables),
});

const WidgetBody = z.object({
  widgetId: Name,
  profileId: Name,
  variables: Variables.default({}),
  /** spec §9: basket recommendations limit 8. */
  limit: z.number().int().min(1).max(64).default(8),
  page: z.number().int().min(1).max(1000).default(1),
  requestName: z
    .string()
    .regex(/^[\w.-]{0,64}$/)
    .optional(),
  context: z.object({ storefront: Storefront }).prefault({}),
});

/** The listing depends only on its URL (no cookie), so shared caches may keep it a minute. */
const LIST_CACHE = 'public, max-age=60, stale-while-revalidate=300';

/**
 * Recommendations (spec §7; distribution 1 cluster, 2 recommendations, 3 similar):
 * - GET /api/product/{widget}/{sku}?sessionId=&storefront= → `{ id, recommendations: [{ distribution, product }] }`
 * - GET /api/v2/products/{widget}/{profile}/{limit}/{page}/{variables}?storefront= → `{ id, recommendations, pagination: { total } }`
 * - POST /api/v2/widget `{ widgetId, profileId, variables, limit = 8, page = 1, requestName?, context?: { storefront } }`
 *   → `{ id, requestName, recommendations, pagination: { total } }`.
 * 404 'No recommendations found', 400 'No sku provided' or bad input, 503 when the service is down.
 */
export function registerRecommendationRoutes(router: Router, { services, config }: ApiDeps, limiters: Limiters): void {
  const { catalog } = services;
  const noSku = () => {
    throw new HttpError(400, 'INVALID_INPUT', MESSAGES.noSku);
  };
  router.get('/api/product/:widget', noSku);
  router.get('/api/product/:widget/:sku', async ({ req, res, url, params }) => {
    const widget = parseInput(Name, params.widget);
    if ((params.sku ?? '').trim() === '') noSku();
    const sku = parseInput(Sku, params.sku);
    const query = parseInput(ProductQuery, queryOf(url));
    const scope = catalogScope(query.storefront, config.APP_ENV, cookieOf(req, 'marketV2'));
    const result = await catalog.recommend(widget, sku, query.sessionId, scope);
    if (result.isErr()) throw catalogHttpError(result.error);
    // Per shopper session and market cookie: only the browser may keep it.
    sendJson(res, 200, { id: result.value.id, recommendations: result.value.recommendations }, { 'cache-control': 'private, max-age=60' });
  });

  router.get('/api/v2/products/:widget/:profile/:limit/:page/:variables', async ({ res, url, params }) => {
    const path = parseInput(ListPath, params);
    const { storefront } = parseInput(z.object({ storefront: Storefront }), queryOf(url));
    const result = await catalog.listWidget(
      { widget: path.widget, profile: path.profile, limit: path.limit, page: path.page, variables: path.variables },
      catalogScope(storefront, config.APP_ENV),
    );
    if (result.isErr()) throw catalogHttpError(result.error);
    const { id, recommendations, total } = result.value;
    sendJson(res, 200, { id, recommendations, pagination: { total } }, { 'cache-control': LIST_CACHE });
  });

  router.post('/api/v2/widget', async ({ req, res }) => {
    enforce(limiters.widget.take(clientKey(req, config.TRUST_PROXY)), res);
    const body = parseInput(WidgetBody, await readJsonBody(req, 8 * 1024));
    const scope = catalogScope(body.context.storefront, config.APP_ENV, cookieOf(req, 'marketV2'));
    const result = await catalog.listWidget(
      { widget: body.widgetId, profile: body.profileId, limit: body.limit, page: body.page, variables: body.variables },
      scope,
    );
    if (result.isErr()) throw catalogHttpError(result.error);
    const { id, recommendations, total } = result.value;
    sendJson(res, 200, { id, requestName: body.requestName ?? null, recommendations, pagination: { total } }, NO_STORE);
  });
}
