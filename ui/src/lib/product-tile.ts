import { type Product, withoutStockBadges } from '@sockshop/core/catalog';
import type { Market } from '@sockshop/core/markets';
import { CARD_SIZES, productImageSources } from './image-sources';
import { listingPrice, type ProductTile, priceIn } from './product-view';

// Apart from product-view.ts, which every page's browser code reads: the image sources are worked out where tiles are
// made (loaders, and the browser lists that load on first use), so core's srcset rules stay out of the first load.

/** What a product tile shows of a product (the browser's lists read no more than this of the API's answer). */
export type TileSource = Pick<Product, 'sku' | 'name' | 'price' | 'currencies' | 'stockStatus' | 'badges'> & {
  media: { hero: Pick<Product['media']['hero'], 'small' | 'original'> };
};

/** A product as a tile: formatted for the market on the server (or a lazily loaded list), translated on render. */
export function toProductTile(product: TileSource, market: Market): ProductTile {
  const price = priceIn(product, market);
  const hero = product.media.hero.small || product.media.hero.original;
  return {
    sku: product.sku,
    name: product.name,
    href: `/${market.storefrontCode}/product/${encodeURIComponent(product.sku)}`,
    price: listingPrice(price.final, market),
    ...(price.original > price.final ? { originalPrice: listingPrice(price.original, market) } : {}),
    image: { src: hero, alt: product.name, width: 400, height: 400, ...productImageSources(hero, CARD_SIZES) },
    stockStatus: product.stockStatus,
    // One stock signal per card (issue 22 gap 6): the status below the price, never a stock badge too.
    badgeKeys: withoutStockBadges(product.badges).slice(0, 2),
  };
}
