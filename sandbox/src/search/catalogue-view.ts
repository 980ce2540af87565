import { type Product, productStockStatus, variantsOfStorefront } from '@sockshop/core/catalog';
import type { CurrencyCode, Language, StorefrontCode } from '@sockshop/core/markets';
import { materialOf, salesOf } from '../catalogue/attributes.js';
import { localiseProduct } from '../catalogue/localise.js';
import { createTextIndex, type TextIndex } from './text-index.js';

/** A product one storefront sees, with what every request reads of it worked out once. */
export interface Entry {
  product: WireProduct;
  sales: number;
  /** Facet values by attribute (colour, material, size, badges); price depends on the currency. */
  values: Record<string, string[]>;
  /** The product as answered in one currency and language, made once per pair asked for. */
  byCurrency: Map<`${CurrencyCode} ${Language}`, WireProduct>;
}

/** The products one storefront sees, looked up by product or variant sku. */
export interface CatalogueView {
  products: WireProduct[];
  entries: Entry[];
  bySku: Map<string, Entry>;
}

const STATIC_FACETS = ['color', 'material', 'size', 'badges'];

export interface IndexedCatalogue {
  us: CatalogueView;
  elsewhere: CatalogueView;
  text: TextIndex;
}

export function indexCatalogue(products: readonly Product[]): IndexedCatalogue {
  return { us: viewOf(products, 'us'), elsewhere: viewOf(products, 'de'), text: createTextIndex(products) };
}

export function viewFor(catalogue: IndexedCatalogue, storefront: StorefrontCode): CatalogueView {
  return storefront === 'us' ? catalogue.us : catalogue.elsewhere;
}

/** A product as the service sends it: the service's own `_id` beside `id`. */
export type WireProduct = Product & { _id: string };

/** The US storefront keeps the variants whose sku contains -UP, all others exclude them. */
export function forStorefront(product: Product, storefront: StorefrontCode): WireProduct | undefined {
  const variants = variantsOfStorefront(product.variants, storefront);
  if (variants.length === 0) return undefined;
  return { ...product, _id: `sb-${product.id}`, variants, stockStatus: productStockStatus(variants) };
}

function viewOf(products: readonly Product[], storefront: StorefrontCode): CatalogueView {
  const visible = products.map((p) => forStorefront(p, storefront)).filter((p): p is WireProduct => p !== undefined);
  const entries = visible.map((product): Entry => {
    const values: Record<string, string[]> = {};
    for (const attribute of STATIC_FACETS) {
      const value = attributeOf(product, attribute, 'EUR');
      values[attribute] = value === undefined ? [] : Array.isArray(value) ? [...new Set(value)] : [String(value)];
    }
    return { product, sales: salesOf(product), values, byCurrency: new Map() };
  });
  const bySku = new Map<string, Entry>();
  for (const entry of entries) {
    bySku.set(entry.product.sku, entry);
    for (const variant of entry.product.variants) bySku.set(variant.sku, entry);
  }
  return { products: visible, entries, bySku };
}

/** The final price in the shopper's currency, minor units. */
export function priceIn(product: Product, currency: CurrencyCode): number {
  return product.currencies[currency]?.finalPrice ?? product.price.final;
}

/** What filters, facets and sorting read from a product, by attribute name. */
export function attributeOf(product: Product, attribute: string, currency: CurrencyCode): string | number | string[] | undefined {
  switch (attribute) {
    case 'sku':
      return [product.sku, ...product.variants.map((v) => v.sku)];
    case 'category':
    case 'categories':
      return product.categories;
    case 'color':
    case 'colour':
      return product.color.primary;
    case 'material':
      return materialOf(product);
    case 'size':
    case 'sizes':
      return product.availableSizes;
    case 'badge':
    case 'badges':
      return product.badges;
    case 'price':
      return priceIn(product, currency);
    case 'stockStatus':
      return product.stockStatus;
    case 'sections':
      return product.sections;
    case 'collections':
      return product.collections;
    case 'updatedAt':
    case 'newest':
      return product.updatedAt;
    case 'bestseller':
    case 'bestsellers':
    case 'sales':
      return salesOf(product);
    case 'name':
      return product.name;
    default:
      return undefined;
  }
}

/** The language product texts are answered in: the one the request names, else the catalogue's own (English). */
export function languageOf(context: { language?: Language | undefined }): Language {
  return context.language ?? 'en';
}

/** A widget's answer with its products' texts in `language`. */
export function inLanguage<A extends { recommendations: { product: Product }[] }>(answer: A, language: Language): A {
  if (language === 'en') return answer;
  return {
    ...answer,
    recommendations: answer.recommendations.map((item) => ({ ...item, product: localiseProduct(item.product, language) })),
  };
}

/**
 * The product as a tenant's search answers it: prices in the asked currency only (variants too), which keeps a page of
 * 64 products a third of the size of all ten currencies, and texts in the asked language.
 */
export function inCurrency(entry: Entry, currency: CurrencyCode, language: Language = 'en'): WireProduct {
  const key = `${currency} ${language}` as const;
  const cached = entry.byCurrency.get(key);
  if (cached) return cached;
  const product = localiseProduct(entry.product, language);
  const own = product.currencies[currency];
  const projected: WireProduct = {
    ...product,
    price: own ? { original: own.price, final: own.finalPrice } : product.price,
    currencies: own ? { [currency]: own } : {},
    variants: product.variants.map((variant) => {
      const price = variant.currencies[currency];
      return {
        ...variant,
        price: price ? { original: price.price, final: price.finalPrice } : variant.price,
        currencies: price ? { [currency]: price } : {},
      };
    }),
  };
  entry.byCurrency.set(key, projected);
  return projected;
}
