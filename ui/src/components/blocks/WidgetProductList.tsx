import { useRef } from 'react';
import { useRouteLoaderData } from 'react-router';
import { useWhenNear } from '../../hooks/use-when-near';
import { withChrome } from '../../lib/layout-chrome';
import { createTranslate } from '../../lib/translate';
import type { ProductTile } from '../../product/product-view';
import { tileToCard } from '../../product/product-view';
import { PlaceholderCard } from './PlaceholderCard';
import { ProductCard } from './ProductCard.js';

const NONE: ProductTile[] = [];

/**
 * A content product list that names a recommendation widget (bestsellers, random, …): the browser asks the own
 * server's `GET /api/v2/products/{widget}/{profile}/{limit}/{page}/{variables}` when the list nears the viewport, with
 * the fetching code loaded on first use. Outside a storefront (no market to price in) it shows nothing.
 */
export function WidgetProductList({ uid, title, widget, limit }: { uid: string; title: string; widget: string; limit: number }) {
  const layout = withChrome(useRouteLoaderData('storefront-layout'));
  const anchor = useRef<HTMLElement>(null);
  const market = layout?.market;
  const tiles = useWhenNear(
    anchor,
    `${market?.storefrontCode}:${widget}:${limit}`,
    () =>
      market
        ? import('../../lib/product-recommendations.client').then((client) => client.loadWidgetProducts(widget, limit, market))
        : Promise.resolve(NONE),
    NONE,
  );
  if (!layout || tiles?.length === 0) return null;
  const t = createTranslate(layout.translations);
  const headingId = `product-list-${uid}`;
  return (
    <section
      ref={anchor}
      className="product-list"
      aria-labelledby={headingId}
      aria-busy={tiles === undefined || undefined}
      data-widget={widget}
    >
      <h2 id={headingId} className="product-list__title">
        {title}
      </h2>
      <ul className="product-grid">
        {/* Until the products come, empty cards of their shape hold the room they take, so nothing below moves. */}
        {tiles === undefined
          ? Array.from({ length: limit }, (_, index) => `placeholder-${index}`).map((slot) => <PlaceholderCard key={slot} />)
          : tiles.map((tile) => <ProductCard key={tile.sku} product={tileToCard(tile, t)} />)}
      </ul>
    </section>
  );
}
