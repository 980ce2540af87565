import type { Market } from '@sockshop/core/markets';
import { useRef } from 'react';
import { useWhenNear } from '../../hooks/use-when-near';
import type { Translate } from '../../lib/translate';
import type { ProductTile } from '../../product/product-view';
import { RECOMMENDATIONS_PER_LIST } from '../../recommendations/product-recommendations';
import { PlaceholderSection, TileSection } from './Recommendations';

const NONE: ProductTile[] = [];

/**
 * "You may also like" (distribution 2): the shopper's own list, so never in the shared, cacheable page. After
 * hydration, when the place comes near the viewport, the browser loads the fetching code (a dynamic import, not in
 * the first load) and asks the own server's `/api/product/{widget}/{sku}?sessionId=` with the uid cookie.
 */
export function SessionRecommendations({ sku, market, t }: { sku: string; market: Market; t: Translate }) {
  const anchor = useRef<HTMLDivElement>(null);
  const tiles = useWhenNear(
    anchor,
    `${market.storefrontCode}:${sku}`,
    () => import('../../lib/product-recommendations.client').then((client) => client.loadSessionRecommendations(sku, market)),
    NONE,
  );
  return (
    <div ref={anchor} className="session-recommendations">
      {tiles === undefined ? (
        <PlaceholderSection list="recommendations" reserve={RECOMMENDATIONS_PER_LIST} t={t} />
      ) : (
        <TileSection list="recommendations" tiles={tiles} t={t} />
      )}
    </div>
  );
}
