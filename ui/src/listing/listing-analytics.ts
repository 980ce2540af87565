import type { AnalyticsItem } from '@sockshop/core/analytics';
import type { ProductTile } from '../product/product-view';

/**
 * A listing's tile with what its view_item_list item needs beside the card (prices in minor units). The
 * items are made from the tiles in the browser, so the page's data carries each product once.
 */
export type ListingTile = ProductTile & {
  /** The price to pay, in minor units. */
  minorPrice: number;
  /** The unit discount in minor units; left out when there is none. */
  minorDiscount?: number;
  category?: string;
  color?: string;
};

/** The view_item_list items of a page of tiles, in list order (what the loader once sent beside them). */
export function listItems(tiles: readonly ListingTile[]): AnalyticsItem[] {
  return tiles.map((tile) => ({
    sku: tile.sku,
    name: tile.name,
    price: tile.minorPrice,
    discount: tile.minorDiscount ?? 0,
    quantity: 1,
    ...(tile.category ? { category: tile.category } : {}),
    ...(tile.color ? { color: tile.color } : {}),
  }));
}
