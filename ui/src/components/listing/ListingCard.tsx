import { type ReactNode, useContext } from 'react';
import { CachedMarkup } from '../../lib/cached-markup';
import type { Translate } from '../../lib/translate';
import { withPicturePrefix } from '../../listing/picture-prefix';
import { type ProductTile, tileToCard } from '../../product/product-view';
import { ProductCard } from '../blocks/ProductCard';
import type { ImageLoading } from '../shared/Picture';
import { StorefrontCodeContext } from '../shared/storefront-href';

/**
 * The fields of a tile a card shows, for its key (a listing's tiles carry more, for analytics). A field added to the
 * tile does not compile here until it is part of the key.
 */
function shown({ sku, name, price, originalPrice, picture, stockStatus, badgeKeys, ...unshown }: ProductTile) {
  unshown satisfies Record<string, never>;
  return [sku, name, price, originalPrice ?? null, picture ?? null, stockStatus, JSON.stringify(badgeKeys ?? [])] as const;
}

/**
 * A listing's product card. Below the first screen its markup is kept across server renders (lib/cached-markup.tsx):
 * the same product shows in many listings (filters, sorts, pages, searches), each a render of its own, and a card's
 * markup is made from its tile, its storefront and its texts alone. The tile is part of the key by value, so a new price
 * or stock status is a new card; the texts by identity, as the chrome's are. A card under the largest paint is always
 * rendered: its picture's preload is written into <head> by React as it renders.
 */
export function ListingCard({
  tile,
  picturePrefix,
  t,
  texts,
  imageLoading,
}: {
  tile: ProductTile;
  picturePrefix: string | undefined;
  t: Translate;
  /** The dictionary `t` reads; without it (tests) the card is rendered every time. */
  texts: object | undefined;
  imageLoading: ImageLoading;
}) {
  const card = () => <ProductCard product={tileToCard(withPicturePrefix(tile, picturePrefix), t)} imageLoading={imageLoading} />;
  if (imageLoading === 'priority' || !texts) return card();
  // The browser renders the card itself: its build leaves the key out (a listing's first JavaScript is at its budget).
  // A card holds no `useId` ids, so it needs none of the places CachedMarkup keeps for them (the test of ListingView
  // compares a kept listing with one rendered whole).
  return import.meta.env.SSR ? (
    <KeptCard tile={tile} picturePrefix={picturePrefix} texts={texts} imageLoading={imageLoading} card={card} />
  ) : (
    card()
  );
}

function KeptCard({
  tile,
  picturePrefix,
  texts,
  imageLoading,
  card,
}: {
  tile: ProductTile;
  picturePrefix: string | undefined;
  texts: object;
  imageLoading: ImageLoading;
  card: () => ReactNode;
}) {
  const storefront = useContext(StorefrontCodeContext);
  return (
    <CachedMarkup name="card" deps={[texts, storefront, imageLoading, picturePrefix ?? '', ...shown(tile)]}>
      {card}
    </CachedMarkup>
  );
}
