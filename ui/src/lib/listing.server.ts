import type { Facet, SearchResult } from '@sockshop/core/catalog';
import { pageCount, pageOffset, pageSizeFor, paginationLinks, parseFilters, parseSort, priceFilter } from '@sockshop/core/catalog';
import type { Market } from '@sockshop/core/markets';
import type { CatalogPort, CatalogScope, ProductQuery } from '@sockshop/core/ports';
import { type ProductTile, toProductTile } from './product-view';

/** Facet attributes a shopper can filter by from the query string (spec §3 fixed lists). */
const FILTER_KEYS = ['color', 'material', 'size', 'badges'] as const;

export interface Listing {
  products: ProductTile[];
  facets: Facet[];
  total: number;
  page: number;
  pageCount: number;
  prev: string | null;
  next: string | null;
  selected: Record<string, string[]>;
  sort: string;
  /** False when the catalog could not be reached: the page says so instead of failing. */
  available: boolean;
}

/** Reads filters, sort and page from the request and asks the catalog for one page of products. */
export async function loadListing(options: {
  catalog: CatalogPort;
  scope: CatalogScope;
  market: Market;
  url: URL;
  basePath: string;
  page: number;
  base: Pick<ProductQuery, 'term' | 'category'>;
  pageSize?: number;
}): Promise<Listing> {
  const { url, page } = options;
  const pageSize = options.pageSize ?? pageSizeFor(options.base.category);
  const selected = parseFilters(Object.fromEntries(FILTER_KEYS.map((key) => [key, url.searchParams.getAll(key)])), FILTER_KEYS);
  const sortParam = url.searchParams.get('sort') ?? '';
  const sort = sortParam ? parseSort(sortParam) : null;
  const min = Number(url.searchParams.get('priceMin') ?? '');
  const max = Number(url.searchParams.get('priceMax') ?? '');
  const hasPrice = url.searchParams.has('priceMin') || url.searchParams.has('priceMax');
  const query: ProductQuery = {
    ...options.base,
    filters: selected,
    ...(hasPrice ? { price: priceFilter(Number.isFinite(min) ? min : undefined, Number.isFinite(max) ? max : undefined) } : {}),
    ...(sort?.isOk() ? { sort: sort.value } : {}),
    limit: pageSize,
    offset: pageOffset(page, pageSize),
  };
  const result = await options.catalog.search(query, options.scope);
  const empty: SearchResult = { products: [], facets: [], total: 0 };
  const value = result.isOk() ? result.value : empty;
  const pages = Math.max(1, pageCount(value.total, pageSize));
  const links = paginationLinks(options.basePath, page, pages);
  const search = url.search;
  return {
    products: value.products.map((product) => toProductTile(product, options.market)),
    facets: value.facets,
    total: value.total,
    page,
    pageCount: pages,
    prev: links.prev ? `${links.prev}${search}` : null,
    next: links.next ? `${links.next}${search}` : null,
    selected,
    sort: sort?.isOk() ? sortParam : '',
    available: result.isOk(),
  };
}
