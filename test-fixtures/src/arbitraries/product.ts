import { BADGES, COLORS, type Product, SIZES, type StockStatus, StockStatusSchema, type Variant } from '@sockshop/core/catalog';
import { CURRENCY_CODES } from '@sockshop/core/markets';
import { discountPercentage } from '@sockshop/core/pricing';
import fc from 'fast-check';
import { pricePairArb } from './money';

const skuArb = fc.stringMatching(/^[A-Z]{3}-[1-9][0-9]{2}$/);
const textArb = fc.string({ minLength: 1, maxLength: 30 });
const stockArb: fc.Arbitrary<StockStatus> = fc.constantFrom(...StockStatusSchema.options);

const currenciesArb = (price: { original: number; final: number }): fc.Arbitrary<Product['currencies']> =>
  fc
    .subarray([...CURRENCY_CODES], { minLength: 1 })
    .map((codes) => Object.fromEntries(codes.map((c) => [c, { price: price.original, finalPrice: price.final }])));

const discountOf = (price: { original: number; final: number }) => ({
  absolute: price.original - price.final,
  percentage: discountPercentage(price.original, price.final),
});

/** A variant of `sku` valid for VariantSchema; `us` puts -UP in its sku. */
export const variantArb = (sku: string, size: string, us: boolean): fc.Arbitrary<Variant> =>
  fc.record({ stockStatus: stockArb, price: pricePairArb(100_000) }).chain(({ stockStatus, price }) =>
    currenciesArb(price).map((currencies) => {
      const variantSku = `${sku}${us ? '-UP' : ''}-${size}`;
      return { sku: variantSku, id: variantSku, size, stockStatus, price, discount: discountOf(price), currencies };
    }),
  );

/**
 * A product valid for ProductSchema with 1 to 6 sizes, each sold as an EU and (unless `usVariants` is false) a US variant.
 * Colours and badges come from the fixed lists of core's vocabulary.
 */
export const productArbWith = (options: { usVariants?: boolean } = {}): fc.Arbitrary<Product> =>
  fc
    .record({
      sku: skuArb,
      name: textArb,
      sizes: fc.uniqueArray(fc.constantFrom(...SIZES), { minLength: 1, maxLength: 6 }),
      price: pricePairArb(100_000),
      primary: fc.constantFrom(...COLORS),
      secondary: fc.option(fc.constantFrom(...COLORS), { nil: undefined }),
      badges: fc.uniqueArray(fc.constantFrom(...BADGES), { maxLength: 4 }),
      seasonalClearance: fc.boolean(),
    })
    .chain((base) => {
      const variants = [
        ...base.sizes.map((size) => variantArb(base.sku, size, false)),
        ...(options.usVariants === false ? [] : base.sizes.map((size) => variantArb(base.sku, size, true))),
      ];
      return fc.tuple(fc.tuple(...variants), currenciesArb(base.price)).map(([vs, currencies]): Product => {
        const stockStatus: StockStatus = vs.some((v) => v.stockStatus === 'in-stock')
          ? 'in-stock'
          : vs.some((v) => v.stockStatus === 'low-stock')
            ? 'low-stock'
            : 'no-stock';
        const image = `/media/${base.sku}/0.svg`;
        return {
          sku: base.sku,
          id: base.sku,
          name: base.name,
          kind: 'product',
          price: base.price,
          discount: discountOf(base.price),
          variants: vs,
          stockStatus,
          badges: base.badges,
          currencies,
          media: {
            hero: { small: image, original: image, thumbnail: image, large: image },
            images: [{ url: image, alt: base.name, position: 0 }],
          },
          meta: { title: base.name, description: base.name },
          description: { full: base.name, short: base.name },
          information: {},
          color: base.secondary ? { primary: base.primary, secondary: base.secondary } : { primary: base.primary },
          sections: ['socks'],
          availableSizes: base.sizes,
          collections: [],
          categories: ['adults/socks'],
          relatedColors: [],
          linkedProducts: [],
          certifications: [],
          seasonalClearance: base.seasonalClearance,
          updatedAt: '2026-01-01T00:00:00.000Z',
          updateReason: 'created',
        };
      });
    });

/** A product with EU and US variants. */
export const productArb: fc.Arbitrary<Product> = productArbWith();

/** The product as the search service sends it (with `_id`). */
export const rawProductArb: fc.Arbitrary<Product & { _id: string }> = productArb.map((product) => ({
  ...product,
  _id: `raw-${product.id}`,
}));
