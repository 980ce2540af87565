import { MATERIALS, type Material, type Product, productStockStatus, type Variant } from '@sockshop/core/catalog';
import { hashString } from './random.js';
import { MATERIAL_LABELS } from './vocabulary.js';

/** The product's material: the first component of its composition (e.g. '80% combed cotton, …' → combed-cotton). */
export function materialOf(product: Pick<Product, 'information'>): Material | undefined {
  if (materials.has(product)) return materials.get(product);
  const first = product.information.composition
    ?.split(',')[0]
    ?.replace(/^[\d\s%]+/, '')
    .trim()
    .toLowerCase();
  const material = MATERIALS.find((m) => MATERIAL_LABELS[m] === first);
  materials.set(product, material);
  return material;
}
// Search reads these per product per request; products are never mutated, so remembering them is safe.
const materials = new WeakMap<object, Material | undefined>();
const sales = new WeakMap<object, number>();

/** Units sold, derived from the sku alone so every product set (generated or seeded) can be ranked. */
export function salesOf(product: Pick<Product, 'sku'>): number {
  let units = sales.get(product);
  if (units === undefined) {
    units = hashString(product.sku) % 10_000;
    sales.set(product, units);
  }
  return units;
}

/** The 'bestsellers' badge goes to the top 15 % by sales. */
export const BESTSELLER_SALES = 8_500;

/** The sku of generated product i: family code and a running number (`CRW-100`). */
export function productSku(familyCode: string, index: number): string {
  return `${familyCode}-${100 + index}`;
}

/** Product index 1 is stocked with exactly 10 units per variant, so a test can run out of it. */
export const TEN_UNIT_PRODUCT_SKU = productSku('SNK', 1);

/**
 * Units on hand behind a variant's stock status; the commerce sandbox seeds its stock from this.
 * no-stock 0, low-stock 3, in-stock 50, except the variants of TEN_UNIT_PRODUCT_SKU (10).
 */
export function stockUnitsOf(variant: Pick<Variant, 'sku' | 'stockStatus'>): number {
  if (variant.stockStatus === 'no-stock') return 0;
  if (variant.stockStatus === 'low-stock') return 3;
  return variant.sku.startsWith(`${TEN_UNIT_PRODUCT_SKU}-`) ? 10 : 50;
}

/** A product's stock status by core's rule (in stock if any variant is), re-exported for the sandbox services. */
export const productStockOf = productStockStatus;
