import type { Market } from '@sockshop/core/markets';
import type { CatalogPort, CatalogScope, Logger } from '@sockshop/core/ports';
import { type ProductTile, RECOMMENDATIONS_SHOWN, toProductTile } from './product-view';

/**
 * spec §7: the products the search service recommends with one product (cluster, recommendations, similar), as tiles.
 * The page is the same for every shopper (a shared cache may keep it), so no shopper's session goes with the request.
 * It never fails: no recommendations, or a service that cannot answer, is an empty list and the page shows none.
 */
export function productRecommendations(
  catalog: CatalogPort,
  sku: string,
  scope: CatalogScope,
  market: Market,
  logger: Logger,
): Promise<ProductTile[]> {
  return catalog.recommendFor('product-page', sku, '', scope).match(
    ({ recommendations }) => {
      const seen = new Set([sku]);
      const products = recommendations.map((r) => r.product).filter((p) => !seen.has(p.sku) && seen.add(p.sku));
      return products.slice(0, RECOMMENDATIONS_SHOWN).map((product) => toProductTile(product, market));
    },
    (error) => {
      // spec §8: 'No recommendations found' is an answer, not a fault.
      if (error.code !== 'NOT_FOUND') logger.warn('Failed to fetch recommendations for PDP', { sku, code: error.code });
      return [];
    },
  );
}
