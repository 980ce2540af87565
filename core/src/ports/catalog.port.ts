import type { ResultAsync } from 'neverthrow';
import type { Product } from '../catalog/product.schema.js';
import type { Recommendations } from '../catalog/recommendations.schema.js';
import type { Facet, PriceRange, SearchResult, Sort, Suggestion } from '../catalog/search.schema.js';
import type { DomainError } from '../errors.js';
import type { CurrencyCode, StorefrontCode, TenantKey } from '../markets/codes.js';

export type CatalogError = DomainError<'NOT_FOUND' | 'INVALID_INPUT' | 'RATE_LIMITED' | 'UPSTREAM_UNAVAILABLE' | 'UPSTREAM_CONTRACT'>;

export interface CatalogScope {
  storefront: StorefrontCode;
  tenant: TenantKey;
  currency: CurrencyCode;
}

export interface ProductQuery {
  term?: string;
  /** Category slug, e.g. `adults/socks` (spec §2). */
  category?: string;
  /** Selected facet values by attribute (colour, material, size, badges). */
  filters?: Record<string, string[]>;
  /** In minor units (spec §9: filter prices are multiplied by 100). */
  price?: { min: number; max: number };
  sort?: Sort;
  limit: number;
  offset: number;
}

/** Products, search, suggestions and recommendations (spec §1, §7). */
export interface CatalogPort {
  search(query: ProductQuery, scope: CatalogScope): ResultAsync<SearchResult, CatalogError>;
  suggest(term: string, limit: number, scope: CatalogScope): ResultAsync<Suggestion[], CatalogError>;
  /** 'Product not found: {sku}' when unknown (spec §8). */
  findProduct(sku: string, scope: CatalogScope): ResultAsync<Product, CatalogError>;
  recommend(widget: string, sku: string, sessionId: string, scope: CatalogScope): ResultAsync<Recommendations, CatalogError>;
  listWidget(
    request: { widget: string; profile: string; limit: number; page: number; variables: Record<string, string | number> },
    scope: CatalogScope,
  ): ResultAsync<Recommendations, CatalogError>;
  availableFilters(scope: CatalogScope): ResultAsync<Facet[], CatalogError>;
  /** null when the maximum cannot be found (spec §7). */
  categoryPriceRange(category: string, scope: CatalogScope): ResultAsync<PriceRange | null, CatalogError>;
}
