import type { Market } from '@sockshop/core/markets';
import type { CatalogPort, CatalogScope, Logger } from '@sockshop/core/ports';
import { toProductTile } from '../lib/product-tile';
import type { ProductTile } from '../product/product-view';
import { groupRecommendations } from './product-recommendations';

/** The lists of the product page that are the same for every shopper. */
export interface SharedRecommendations {
  cluster: ProductTile[];
  similar: ProductTile[];
}

const NONE: SharedRecommendations = { cluster: [], similar: [] };

/**
 * The product's cluster (same family) and similar products, as tiles. The page is the same for every shopper
 * (a shared cache may keep it), so no session goes with the request and the per-session list ("you may also like") is
 * left to the browser. It never fails: no recommendations, or a service that cannot answer, are empty lists.
 */
export function productRecommendations(
  catalog: CatalogPort,
  sku: string,
  scope: CatalogScope,
  market: Market,
  logger: Logger,
): Promise<SharedRecommendations> {
  return catalog.recommendFor('product-page', sku, '', scope).match(
    ({ recommendations }) => {
      const { cluster, similar } = groupRecommendations(recommendations, sku);
      return { cluster: cluster.map((p) => toProductTile(p, market)), similar: similar.map((p) => toProductTile(p, market)) };
    },
    (error) => {
      // 'No recommendations found' is an answer, not a fault.
      if (error.code !== 'NOT_FOUND') logger.warn('Failed to fetch recommendations for PDP', { sku, code: error.code });
      return NONE;
    },
  );
}
