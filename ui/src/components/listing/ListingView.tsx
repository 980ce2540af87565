import { vocabularyLabel } from '@sockshop/core/catalog';
import { Suspense, useId, useMemo, useRef } from 'react';
import { Form } from 'react-router';
import { useListImpressions } from '../../analytics/use-list-impressions';
import type { Translate } from '../../lib/translate';
import type { PageListing } from '../../listing/listing.server';
import { type ListingTile, listItems } from '../../listing/listing-analytics';
import { tilesOf } from '../../listing/tiles-in-page';
import type { ImageLoading } from '../shared/Picture';
import { RouterLink } from '../shared/RouterLink';
import { ActiveFilters } from './ActiveFilters';
import { ListingCard } from './ListingCard';
import { PriceFilter } from './PriceFilter';

const SORTS = [
  { value: '', key: 'relevance' },
  { value: 'price:asc', key: 'priceAsc' },
  { value: 'price:desc', key: 'priceDesc' },
  { value: 'updatedAt:desc', key: 'newest' },
  { value: 'bestseller:asc', key: 'bestsellers' },
] as const;

/**
 * Cards whose pictures may be the page's largest paint: the first screen on phones, two rows of two under the page
 * title (all cards are the same size, so the browser may pick any of them). They load eagerly at high priority with a
 * preload; every later card is lazy.
 */
const LEAD_IMAGES = 4;

/**
 * A page of products with filters, sort and pagination. Filters are a GET form to the listing's first page so they work
 * without JavaScript and a new filter starts at page 1; hidden inputs keep the search term.
 */
export function ListingView({
  listing,
  t,
  texts,
  hidden = {},
  leadImages = LEAD_IMAGES,
}: {
  listing: PageListing;
  t: Translate;
  /** The dictionary `t` reads, by which the cards' markup is kept across server renders (ListingCard). */
  texts?: object;
  hidden?: Record<string, string>;
  /** 0 when something above the listing (a hero) is the largest paint already. */
  leadImages?: number;
}) {
  const id = useId();
  const grid = useRef<HTMLUListElement>(null);
  const tiles = tilesOf(listing);
  const impressions = useMemo(() => ({ ...listing.analytics, items: listItems(tiles) }), [listing, tiles]);
  useListImpressions(grid, impressions);
  const card = (tile: ListingTile, imageLoading: ImageLoading) => (
    <ListingCard key={tile.sku} tile={tile} picturePrefix={listing.picturePrefix} t={t} texts={texts} imageLoading={imageLoading} />
  );
  if (!listing.available) {
    return (
      <p className="notice notice--error" role="alert">
        {t('catalogUnavailable')}
      </p>
    );
  }
  return (
    <div className="listing">
      {/* Folded on phones so products come first; always open from tablets up (pages.css). */}
      <details className="listing__filters-toggle">
        <summary className="listing__filters-summary">{t('filters')}</summary>
        {/* Keyed by what is selected: fields are uncontrolled, so a removed filter must not linger in them. */}
        <Form
          key={JSON.stringify([listing.selected, listing.price.selection, listing.sort])}
          method="get"
          action={listing.basePath}
          className="listing__filters"
          aria-labelledby={`${id}-filters`}
          preventScrollReset
        >
          <h2 id={`${id}-filters`} className="listing__filters-title">
            {t('filters')}
          </h2>
          {Object.entries(hidden).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          <label className="listing__sort">
            <span>{t('sortBy')}</span>
            <select name="sort" defaultValue={listing.sort} className="input">
              {SORTS.map((sort) => (
                <option key={sort.key} value={sort.value}>
                  {t(sort.key)}
                </option>
              ))}
            </select>
          </label>
          <PriceFilter price={listing.price} t={t} />
          {/* Options labelled by the loader, or else by the layout's translations, as the loader would (listing.server.ts). */}
          {listing.facets.map((facet) => (
            <fieldset key={facet.id} className="facet">
              <legend className="facet__title">{t(facet.attribute)}</legend>
              {facet.items.map((item) => (
                <label key={item.value}>
                  <input
                    type="checkbox"
                    name={facet.attribute}
                    value={item.value}
                    defaultChecked={listing.selected[facet.attribute]?.includes(item.value) ?? item.selected === true}
                  />
                  {/* One text node each: no React text separators in 60-odd options. */}
                  <span>
                    {`${item.label ?? vocabularyLabel(facet.attribute, item.value, t)} `}
                    <span>{`(${item.count})`}</span>
                  </span>
                </label>
              ))}
            </fieldset>
          ))}
          <button type="submit" className="button button--secondary">
            {t('applyFilters')}
          </button>
        </Form>
      </details>
      <section className="listing__results" aria-labelledby={`${id}-results`}>
        <h2 id={`${id}-results`} className="listing__count">
          {listing.total} {t('results')}
        </h2>
        <ActiveFilters filters={listing.active} t={t} />
        {tiles.length === 0 ? (
          <p className="notice">{t('noResults')}</p>
        ) : (
          <ul className="product-grid" ref={grid}>
            {tiles.slice(0, leadImages).map((tile) => card(tile, 'priority'))}
            {/* Hydrated after the rest of the page, in slices between which the browser paints and handles input: React
                leaves a server-rendered boundary for later, at low priority (docs/decisions.md "Hydration in short tasks"). */}
            <Suspense fallback={null}>{tiles.slice(leadImages).map((tile) => card(tile, 'lazy'))}</Suspense>
          </ul>
        )}
        {listing.prev || listing.next ? (
          <nav className="pagination" aria-label={t('pagination')}>
            {listing.prev ? (
              <RouterLink to={listing.prev} rel="prev" className="button button--secondary">
                {t('previous')}
              </RouterLink>
            ) : null}
            <span className="pagination__status">
              {listing.page} / {listing.pageCount}
            </span>
            {listing.next ? (
              <RouterLink to={listing.next} rel="next" className="button button--secondary">
                {t('next')}
              </RouterLink>
            ) : null}
          </nav>
        ) : null}
      </section>
    </div>
  );
}
