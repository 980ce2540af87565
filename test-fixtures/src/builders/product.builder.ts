import type { Product, Variant } from '@sockshop/core/catalog';

/** A valid product with two sizes; override what a test cares about. */
export function aProduct(overrides: Partial<Product> = {}): Product {
  const sku = overrides.sku ?? 'SOCK-001';
  const price = overrides.price ?? { original: 1500, final: 1500 };
  const variants = overrides.variants ?? [
    aVariant({ sku: `${sku}-3638`, id: `${sku}-3638`, size: '36-38', price }),
    aVariant({ sku: `${sku}-4146`, id: `${sku}-4146`, size: '41-46', price }),
  ];
  return {
    sku,
    id: sku,
    name: 'Striped Sock',
    kind: 'product',
    price,
    discount: { absolute: price.original - price.final, percentage: 0 },
    variants,
    stockStatus: 'in-stock',
    badges: [],
    currencies: { EUR: { price: price.original, finalPrice: price.final } },
    media: {
      hero: { small: `/media/${sku}.svg`, original: `/media/${sku}.svg`, thumbnail: `/media/${sku}.svg`, large: `/media/${sku}.svg` },
      images: [{ url: `/media/${sku}.svg`, alt: 'Striped Sock', position: 0 }],
    },
    meta: { title: 'Striped Sock', description: 'A striped sock.' },
    description: { full: 'A striped sock in combed cotton.', short: 'A striped sock.' },
    information: { composition: '80% cotton, 18% polyamide, 2% elastane' },
    color: { primary: 'blue' },
    sections: ['socks'],
    availableSizes: variants.map((v) => v.size),
    collections: [],
    categories: ['adults/socks'],
    relatedColors: [],
    linkedProducts: [],
    certifications: [],
    seasonalClearance: false,
    updatedAt: '2026-01-01T00:00:00.000Z',
    updateReason: 'created',
    ...overrides,
  };
}

export function aVariant(overrides: Partial<Variant> = {}): Variant {
  const price = overrides.price ?? { original: 1500, final: 1500 };
  return {
    sku: 'SOCK-001-3638',
    id: 'SOCK-001-3638',
    size: '36-38',
    stockStatus: 'in-stock',
    price,
    discount: { absolute: 0, percentage: 0 },
    currencies: { EUR: { price: price.original, finalPrice: price.final } },
    ...overrides,
  };
}
