import { useMemo } from 'react';
import type { BlockContext } from '../components/blocks/BlockList';
import { useStorefrontData } from '../lib/layout-data';
import { type ProductTile, tileToCard } from '../product/product-view';

/** The context content blocks render with: translations, product tiles, the newsletter form. */
export function usePageBlocks(productLists: Record<string, { products: ProductTile[] }>): BlockContext {
  const { t, market } = useStorefrontData();
  const lists = useMemo(
    () =>
      Object.fromEntries(
        Object.entries(productLists).map(([uid, list]) => [uid, { products: list.products.map((tile) => tileToCard(tile, t)) }]),
      ),
    [productLists, t],
  );
  return { t, productLists: lists, newsletter: { store: market.storefrontCode, countryCode: market.countryCode } };
}
