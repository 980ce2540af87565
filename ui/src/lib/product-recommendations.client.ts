import type { Market } from '@sockshop/core/markets';
import { z } from 'zod';
import { addEarlyBirdRecordToPage } from '../analytics/early-bird-records';
import { reportCallFailure } from '../diagnostics/call-failure';
import { readCookie } from './cookies';
import { groupRecommendations } from './product-recommendations';
import { toProductTile } from './product-tile';
import type { ProductTile } from './product-view';

// Loaded on first use only (dynamic import when a list nears the viewport): never part of a page's first-load JS.

const PriceSchema = z.object({ original: z.number(), final: z.number() });
/** The fields of the own server's product that a tile shows; the rest of the answer is not read. */
const TileProductSchema = z.object({
  sku: z.string(),
  name: z.string(),
  price: PriceSchema,
  currencies: z.record(z.string(), z.object({ price: z.number(), finalPrice: z.number() })),
  stockStatus: z.enum(['in-stock', 'low-stock', 'no-stock']),
  badges: z.array(z.string()),
  media: z.object({ hero: z.object({ small: z.string(), original: z.string() }) }),
});
const AnswerSchema = z.object({
  id: z.string(),
  recommendations: z.array(z.object({ distribution: z.union([z.literal(1), z.literal(2), z.literal(3)]), product: TileProductSchema })),
});

/** spec §6: the customer id cookie, when there is one and it has the shape the API accepts. */
export function sessionIdOf(cookieHeader: string): string {
  const uid = readCookie(cookieHeader, 'uid') ?? '';
  return /^[\w-]{1,128}$/.test(uid) ? uid : '';
}

async function recommendationsAt(url: string, fetchImpl: typeof fetch): Promise<z.infer<typeof AnswerSchema>['recommendations']> {
  const response = await fetchImpl(url, { headers: { accept: 'application/json' } });
  // spec §8: 'No recommendations found' (404) is an empty list, as is a service that cannot answer (reported).
  if (!response.ok) {
    if (response.status !== 404) reportCallFailure('recommendations', 'recommendations', response.status);
    return [];
  }
  const parsed = AnswerSchema.safeParse(await response.json());
  if (!parsed.success) {
    reportCallFailure('recommendations', 'recommendations', 'invalid answer');
    return [];
  }
  // spec §3, §4: the answer's record id joins the page's early-bird record set (an empty one is only warned about).
  addEarlyBirdRecordToPage(parsed.data.id);
  return parsed.data.recommendations;
}

/**
 * spec §7: GET /api/product/{widget}/{sku}?sessionId= — the shopper's own "you may also like" list (distribution 2),
 * asked with the uid cookie as the session, in the market's currency.
 */
export async function loadSessionRecommendations(
  sku: string,
  market: Market,
  { cookie = document.cookie, fetchImpl = fetch }: { cookie?: string; fetchImpl?: typeof fetch } = {},
): Promise<ProductTile[]> {
  const query = new URLSearchParams({ sessionId: sessionIdOf(cookie), storefront: market.storefrontCode });
  const items = await recommendationsAt(`/api/product/pdp/${encodeURIComponent(sku)}?${query}`, fetchImpl);
  return groupRecommendations(items, sku).recommendations.map((product) => toProductTile(product, market));
}

/**
 * spec §7: GET /api/v2/products/{widget}/{profile}/{limit}/{page}/{variables} — the first page of a widget's list
 * (bestsellers, random, …) for a content product list; `-` stands for no variables.
 */
export async function loadWidgetProducts(
  widget: string,
  limit: number,
  market: Market,
  { fetchImpl = fetch }: { fetchImpl?: typeof fetch } = {},
): Promise<ProductTile[]> {
  const path = `/api/v2/products/${encodeURIComponent(widget)}/content/${limit}/1/-`;
  const items = await recommendationsAt(`${path}?storefront=${market.storefrontCode}`, fetchImpl);
  return groupRecommendations(items, '', limit).recommendations.map((product) => toProductTile(product, market));
}
