import type { ResultAsync } from 'neverthrow';
import type { Product } from '../catalog/product.schema.js';
import type { RecommendationSlot, Recommendations } from '../catalog/recommendations.schema.js';
import type { Facet, PriceRange, SearchResult, Sort, Suggestion } from '../catalog/search.schema.js';
import type { DomainError, ErrorCode } from '../errors.js';
import type { CurrencyCode, StorefrontCode } from '../markets/codes.js';
import { BACKEND_FAILURE_CODES } from './backend-failures.js';

export const CATALOG_ERROR_CODES = ['NOT_FOUND', 'INVALID_INPUT', ...BACKEND_FAILURE_CODES] as const satisfies readonly ErrorCode[];
export type CatalogError = DomainError<(typeof CATALOG_ERROR_CODES)[number]>;

/** The storefront's catalogue in the shopper's currency. */
export interface CatalogScope {
  storefront: StorefrontCode;
  currency: CurrencyCode;
}

export interface ProductQuery {
  term?: string;
  /** Category slug, e.g. `adults/socks`. */
  category?: string;
  /** Selected facet values by attribute (colour, material, size, badges). */
  filters?: Record<string, string[]>;
  /** In minor units (filter prices are multiplied by 100). */
  price?: { min: number; max: number };
  sort?: Sort;
  limit: number;
  offset: number;
}

export interface RecommendationsRequest {
  slot: RecommendationSlot;
  limit: number;
  /** From 1. */
  page: number;
  /** What the slot narrows by, e.g. the basket's `$CartAmount`, `$selected_items_1`, `$ShippingThreshold`. */
  variables: Record<string, string | number>;
}

/** Products, search, suggestions and recommendations. */
export interface CatalogPort {
  search(query: ProductQuery, scope: CatalogScope): ResultAsync<SearchResult, CatalogError>;
  suggest(term: string, limit: number, scope: CatalogScope): ResultAsync<Suggestion[], CatalogError>;
  /** 'Product not found: {sku}' when unknown. */
  findProduct(sku: string, scope: CatalogScope): ResultAsync<Product, CatalogError>;
  /** Products to show with one product in a slot; 'No recommendations found' when there are none. */
  recommendFor(slot: RecommendationSlot, sku: string, sessionId: string, scope: CatalogScope): ResultAsync<Recommendations, CatalogError>;
  /** A page of a slot's products, with the total; 'No recommendations found' when there are none. */
  listRecommendations(request: RecommendationsRequest, scope: CatalogScope): ResultAsync<Recommendations, CatalogError>;
  availableFilters(scope: CatalogScope): ResultAsync<Facet[], CatalogError>;
  /** null when the maximum cannot be found. */
  categoryPriceRange(category: string, scope: CatalogScope): ResultAsync<PriceRange | null, CatalogError>;
}
