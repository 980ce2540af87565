import type { RecommendationSlot } from '@sockshop/core/catalog';
import { MESSAGES } from '@sockshop/core/errors';
import { STOREFRONT_CODES } from '@sockshop/core/markets';
import { z } from 'zod';
import { catalogScope, jsonBody, limitBody, NO_STORE, parseInput, queryOf } from './api-kit.js';
import { catalogHttpError } from './catalog-errors.js';
import type { ApiApp, ApiDeps, Limiters } from './deps.js';
import { ApiError } from './errors.js';

const Name = z.string().regex(/^[\w-]{1,64}$/, 'must be 1 to 64 letters, digits, - or _');
const Sku = z
  .string()
  .max(64)
  .regex(/^[\w.-]*$/, 'must be letters, digits, ., - or _');
const Storefront = z.enum(STOREFRONT_CODES).default('de');
/** Widget variables: a few `$Name` keys with short string or number values (the basket widget's three). */
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
  /** Basket recommendations limit 8. */
  limit: z.number().int().min(1).max(64).default(8),
  page: z.number().int().min(1).max(1000).default(1),
  requestName: z
    .string()
    .regex(/^[\w.-]{0,64}$/)
    .optional(),
  context: z.object({ storefront: Storefront }).prefault({}),
});

/**
 * The public API names its lists as the spec does (PDP, PLP, basket, bestsellers, random, landing page,
 * sitemap and the segmented upsell); each is one of the shop's recommendation slots.
 */
const SLOTS: Readonly<Record<string, RecommendationSlot>> = {
  pdp: 'product-page',
  plp: 'category-page',
  basket: 'basket',
  bestsellers: 'bestsellers',
  random: 'random',
  'landing-page': 'landing-page',
  sitemap: 'sitemap',
  upsell: 'upsell',
};

/** A list the shop does not have has no recommendations. */
function slotOf(name: string): RecommendationSlot {
  const slot = Object.hasOwn(SLOTS, name) ? SLOTS[name] : undefined;
  if (!slot) throw new ApiError('NOT_FOUND', MESSAGES.noRecommendations);
  return slot;
}

/** The listing depends only on its URL (no cookie), so shared caches may keep it a minute. */
const LIST_CACHE = 'public, max-age=60, stale-while-revalidate=300';

/**
 * Recommendations (distribution 1 cluster, 2 recommendations, 3 similar):
 * - GET /api/product/{widget}/{sku}?sessionId=&storefront= → `{ id, recommendations: [{ distribution, product }] }`
 * - GET /api/v2/products/{widget}/{profile}/{limit}/{page}/{variables}?storefront= → `{ id, recommendations, pagination: { total } }`
 * - POST /api/v2/widget `{ widgetId, profileId, variables, limit = 8, page = 1, requestName?, context?: { storefront } }`
 *   → `{ id, requestName, recommendations, pagination: { total } }`.
 * The widget names a slot (`SLOTS`); the profile is checked for shape only, since the catalog adapter picks the service's.
 * 404 'No recommendations found' (also for a widget that names no slot), 400 'No sku provided' or bad input, 503 when the
 * service is down.
 */
export function registerRecommendationRoutes(api: ApiApp, { services, config }: ApiDeps, limiters: Limiters): void {
  const { catalog } = services;
  const noSku = () => {
    throw new ApiError('INVALID_INPUT', MESSAGES.noSku);
  };
  api.get('/api/product/:widget', noSku);
  api.get('/api/product/:widget/:sku', async (c) => {
    const widget = parseInput(Name, c.req.param('widget'));
    if (c.req.param('sku').trim() === '') noSku();
    const sku = parseInput(Sku, c.req.param('sku'));
    const query = parseInput(ProductQuery, queryOf(c));
    const slot = slotOf(widget);
    const scope = catalogScope(query.storefront, config.APP_ENV, c);
    const result = await catalog.recommendFor(slot, sku, query.sessionId, scope);
    if (result.isErr()) throw catalogHttpError(result.error);
    // Per shopper session and market cookie: only the browser may keep it.
    return c.json({ id: result.value.id, recommendations: result.value.recommendations }, 200, { 'cache-control': 'private, max-age=60' });
  });

  api.get('/api/v2/products/:widget/:profile/:limit/:page/:variables', async (c) => {
    const path = parseInput(ListPath, c.req.param());
    const { storefront } = parseInput(z.object({ storefront: Storefront }), queryOf(c));
    const result = await catalog.listRecommendations(
      { slot: slotOf(path.widget), limit: path.limit, page: path.page, variables: path.variables },
      catalogScope(storefront, config.APP_ENV),
    );
    if (result.isErr()) throw catalogHttpError(result.error);
    const { id, recommendations, total } = result.value;
    return c.json({ id, recommendations, pagination: { total } }, 200, { 'cache-control': LIST_CACHE });
  });

  api.post('/api/v2/widget', limitBody(8 * 1024), async (c) => {
    await limiters.widget.enforce(c);
    const body = parseInput(WidgetBody, await jsonBody(c));
    const scope = catalogScope(body.context.storefront, config.APP_ENV, c);
    const result = await catalog.listRecommendations(
      { slot: slotOf(body.widgetId), limit: body.limit, page: body.page, variables: body.variables },
      scope,
    );
    if (result.isErr()) throw catalogHttpError(result.error);
    const { id, recommendations, total } = result.value;
    return c.json({ id, requestName: body.requestName ?? null, recommendations, pagination: { total } }, 200, NO_STORE);
  });
}
