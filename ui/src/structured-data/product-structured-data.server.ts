import type { Price, Product } from '@sockshop/core/catalog';
import type { Market } from '@sockshop/core/markets';
import { minorDigitsOf, toMajor } from '@sockshop/core/pricing';

const AVAILABILITY: Record<Product['stockStatus'], string> = {
  'in-stock': 'https://schema.org/InStock',
  'low-stock': 'https://schema.org/LimitedAvailability',
  'no-stock': 'https://schema.org/OutOfStock',
};

/**
 * schema.org Product for search engines: name, sku, pictures and one offer in the page's market currency
 * with its availability. Rendered as `<script type="application/ld+json">`, which browsers never run.
 */
export function productStructuredData(product: Product, price: Price, market: Market, pageUrl: string): Record<string, unknown> {
  const images = product.media.images.length > 0 ? product.media.images.map((image) => image.url) : [product.media.hero.large];
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    sku: product.sku,
    ...(product.description.short ? { description: product.description.short } : {}),
    image: images,
    offers: {
      '@type': 'Offer',
      url: pageUrl,
      priceCurrency: market.currency.code,
      price: toMajor(price.final, market.currency.code).toFixed(minorDigitsOf(market.currency.code)),
      availability: AVAILABILITY[product.stockStatus],
    },
  };
}

/** JSON for an inline script: `<` escaped so no text of a product can close the element. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}
