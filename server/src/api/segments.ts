import { PopupsSchema, SegmentsSchema, UpsellsSchema } from '@sockshop/core/content';
import { defaultMarketOf, STOREFRONT_CODES } from '@sockshop/core/markets';
import type { ContentScope } from '@sockshop/core/ports';
import { z } from 'zod';
import { parseInput, queryOf } from './api-kit.js';
import type { ApiApp, ApiDeps } from './deps.js';

const SegmentsQuery = z.object({ storefront: z.enum(STOREFRONT_CODES) });

/** Shared by every shopper of a storefront: the browser picks the visitor's segment, caches may keep it. */
const SEGMENTS_CACHE = 'public, max-age=300, stale-while-revalidate=3600';

/**
 * GET /api/segments?storefront=de → `{ segments, popups, upsells }` (content entities) in the storefront's language:
 * what the browser needs to put a visitor from a campaign link in a segment and show that segment's popup and upsell. A
 * settings page that is missing or unreadable answers an empty list (segments are optional; gives their defaults).
 */
export function registerSegmentRoutes(api: ApiApp, { services, config }: ApiDeps): void {
  const { content } = services;
  api.get('/api/segments', async (c) => {
    const { storefront } = parseInput(SegmentsQuery, queryOf(c));
    const market = defaultMarketOf(storefront, config.APP_ENV);
    const scope: ContentScope = { storefront, locale: market.contentLocale, language: market.language };
    const read = async <S extends z.ZodType>(slug: string, schema: S): Promise<z.infer<S> | null> => {
      const page = await content.findPage(slug, scope);
      return page.isOk() ? (schema.safeParse(page.value.content).data ?? null) : null;
    };
    const [segments, popups, upsells] = await Promise.all([
      read('shared/segments', SegmentsSchema),
      read('shared/popups', PopupsSchema),
      read('shared/upsells', UpsellsSchema),
    ]);
    return c.json({ segments: segments?.segments ?? [], popups: popups?.popups ?? [], upsells: upsells?.upsells ?? [] }, 200, {
      'cache-control': SEGMENTS_CACHE,
    });
  });
}
