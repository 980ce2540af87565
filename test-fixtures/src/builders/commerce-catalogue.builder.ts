import type { Product, Variant } from '@sockshop/core/catalog';
import { aProduct, aVariant } from './product.builder.js';

const prices = (price: number) => ({
  EUR: { price, finalPrice: price },
  USD: { price, finalPrice: price },
  GBP: { price, finalPrice: price },
});
const sized = (sku: string, size: string, price: number, extra: Partial<Variant> = {}) =>
  aVariant({
    sku: `${sku}-${size}`,
    id: `${sku}-${size}`,
    size,
    price: { original: price, final: price },
    currencies: prices(price),
    ...extra,
  });

/**
 * A small catalogue for commerce tests: NL socks at 15.00, their US twins (-UP), a last-10-units
 * variant, a sold-out variant and a discounted sock (19.00 down to 12.00).
 */
export function commerceTestProducts(): Product[] {
  return [
    aProduct({ sku: 'SOCK-001', id: 'SOCK-001', variants: [sized('SOCK-001', '3638', 1500), sized('SOCK-001', '4146', 1500)] }),
    aProduct({ sku: 'SOCK-001-UP', id: 'SOCK-001-UP', variants: [sized('SOCK-001-UP', '3638', 1500), sized('SOCK-001-UP', '4146', 1500)] }),
    aProduct({ sku: 'LAST', id: 'LAST', name: 'Last Pair', variants: [sized('LAST', '4146', 1000, { stockStatus: 'low-stock' })] }),
    aProduct({ sku: 'GONE', id: 'GONE', name: 'Sold Out', variants: [sized('GONE', '4146', 1000, { stockStatus: 'no-stock' })] }),
    aProduct({
      sku: 'SALE',
      id: 'SALE',
      name: 'Sale Sock',
      variants: [
        aVariant({
          sku: 'SALE-3638',
          id: 'SALE-3638',
          price: { original: 1900, final: 1200 },
          currencies: { EUR: { price: 1900, finalPrice: 1200 } },
        }),
      ],
    }),
  ];
}

/** Units per variant: 10 of LAST, none of GONE, 100 of everything else. */
export const commerceTestStock = (variant: Variant) => (variant.id.startsWith('LAST') ? 10 : variant.stockStatus === 'no-stock' ? 0 : 100);
