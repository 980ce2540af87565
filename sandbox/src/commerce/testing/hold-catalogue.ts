import type { Product } from '@sockshop/core/catalog';
import { aProduct, aVariant } from '@sockshop/test-fixtures/builders/product.builder';

/** `count` NL socks of one size each (`HOLD-<i>-3941`, 10.00 in every currency the tests use), for the hold tests. */
export function holdCatalogue(count: number): Product[] {
  const price = { original: 1000, final: 1000 };
  const currencies = { EUR: { price: 1000, finalPrice: 1000 }, USD: { price: 1000, finalPrice: 1000 } };
  return Array.from({ length: count }, (_, i) =>
    aProduct({
      sku: `HOLD-${i}`,
      id: `HOLD-${i}`,
      price,
      variants: [aVariant({ sku: `HOLD-${i}-3941`, id: `HOLD-${i}-3941`, size: '39-41', price, currencies })],
    }),
  );
}

export const holdVariant = (i: number) => `HOLD-${i}-3941`;
