import type { StorefrontCode } from '../markets/codes.js';
import { vocabularyLabel } from './vocabulary.js';

/**
 * The catalogue's sock sizes are EU shoe-size ranges; a US shopper reads them as US shoe sizes. Men's
 * ranges as the size guides give them; women's are men's plus 1.5 (the usual US shoe-size step). Variant ids, SKUs and
 * what commerce receives keep the EU range: only the label changes.
 */
const US_MENS: Readonly<Record<string, readonly [number, number]>> = {
  '34-35': [3, 3.5],
  '36-38': [4, 6],
  '36-40': [4, 7.5],
  '39-41': [7, 8.5],
  '41-46': [8, 12],
  '42-44': [9, 10.5],
  '45-47': [11.5, 13],
  '47-49': [13, 14.5],
  '48-50': [14, 15.5],
};
const WOMENS_STEP = 1.5;

export interface UsShoeSizes {
  mens: readonly [number, number];
  womens: readonly [number, number];
}

/** The US men's and women's ranges of an EU sock size; undefined for sizes that are not EU ranges (XL, 0-6m). */
export function usShoeSizes(euSize: string): UsShoeSizes | undefined {
  const mens = Object.hasOwn(US_MENS, euSize) ? US_MENS[euSize] : undefined;
  if (!mens) return undefined;
  return { mens, womens: [mens[0] + WOMENS_STEP, mens[1] + WOMENS_STEP] };
}

const range = ([low, high]: readonly [number, number]) => `${low}-${high}`;

/** '36-38' → 'M 4-6 / W 5.5-7.5'; undefined where the size has no US reading. */
export function usSizeLabel(euSize: string): string | undefined {
  const us = usShoeSizes(euSize);
  return us && `M ${range(us.mens)} / W ${range(us.womens)}`;
}

/** Storefronts whose shoppers read US sizes. */
const US_SIZED: readonly StorefrontCode[] = ['us'];

/**
 * A variant's size as the storefront's shopper reads it: US shoe sizes on the US storefront, else the translated
 * value (kids' ages, one size) or the value itself (EU ranges, letters).
 */
export function sizeLabel(size: string, storefront: StorefrontCode, translate: (key: string) => string): string {
  const local = US_SIZED.includes(storefront) ? usSizeLabel(size) : undefined;
  return local ?? vocabularyLabel('size', size, translate);
}
