import type { Market } from '@sockshop/core/markets';
import { useEffect, useId, useState } from 'react';
import { ProductCard } from '../components/blocks/ProductCard';
import { report } from '../diagnostics/report';
import { type TileSource, toProductTile } from '../lib/product-tile';
import type { Translate } from '../lib/translate';
import { tileToCard } from '../product/product-view';
import { loadSegmentUpsell, widgetNotFoundReport } from './segment-upsell';
import type { SegmentUpsellContent } from './segments-content';

/** A segment's upsell: the products of its recommendation widget, with the content's description as heading. */
export function SegmentUpsell({
  upsell,
  segment,
  market,
  t,
}: {
  upsell: SegmentUpsellContent;
  segment: string;
  market: Market;
  t: Translate;
}) {
  const [products, setProducts] = useState<TileSource[]>([]);
  const headingId = useId();
  const storefront = market.storefrontCode;
  useEffect(() => {
    const abort = new AbortController();
    void loadSegmentUpsell(upsell, storefront, abort.signal).then((answer) => {
      if (abort.signal.aborted) return;
      if (answer.kind === 'widget-not-found') report(widgetNotFoundReport(upsell, segment));
      setProducts(answer.kind === 'products' ? answer.products : []);
    });
    return () => abort.abort();
  }, [upsell, segment, storefront]);
  if (products.length === 0) return null;
  return (
    <section className="page product-list segment-upsell" aria-labelledby={headingId} data-segment={segment}>
      <h2 id={headingId} className="product-list__title">
        {upsell.description || t('youMayAlsoLike')}
      </h2>
      <ul className="product-grid">
        {products.map((product) => (
          <ProductCard key={product.sku} product={tileToCard(toProductTile(product, market), t)} />
        ))}
      </ul>
    </section>
  );
}
