import type { CategorySlug } from './vocabulary.js';

/** A product family of what a product is, where it is listed and which sizes it comes in. */
export interface Family {
  code: string;
  noun: string;
  section: string;
  silhouette: string;
  ageGroup: 'adults' | 'kids';
  sizeGuide: string;
  categories: readonly CategorySlug[];
  /** Ordered small to large; a product takes a run of 2 to 6 of them. */
  sizes: readonly string[];
  /** EUR, minor units. */
  basePrice: number;
}

const ADULT_SOCK_SIZES = ['34-35', '36-38', '39-41', '42-44', '45-47', '48-50'];
const KIDS_SOCK_SIZES = ['0-6m', '6-12m', '12-24m', '2-3y', '4-6y', '7-9y'];
const GARMENT_SIZES = ['XS', 'S', 'M', 'L', 'XL', 'XXL'];

const CREW: Family = {
  code: 'CRW',
  noun: 'Crew Sock',
  section: 'socks',
  silhouette: 'crew',
  ageGroup: 'adults',
  sizeGuide: 'size-guide-socks',
  categories: ['adults/socks'],
  sizes: ADULT_SOCK_SIZES,
  basePrice: 1400,
};
const SNEAKER: Family = {
  ...CREW,
  code: 'SNK',
  noun: 'Sneaker Sock',
  silhouette: 'sneaker',
  categories: ['adults/socks', 'collection/sneaker-socks'],
  basePrice: 1200,
};
const LOW: Family = {
  ...CREW,
  code: 'LOW',
  noun: 'Low Sock',
  silhouette: 'low',
  categories: ['adults/socks', 'collection/low-socks'],
  basePrice: 1200,
};
const KIDS: Family = {
  ...CREW,
  code: 'KID',
  noun: 'Kids Sock',
  ageGroup: 'kids',
  sizeGuide: 'size-guide-kids',
  categories: ['kids/socks'],
  sizes: KIDS_SOCK_SIZES,
  basePrice: 1000,
};
const UNDERWEAR: Family = {
  code: 'UND',
  noun: 'Boxer Brief',
  section: 'underwear',
  silhouette: 'brief',
  ageGroup: 'adults',
  sizeGuide: 'size-guide-underwear',
  categories: ['adults/underwear'],
  sizes: GARMENT_SIZES,
  basePrice: 1900,
};
const APPAREL: Family = {
  ...UNDERWEAR,
  code: 'APP',
  noun: 'T-Shirt',
  section: 'apparel',
  silhouette: 't-shirt',
  sizeGuide: 'size-guide-apparel',
  categories: ['adults/apparel'],
  basePrice: 3900,
};
/** The section of gift boxes: a box of socks, described as a box and not as a knitted fabric (product-texts.ts). */
export const GIFT_BOX_SECTION = 'gift-boxes';
const GIFT_BOX: Family = {
  ...CREW,
  code: 'GFT',
  noun: 'Gift Box',
  section: GIFT_BOX_SECTION,
  silhouette: 'box',
  categories: ['gifts/gift-boxes'],
  sizes: ['36-40', '41-46', '47-49'],
  basePrice: 4900,
};

/** Product i belongs to FAMILY_CYCLE[i % 10]: socks dominate, as in the shop. Index 0 is an adult crew sock. */
export const FAMILY_CYCLE: readonly Family[] = [CREW, SNEAKER, CREW, LOW, KIDS, CREW, UNDERWEAR, APPAREL, SNEAKER, GIFT_BOX];

/** '36-38' → '3638', '0-6m' → '06M', 'XL' → 'XL'. */
export function sizeCode(size: string): string {
  return size.replace(/[^0-9a-z]/gi, '').toUpperCase();
}
