import { err, ok, type Result } from 'neverthrow';
import { type DomainError, domainError, MESSAGES } from '../errors.js';
import type { StorefrontCode } from '../markets/codes.js';
import type { Logger } from '../ports/logger.port.js';
import { silentLogger } from '../ports/logger.port.js';
import { discountPercentage } from '../pricing/discount.js';
import type { Price, Product, Variant } from './product.schema.js';
import { RawProductSchema, type RawVariant } from './raw-product.schema.js';
import { compareSizes, sortSizes } from './sizes.js';
import { productStockStatus } from './stock.js';
import { variantsOfStorefront } from './variants.js';
import { type Color, isColor } from './vocabulary.js';

export type NormalizeProductError = DomainError<'UPSTREAM_CONTRACT' | 'NOT_FOUND'>;

export const INVALID_COLOR_WARNING = 'Invalid colour skipped';

const discountOf = (price: Price) => ({
  absolute: Math.max(0, price.original - price.final),
  percentage: discountPercentage(price.original, price.final),
});

/**
 * Validates a product from the search service and shapes it for one storefront. 'Invalid product received'
 * (UPSTREAM_CONTRACT) when id, _id, sku, updateReason or kind product is missing or the shape is wrong; 'Missing variants
 * for product' (NOT_FOUND) when no variant is left for the storefront. Invalid colours are skipped with a warning.
 */
export function normalizeProduct(
  raw: unknown,
  storefront: StorefrontCode,
  logger: Logger = silentLogger,
): Result<Product, NormalizeProductError> {
  const parsed = RawProductSchema.safeParse(raw);
  if (!parsed.success) return err(domainError('UPSTREAM_CONTRACT', MESSAGES.invalidProduct, parsed.error.issues));
  const { _id, ...product } = parsed.data;

  const variants = variantsOfStorefront(product.variants, storefront)
    .map(toVariant)
    .sort((a, b) => compareSizes(a.size, b.size));
  if (variants.length === 0) return err(domainError('NOT_FOUND', MESSAGES.missingVariants, { sku: product.sku, storefront }));

  return ok({
    ...product,
    discount: product.discount ?? discountOf(product.price),
    variants,
    stockStatus: productStockStatus(variants),
    availableSizes: sortSizes([...new Set(variants.map((v) => v.size))]),
    color: knownColors(product.sku, product.color, logger),
  });
}

function toVariant(variant: RawVariant): Variant {
  return { ...variant, discount: variant.discount ?? discountOf(variant.price) };
}

/** An unknown primary colour gives way to a known secondary one, else to 'multi'; an unknown secondary is dropped. */
function knownColors(sku: string, color: { primary: string; secondary?: string | undefined }, logger: Logger): Product['color'] {
  for (const value of [color.primary, color.secondary]) {
    if (value !== undefined && !isColor(value)) logger.warn(INVALID_COLOR_WARNING, { sku, color: value });
  }
  const secondary = isColor(color.secondary) ? color.secondary : undefined;
  const primary: Color = isColor(color.primary) ? color.primary : (secondary ?? 'multi');
  return secondary === undefined || secondary === primary ? { primary } : { primary, secondary };
}
