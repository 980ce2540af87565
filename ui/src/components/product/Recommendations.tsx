import { Suspense, useId } from 'react';
import { Await } from 'react-router';
import type { Translate } from '../../lib/translate';
import { type ProductTile, tileToCard } from '../../product/product-view';
import { LIST_TITLE_KEYS, type RecommendationList } from '../../recommendations/product-recommendations';
import { PlaceholderCard } from '../blocks/PlaceholderCard';
import { ProductCard } from '../blocks/ProductCard';

// An empty element, not null: React Router rethrows to the route's error boundary when errorElement is falsy.
const NOTHING = <></>;

interface RecommendationsProps {
  /** Streamed after the page: the loader does not wait for it. */
  tiles: Promise<ProductTile[]>;
  /** Which of the product page's lists, for its heading. */
  list: RecommendationList;
  /** How many cards the placeholder reserves room for (the most the loader sends). */
  reserve: number;
  t: Translate;
}

/**
 * A list of products below the product (cluster or similar). Until the products arrive, cards of the same
 * shape hold their place, so nothing moves when they do; with none, or when they cannot be loaded, the section is
 * left out and the page stays as it is.
 */
export function Recommendations({ tiles, list, reserve, t }: RecommendationsProps) {
  return (
    <Suspense fallback={<PlaceholderSection list={list} reserve={reserve} t={t} />}>
      <Await resolve={tiles} errorElement={NOTHING}>
        {(resolved) => <TileSection list={list} tiles={resolved} t={t} />}
      </Await>
    </Suspense>
  );
}

/** The list's cards, or nothing for an empty list. */
export function TileSection({ list, tiles, t }: { list: RecommendationList; tiles: readonly ProductTile[]; t: Translate }) {
  if (tiles.length === 0) return null;
  return (
    <Section list={list} t={t}>
      {tiles.map((tile) => (
        <ProductCard key={tile.sku} product={tileToCard(tile, t)} />
      ))}
    </Section>
  );
}

/** The list's heading over empty cards of the real ones' shape, while they load. */
export function PlaceholderSection({ list, reserve, t }: { list: RecommendationList; reserve: number; t: Translate }) {
  return (
    <Section list={list} t={t} busy>
      {Array.from({ length: reserve }, (_, index) => `placeholder-${index}`).map((slot) => (
        <PlaceholderCard key={slot} />
      ))}
    </Section>
  );
}

function Section({
  list,
  t,
  busy = false,
  children,
}: {
  list: RecommendationList;
  t: Translate;
  busy?: boolean;
  children: React.ReactNode;
}) {
  // Streamed, the placeholder and the list arrive in one HTML document (the list hidden until React swaps it in), and
  // both get the same useId: the placeholder's heading takes its own id, so no id is doubled and the list's
  // aria-labelledby names its own heading (13). Server and browser both derive it from `busy`: hydration agrees.
  const headingId = `${useId()}${busy ? '-placeholder' : ''}`;
  return (
    <section className="page product-list" aria-labelledby={headingId} aria-busy={busy || undefined} data-list={list}>
      <h2 id={headingId} className="product-list__title">
        {t(LIST_TITLE_KEYS[list])}
      </h2>
      <ul className="product-grid">{children}</ul>
    </section>
  );
}
