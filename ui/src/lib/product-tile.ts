import { type Product, withoutStockBadges } from '@sockshop/core/catalog';
import type { Market } from '@sockshop/core/markets';
import { listingPrice, type ProductTile, priceIn } from '../product/product-view';

// Apart from product-view.ts, which every page's browser code reads: tiles are made in loaders and in the browser lists
// that load on first use.

/** What a product tile shows of a product (the browser's lists read no more than this of the API's answer). */
export type TileSource = Pick<Product, 'sku' | 'name' | 'price' | 'currencies' | 'stockStatus' | 'badges'> & {
  media: { hero: Pick<Product['media']['hero'], 'small' | 'original'> };
};

/** A product as a tile: formatted for the market on the server (or a lazily loaded list), translated on render. */
export function toProductTile(product: TileSource, market: Market): ProductTile {
  const price = priceIn(product, market);
  const hero = product.media.hero.small || product.media.hero.original;
  // One stock signal per card: the status below the price, never a stock badge too.
  const badgeKeys = withoutStockBadges(product.badges).slice(0, 2);
  return {
    sku: product.sku,
    name: product.name,
    price: listingPrice(price.final, market),
    ...(price.original > price.final ? { originalPrice: listingPrice(price.original, market) } : {}),
    ...(hero ? { picture: hero } : {}),
    stockStatus: product.stockStatus,
    ...(badgeKeys.length > 0 ? { badgeKeys } : {}),
  };
}
