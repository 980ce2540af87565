import type { StorefrontCode } from '../markets/codes.js';

// US variants carry -UP in their sku.
const US_MARKER = '-UP';

/** The us storefront keeps only variants whose sku contains -UP; every other storefront excludes them. */
function isVariantOfStorefront(variant: { sku: string }, storefront: StorefrontCode): boolean {
  return variant.sku.includes(US_MARKER) === (storefront === 'us');
}

export function variantsOfStorefront<V extends { sku: string }>(variants: readonly V[], storefront: StorefrontCode): V[] {
  return variants.filter((variant) => isVariantOfStorefront(variant, storefront));
}
