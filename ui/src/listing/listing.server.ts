import type { Facet, PriceSelection, Product, SearchResult } from '@sockshop/core/catalog';
import {
  PRICE_PARAMS,
  pageCount,
  pageOffset,
  pageSizeFor,
  paginationLinks,
  parseFilters,
  parsePriceSelection,
  parseSort,
  priceBounds,
  priceQuery,
  sizeLabel,
  vocabularyKey,
  vocabularyLabel,
} from '@sockshop/core/catalog';
import type { Market, StorefrontCode } from '@sockshop/core/markets';
import type { CatalogPort, CatalogScope, ProductQuery, ShopRequest } from '@sockshop/core/ports';
import { minorDigitsOf } from '@sockshop/core/pricing';
import { derivedOnce } from '../lib/answer-memo.server';
import { isLoaderText } from '../lib/loader-texts';
import { toProductTile } from '../lib/product-tile';
import type { Translate } from '../lib/translate';
import { priceIn } from '../product/product-view';
import { type ActiveFilter, activeFilters } from './active-filters.server';
import type { ListingTile } from './listing-analytics';
import { splitPictures } from './picture-prefix';
import { TILES_IN_PAGE, type TilesOfListing, tilesSource } from './tiles-in-page';

/** Facet attributes a shopper can filter by from the query string (fixed lists). */
const FILTER_KEYS = ['color', 'material', 'size', 'badges'] as const;

/** A facet the shopper filters by, its options labelled in the shop's language (fixed lists). */
export interface ListingFacet {
  id: string;
  /** The query key, also the translation key of the facet's title. */
  attribute: string;
  /**
   * `selected` only on the options the service reports selected (the page's data carries no `false`s); `label` only
   * where the browser could not make the same from the layout's translations with
   * core's `vocabularyLabel` (ListingView).
   */
  items: { value: string; label?: string; count: number; selected?: true }[];
}

/** An active filter; a facet value's label is in the shop's language. */
export type ListingFilter = Exclude<ActiveFilter, { kind: 'facet' }> | (Extract<ActiveFilter, { kind: 'facet' }> & { label: string });

/** Options a facet shows at most. */
const FACET_OPTIONS = 24;

/** A facet value as the shopper reads it; sizes as the storefront's shoppers measure them (US sizes on us). */
function facetLabel(attribute: string, value: string, storefront: StorefrontCode, t: Translate): string {
  return attribute === 'size' || attribute === 'sizes' ? sizeLabel(value, storefront, t) : vocabularyLabel(attribute, value, t);
}

/**
 * The service's facets as the filter form shows them: the price buckets left out (the price range fields replace them),
 * empty ones too. An option's label comes with it only where the browser's translations lack it (materials) or the
 * storefront words it otherwise (US sizes); the browser labels the rest as the server would (ListingView).
 */
function listingFacets(facets: readonly Facet[], storefront: StorefrontCode, t: Translate): ListingFacet[] {
  return facets.flatMap((facet) => {
    const attribute = facet.metadata?.attribute ?? facet.id;
    if (facet.type !== 'facet' || attribute === 'price' || facet.items.length === 0) return [];
    const items = facet.items.slice(0, FACET_OPTIONS).map((item) => {
      const label = facetLabel(attribute, item.value, storefront, t);
      // Colours, badges and sizes are words the layout's translations already carry: the browser labels them the same.
      const key = vocabularyKey(attribute, item.value);
      const sentOnce = (key === undefined || !isLoaderText(key)) && label === vocabularyLabel(attribute, item.value, t);
      return {
        value: item.value,
        ...(sentOnce ? {} : { label }),
        count: item.count,
        ...(item.selected ? { selected: true as const } : {}),
      };
    });
    return [{ id: facet.id, attribute, items }];
  });
}

export interface Listing {
  /** Each tile's picture without `picturePrefix`, which the browser puts back (picture-prefix.ts). */
  products: ListingTile[];
  picturePrefix?: string;
  facets: ListingFacet[];
  total: number;
  page: number;
  pageCount: number;
  prev: string | null;
  next: string | null;
  /** Page 1 of the listing: where the filter form sends the shopper, so a new filter starts at the first page. */
  basePath: string;
  selected: Record<string, string[]>;
  sort: string;
  /** The price filter's form: what was asked, in major units, and the category's range. */
  price: { selection: PriceSelection | null; bounds: { min: number; max: number }; step: string; symbol: string };
  /** Filters in force, each with the link that removes it. */
  active: ListingFilter[];
  /** What the list pushes to analytics (view_item_list); the items are the products' (listItems). */
  analytics: { listName: string; currency: string };
  /** False when the catalog could not be reached: the page says so instead of failing. */
  available: boolean;
}

/** A product as a listing's card shows it and analytics reports it, in the market's currency. */
function listingTile(product: Product, market: Market): ListingTile {
  const { original, final } = priceIn(product, market);
  return {
    ...toProductTile(product, market),
    minorPrice: final,
    ...(original > final ? { minorDiscount: original - final } : {}),
    ...(product.categories[0] ? { category: product.categories[0] } : {}),
    ...(product.color?.primary ? { color: product.color.primary } : {}),
  };
}

/** Reads filters, sort and page from the request and asks the catalog for one page of products. */
export async function loadListing<A extends Answers = 'data'>(options: {
  catalog: CatalogPort;
  scope: CatalogScope;
  market: Market;
  url: URL;
  basePath: string;
  page: number;
  base: Pick<ProductQuery, 'term' | 'category'>;
  pageSize?: number;
  /** The shop's translations (lib/translations.server.ts), awaited beside the catalog's answer. */
  translate: PromiseLike<Translate>;
  /** A whole page's listing (`document`) or a navigation's (`data`, the default): ShopRequest's `answers`. */
  answers?: A;
}): Promise<LoadedListing<A>> {
  const { url, page, market } = options;
  const currency = market.currency.code;
  const pageSize = options.pageSize ?? pageSizeFor(options.base.category);
  const selected = parseFilters(Object.fromEntries(FILTER_KEYS.map((key) => [key, url.searchParams.getAll(key)])), FILTER_KEYS);
  const sortParam = url.searchParams.get('sort') ?? '';
  const sort = sortParam ? parseSort(sortParam) : null;
  const priceSelection = parsePriceSelection({
    [PRICE_PARAMS.min]: url.searchParams.get(PRICE_PARAMS.min),
    [PRICE_PARAMS.max]: url.searchParams.get(PRICE_PARAMS.max),
  });
  const price = priceQuery(priceSelection, currency);
  const query: ProductQuery = {
    ...options.base,
    filters: selected,
    ...(price ? { price } : {}),
    ...(sort?.isOk() ? { sort: sort.value } : {}),
    limit: pageSize,
    offset: pageOffset(page, pageSize),
  };
  // The range bounds the form only, so it is asked for beside the products (a search page: the whole catalogue's).
  const [result, range, t] = await Promise.all([
    options.catalog.search(query, options.scope),
    options.catalog.categoryPriceRange(options.base.category ?? '', options.scope),
    options.translate,
  ]);
  const empty: SearchResult = { products: [], facets: [], total: 0 };
  const value = result.isOk() ? result.value : empty;
  const pages = Math.max(1, pageCount(value.total, pageSize));
  const links = paginationLinks(options.basePath, page, pages);
  const search = url.search;
  // Read from the products, the currency and the country alone: once per catalogue answer (answer-memo.server.ts).
  const { tiles, picturePrefix } = derivedOnce([value.products], `listing tiles ${currency} ${market.countryCode}`, () =>
    splitPictures(value.products.map((product) => listingTile(product, market))),
  );
  const listing: Listing = {
    products: tiles,
    picturePrefix,
    // Read from the facets, the storefront and the translations alone: once per pair of answers.
    facets: derivedOnce([value.facets, t], `listing facets ${market.storefrontCode}`, () =>
      listingFacets(value.facets, market.storefrontCode, t),
    ),
    total: value.total,
    page,
    pageCount: pages,
    prev: links.prev ? `${links.prev}${search}` : null,
    next: links.next ? `${links.next}${search}` : null,
    basePath: options.basePath,
    selected,
    sort: sort?.isOk() ? sortParam : '',
    price: {
      selection: priceSelection,
      // A range that failed (null, or no answer) leaves the product's default 0–300.
      bounds: priceBounds(range.unwrapOr(null), currency),
      step: minorDigitsOf(currency) === 0 ? '1' : '0.01',
      symbol: market.currency.symbol,
    },
    active: activeFilters({ url, basePath: options.basePath, selected, price: priceSelection, market }).map((filter) =>
      filter.kind === 'facet' ? { ...filter, label: facetLabel(filter.attribute, filter.value, market.storefrontCode, t) } : filter,
    ),
    analytics: { listName: options.base.category ?? 'search', currency },
    available: result.isOk(),
  };
  if (options.answers !== 'document') return listing as LoadedListing<A>;
  // A whole page's tiles go into its bootstrap (tiles-in-page.ts), written once per catalogue answer.
  const { products, ...rest } = listing;
  const source = derivedOnce([value.products], `listing tiles source ${currency} ${market.countryCode}`, () => tilesSource(products));
  return { ...rest, [TILES_IN_PAGE]: { tiles: products, source } } as LoadedListing<A>;
}

/** A listing as a loader answers it: with its tiles (a navigation's data), or with them apart (a whole page's). */
export type PageListing = Omit<Listing, 'products'> & TilesOfListing;

type Answers = ShopRequest['answers'];

/** What `loadListing` answers: a listing with its tiles, or, for a whole page, with them apart (tiles-in-page.ts). */
type LoadedListing<A extends Answers> = A extends 'data' ? Listing : PageListing;
