import type { Market } from '@sockshop/core/markets';
import { addEarlyBirdRecordToPage } from '../analytics/early-bird-records';
import { reportCallFailure } from '../diagnostics/call-failure';
import type { ProductTile } from '../product/product-view';
import { groupRecommendations } from '../recommendations/product-recommendations';
import { readCookie } from './cookies';
import { type TileSource, toProductTile } from './product-tile';

// Loaded on first use only (dynamic import when a list nears the viewport): never part of a page's first-load JS.

// The answer is checked by hand, not with zod: the schema library alone was 25.6 KiB gzip that a home page fetched for
// one list.
type Row = Record<string, unknown>;
const isRow = (value: unknown): value is Row => typeof value === 'object' && value !== null && !Array.isArray(value);
const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const isString = (value: unknown): value is string => typeof value === 'string';
// core's stock statuses written out: core's come with their zod schema (the test pins the copy).
const STOCK = ['in-stock', 'low-stock', 'no-stock'];

/** The fields of the own server's product that a tile shows; the rest of the answer is not read. */
function isTileProduct(value: unknown): value is TileSource {
  if (!isRow(value) || !isString(value.sku) || !isString(value.name)) return false;
  const { price, currencies, media } = value;
  if (!isRow(price) || !isNumber(price.original) || !isNumber(price.final)) return false;
  if (!isRow(currencies) || !Object.values(currencies).every((c) => isRow(c) && isNumber(c.price) && isNumber(c.finalPrice))) return false;
  if (!STOCK.includes(value.stockStatus as string) || !Array.isArray(value.badges) || !value.badges.every(isString)) return false;
  return isRow(media) && isRow(media.hero) && isString(media.hero.small) && isString(media.hero.original);
}

interface Recommendation {
  distribution: 1 | 2 | 3;
  product: TileSource;
}

function isAnswer(value: unknown): value is { id: string; recommendations: Recommendation[] } {
  return (
    isRow(value) &&
    isString(value.id) &&
    Array.isArray(value.recommendations) &&
    value.recommendations.every((item) => isRow(item) && [1, 2, 3].includes(item.distribution as number) && isTileProduct(item.product))
  );
}

/** The customer id cookie, when there is one and it has the shape the API accepts. */
export function sessionIdOf(cookieHeader: string): string {
  const uid = readCookie(cookieHeader, 'uid') ?? '';
  return /^[\w-]{1,128}$/.test(uid) ? uid : '';
}

async function recommendationsAt(url: string, fetchImpl: typeof fetch): Promise<Recommendation[]> {
  const response = await fetchImpl(url, { headers: { accept: 'application/json' } });
  // 'No recommendations found' (404) is an empty list, as is a service that cannot answer (reported).
  if (!response.ok) {
    if (response.status !== 404) reportCallFailure('recommendations', 'recommendations', response.status);
    return [];
  }
  const answer: unknown = await response.json();
  if (!isAnswer(answer)) {
    reportCallFailure('recommendations', 'recommendations', 'invalid answer');
    return [];
  }
  // The answer's record id joins the page's early-bird record set (an empty one is only warned about).
  addEarlyBirdRecordToPage(answer.id);
  return answer.recommendations;
}

/**
 * GET /api/product/{widget}/{sku}?sessionId= — the shopper's own "you may also like" list (distribution 2),
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
 * GET /api/v2/products/{widget}/{profile}/{limit}/{page}/{variables} — the first page of a widget's list
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
