import { Suspense, useId } from 'react';
import { Await } from 'react-router';
import { type ProductTile, tileToCard } from '../../lib/product-view';
import type { Translate } from '../../lib/translate';
import { ProductCard } from '../blocks/ProductCard';

// An empty element, not null: React Router rethrows to the route's error boundary when errorElement is falsy.
const NOTHING = <></>;

interface RecommendationsProps {
  /** Streamed after the page: the loader does not wait for it. */
  tiles: Promise<ProductTile[]>;
  /** How many cards the placeholder reserves room for (the most the loader sends). */
  reserve: number;
  t: Translate;
}

/**
 * "You may also like" below the product. Until the products arrive, cards of the same shape hold their place, so nothing
 * moves when they do; with none, or when they cannot be loaded, the section is left out and the page stays as it is.
 */
export function Recommendations({ tiles, reserve, t }: RecommendationsProps) {
  return (
    <Suspense
      fallback={
        <Section t={t} busy>
          {Array.from({ length: reserve }, (_, index) => `placeholder-${index}`).map((slot) => (
            <PlaceholderCard key={slot} />
          ))}
        </Section>
      }
    >
      <Await resolve={tiles} errorElement={NOTHING}>
        {(resolved) =>
          resolved.length === 0 ? null : (
            <Section t={t}>
              {resolved.map((tile) => (
                <li key={tile.sku}>
                  <ProductCard product={tileToCard(tile, t)} />
                </li>
              ))}
            </Section>
          )
        }
      </Await>
    </Suspense>
  );
}

function Section({ t, busy = false, children }: { t: Translate; busy?: boolean; children: React.ReactNode }) {
  const headingId = useId();
  return (
    <section className="page product-list" aria-labelledby={headingId} aria-busy={busy || undefined}>
      <h2 id={headingId} className="product-list__title">
        {t('youMayAlsoLike')}
      </h2>
      <ul className="product-grid">{children}</ul>
    </section>
  );
}

/** A product card's boxes (the same elements and classes) without content: the square picture, name, price and stock lines. */
function PlaceholderCard() {
  return (
    <li aria-hidden="true">
      <div className="product-card">
        <div className="product-card__media" />
        <h3 className="product-card__name">&nbsp;</h3>
        <p className="product-card__price">&nbsp;</p>
        <p className="stock-badge">&nbsp;</p>
      </div>
    </li>
  );
}
