import { absoluteMediaUrl, type Facet, type Product, withAbsoluteMedia } from '@sockshop/core/catalog';
import { defaultMarketOf } from '@sockshop/core/markets';
import type { CatalogScope, ProductQuery } from '@sockshop/core/ports';
import type { WireFacet } from './catalog.wire.js';

/** The service sends media as paths (`/media/{sku}/0.svg`); the shop needs them on the image host. */
export function mediaResolver(imageBaseUrl: string) {
  return {
    absolute: (url: string) => absoluteMediaUrl(url, imageBaseUrl),
    withAbsoluteMedia: (product: Product) => withAbsoluteMedia(product, imageBaseUrl),
  };
}

/** The service's filter expression for a category and a price range in minor units. */
export function filterExpression(query: ProductQuery): string {
  const clauses: string[] = [];
  if (query.category) clauses.push(`categories = ${quote(query.category)}`);
  if (query.price) clauses.push(`price >= ${Math.trunc(query.price.min)}`, `price <= ${Math.trunc(query.price.max)}`);
  return clauses.join(' AND ');
}

export function quote(value: string): string {
  return `"${value.replace(/["\\]/g, '\\$&')}"`;
}

export function toFacet(facet: WireFacet): Facet {
  return {
    id: facet.id,
    type: 'facet',
    items: facet.values,
    metadata: facet.title === undefined ? { attribute: facet.attribute } : { attribute: facet.attribute, title: facet.title },
  };
}

/**
 * The `context` of every request: storefront, currency and the language product texts are wanted in. Each
 * storefront speaks one language (uk, us en; de, at, ch de; be, nl nl; fr fr; all others en).
 */
export function requestContext(scope: CatalogScope) {
  return { storefront: scope.storefront, currency: scope.currency, language: defaultMarketOf(scope.storefront, 'production').language };
}
