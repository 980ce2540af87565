import { type Price, type Product, type StockStatus, type Variant, vocabularyLabel } from '@sockshop/core/catalog';
import type { Market } from '@sockshop/core/markets';
import { formatPrice } from '@sockshop/core/pricing';
import type { ProductCardData } from '../components/blocks/ProductCard';
import type { Translate } from '../lib/translate';
import { cardImage } from './card-image';

/** The product's price in the market's currency; the catalogue carries every currency (its `currencies`). */
export function priceIn(item: Pick<Product | Variant, 'price' | 'currencies'>, market: Market): Price {
  const inCurrency = item.currencies[market.currency.code];
  return inCurrency ? { original: inCurrency.price, final: inCurrency.finalPrice } : item.price;
}

/** Listings drop a trailing .00. */
export function listingPrice(minor: number, market: Market): string {
  return formatPrice(minor, market.currency.code, market.countryCode, { dropZeroDecimals: true });
}

export function totalPrice(minor: number, market: Market): string {
  return formatPrice(minor, market.currency.code, market.countryCode);
}

const STOCK_LABEL_KEYS = { 'in-stock': 'inStock', 'low-stock': 'lowStock', 'no-stock': 'outOfStock' } as const;

export function stockLabel(status: Product['stockStatus'], t: Translate): string {
  return t(STOCK_LABEL_KEYS[status]);
}

/** Badge texts come from translations (`badge.new`); an untranslated badge reads as its name, humanised. */
function badgeLabel(badge: string, t: Translate): string {
  return vocabularyLabel('badge', badge, t);
}

/**
 * What a loader sends for a product tile: formatted on the server, translated and given its srcset on render. Only what
 * the card shows travels in the page's hydration data (64 of them on a listing page).
 */
export interface ProductTile {
  sku: string;
  name: string;
  price: string;
  originalPrice?: string;
  /** The product's picture, one URL; its alt text is the name (card-image.ts). */
  picture?: string;
  stockStatus: StockStatus;
  /** Badge names, left out when there are none. */
  badgeKeys?: string[];
}

export function tileToCard(tile: ProductTile, t: Translate): ProductCardData {
  const { badgeKeys = [], picture, ...card } = tile;
  return {
    ...card,
    // A content-folder path: the card's link puts the shown storefront in its place (storefront-href.ts), so the 64
    // tiles of a listing do not each carry the storefront's path.
    href: `/_default/product/${encodeURIComponent(tile.sku)}`,
    ...(picture ? { image: cardImage(picture, tile.name) } : {}),
    stockLabel: stockLabel(tile.stockStatus, t),
    badges: badgeKeys.map((badge) => badgeLabel(badge, t)),
  };
}
