/**
 * The product page's three lists by the service's distribution: 1 cluster (the same family),
 * 2 recommendations ("you may also like", per shopper session) and 3 similar (same colour or alike).
 */
export const RECOMMENDATION_LISTS = { 1: 'cluster', 2: 'recommendations', 3: 'similar' } as const;
export type RecommendationList = (typeof RECOMMENDATION_LISTS)[keyof typeof RECOMMENDATION_LISTS];

/** The heading of each list, as a translation key. */
export const LIST_TITLE_KEYS: Record<RecommendationList, string> = {
  cluster: 'sameFamily',
  recommendations: 'youMayAlsoLike',
  similar: 'similarProducts',
};

/** Products per list: one row of the product grid on the widest screens. */
export const RECOMMENDATIONS_PER_LIST = 4;

/**
 * Splits the service's answer into its three lists: the page's own product left out, each product once (in the first
 * list that names it), at most `perList` in each, in the service's order.
 */
export function groupRecommendations<T extends { sku: string }>(
  items: readonly { distribution: 1 | 2 | 3; product: T }[],
  ownSku: string,
  perList = RECOMMENDATIONS_PER_LIST,
): Record<RecommendationList, T[]> {
  const lists: Record<RecommendationList, T[]> = { cluster: [], recommendations: [], similar: [] };
  const seen = new Set([ownSku]);
  for (const { distribution, product } of items) {
    const list = lists[RECOMMENDATION_LISTS[distribution]];
    if (seen.has(product.sku) || list.length >= perList) continue;
    seen.add(product.sku);
    list.push(product);
  }
  return lists;
}
