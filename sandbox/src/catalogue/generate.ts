import { type Badge, COLOR_HEX, COLORS, MATERIALS, type Product, type StockStatus, type Variant } from '@sockshop/core/catalog';
import { BESTSELLER_SALES, productSku, productStockOf, salesOf } from './attributes.js';
import { FAMILY_CYCLE, type Family, GIFT_BOX_SECTION, sizeCode } from './families.js';
import { pricesInEveryCurrency } from './prices.js';
import { productTexts } from './product-texts.js';
import { createRandom, hashString, pick } from './random.js';
import { type CategorySlug, MOTIFS } from './vocabulary.js';

export interface CatalogueOptions {
  /** Number of products; asks for at least 300. */
  size?: number;
  seed?: number;
}

export const DEFAULT_CATALOGUE_SIZE = 320;
const DEFAULT_SEED = 42;
/** "Now" of the catalogue, fixed so the generated updatedAt dates (and the 'new' badge) never drift. */
const CATALOGUE_DATE = Date.UTC(2026, 10, 1);
const DAY = 86_400_000;
/**
 * Badges with no rule of their own, handed out in turn. 'buy-with-prime' is not among them: the sample shop offers no
 * Prime, so no product claims it (docs/decisions.md "Sample content"); core keeps the badge for a shop that does.
 */
export const UNOFFERED_BADGES: readonly Badge[] = ['buy-with-prime'];
const ROTATING_BADGES: readonly Badge[] = [
  'multi-buy',
  'coming-soon',
  'last-chance',
  'special-edition',
  'online-exclusive',
  'limited-edition',
  'recycled',
];
const DISCOUNTS = [20, 30, 50];

/** The deterministic sandbox catalogue: the same seed gives the same products. Product i depends only on (seed, i). */
export function generateCatalogue(options: CatalogueOptions = {}): Product[] {
  const size = options.size ?? DEFAULT_CATALOGUE_SIZE;
  const seed = options.seed ?? DEFAULT_SEED;
  return Array.from({ length: size }, (_, index) => generateProduct(index, seed));
}

function generateProduct(index: number, seed: number): Product {
  const random = createRandom(hashString(`${seed}:${index}`));
  const family = FAMILY_CYCLE[index % FAMILY_CYCLE.length] as Family;
  const sku = productSku(family.code, index);
  // spec: the first two products are buyable in every size (end-to-end journeys rely on them).
  const wellStocked = index < 2;
  const { motif, round } = motifOf(index);
  // After a first round of plain motifs, a name takes a colour that no earlier round gave this motif and noun.
  const colour = round > 0 ? COLORS[(motif * 5 + 12 + round) % COLORS.length]! : COLORS[(index * 5 + 12) % COLORS.length]!;
  const material = MATERIALS[(index * 3 + round) % MATERIALS.length]!;
  const name = `${round > 0 ? `${capitalise(colour)} ` : ''}${MOTIFS[motif]} ${family.noun}`;

  const discountPercentage = !wellStocked && index % 6 === 5 ? pick(random, DISCOUNTS) : 0;
  const eurPrice = family.basePrice + pick(random, [0, 0, 100, 200]);
  const eurFinal = Math.round((eurPrice * (100 - discountPercentage)) / 100);
  const price = { original: eurPrice, final: eurFinal };
  const discount = { absolute: eurPrice - eurFinal, percentage: discountPercentage };
  const currencies = pricesInEveryCurrency(eurPrice, discountPercentage);

  const count = wellStocked ? 4 : 2 + Math.floor(random() * Math.min(5, family.sizes.length - 1));
  const start = wellStocked ? 1 : Math.floor(random() * (family.sizes.length - count + 1));
  const sizes = family.sizes.slice(start, start + count);
  const soldOut = !wellStocked && index % 25 === 24;
  const variantOf = (size: string, us: boolean): Variant => {
    const variantSku = `${sku}${us ? '-UP' : ''}-${sizeCode(size)}`;
    return { sku: variantSku, id: variantSku, size, stockStatus: stockFor(random, wellStocked, soldOut), price, discount, currencies };
  };
  // US variants carry -UP in their sku; every product has both.
  const variants = [...sizes.map((s) => variantOf(s, false)), ...sizes.map((s) => variantOf(s, true))];
  const stockStatus = productStockOf(variants);

  const updatedAt = new Date(CATALOGUE_DATE - Math.floor(random() * 400) * DAY - index * 1000);
  const categories: CategorySlug[] = [...family.categories];
  if (family.section === 'socks' && family.ageGroup === 'adults' && family.code !== 'GFT') {
    if (index % 3 !== 1) categories.push('collection/socks-for-men');
    if (index % 3 !== 0) categories.push('collection/socks-for-women');
  }

  const badges = new Set<Badge>();
  if (discountPercentage > 0) badges.add('discount');
  if (variants.some((v) => v.stockStatus === 'low-stock') && stockStatus !== 'no-stock') badges.add('low-stock');
  if (variants.every((v) => v.stockStatus === 'in-stock') && index % 5 === 0) badges.add('in-stock');
  if (salesOf({ sku }) >= BESTSELLER_SALES) badges.add('bestsellers');
  if (material === 'organic-cotton') badges.add('organic-cotton');
  if (family.code === 'GFT' || index % 13 === 0) badges.add('gift-idea');
  if (CATALOGUE_DATE - updatedAt.getTime() < 30 * DAY) badges.add('new');
  if (index % 2 === 1) badges.add(ROTATING_BADGES[Math.floor(index / 2) % ROTATING_BADGES.length]!);

  // English here; the search service answers in the shopper's language (localise.ts).
  const texts = productTexts({ name, colour, material, giftBox: family.section === GIFT_BOX_SECTION }, 'en');
  const { composition, short } = texts;
  const imageCount = 2 + (index % 2);
  const images = Array.from({ length: imageCount }, (_, n) => ({
    url: `/media/${sku}/${n}.svg`,
    alt: texts.alt(n),
    position: n,
    backgroundColor: COLOR_HEX[colour],
    imageType: n === 0 ? 'packshot' : 'lifestyle',
  }));
  const hero = `/media/${sku}/0.svg`;
  // The same motif in another family: an earlier product, so product i never depends on the catalogue size.
  const linked = sameMotifBefore(index, motif, family.noun);
  const sameMotif = linked === null ? [] : [productSku(FAMILY_CYCLE[linked % FAMILY_CYCLE.length]!.code, linked)];

  return {
    sku,
    id: String(100_000 + index),
    name,
    kind: 'product',
    price,
    discount,
    variants,
    stockStatus,
    badges: [...badges],
    currencies,
    media: { hero: { small: hero, original: hero, thumbnail: hero, large: hero }, alternate: `/media/${sku}/1.svg`, images },
    meta: { title: `${name} | Sock Shop`, description: short },
    description: { full: texts.full, short },
    information: {
      composition,
      legalMaterials: composition,
      washingInstructions: texts.washingInstructions,
      sizeGuideBlock: family.sizeGuide,
      occasion: pick(random, ['everyday', 'party', 'sport', 'gift']),
      ageGroup: family.ageGroup,
      family: family.section,
      silhouette: family.silhouette,
    },
    color: { primary: colour, secondary: random() < 0.5 ? pick(random, COLORS) : undefined },
    sections: [family.section],
    availableSizes: sizes,
    collections: categories.filter((c) => c.startsWith('collection/')).map((c) => c.slice('collection/'.length)),
    categories,
    relatedColors: [],
    linkedProducts: sameMotif,
    certifications: material === 'organic-cotton' ? ['GOTS'] : index % 3 === 0 ? ['OEKO-TEX'] : [],
    seasonalClearance: index % 17 === 3,
    updatedAt: updatedAt.toISOString(),
    updateReason: pick(random, ['created', 'price-change', 'restock']),
  };
}

/**
 * The motif of product i and its round: the products of one noun (three family slots make crew socks) take the motifs in
 * turn, starting where product i of the first slot always started, so no two products of a noun share a motif in a round
 * (three "Flamingo Crew Sock"s). Depends on i alone, as the catalogue must.
 */
function motifOf(index: number): { motif: number; round: number } {
  const slot = index % FAMILY_CYCLE.length;
  const noun = FAMILY_CYCLE[slot]!.noun;
  const slots = FAMILY_CYCLE.flatMap((family, s) => (family.noun === noun ? [s] : []));
  const occurrence = Math.floor(index / FAMILY_CYCLE.length) * slots.length + slots.indexOf(slot);
  return { motif: (slots[0]! + occurrence) % MOTIFS.length, round: Math.floor(occurrence / MOTIFS.length) };
}

/** The nearest earlier product with this motif and another noun, or null. */
function sameMotifBefore(index: number, motif: number, noun: string): number | null {
  for (let earlier = index - 1; earlier >= 0; earlier--) {
    if (motifOf(earlier).motif === motif && FAMILY_CYCLE[earlier % FAMILY_CYCLE.length]!.noun !== noun) return earlier;
  }
  return null;
}

function stockFor(random: () => number, wellStocked: boolean, soldOut: boolean): StockStatus {
  if (wellStocked) return 'in-stock';
  if (soldOut) return 'no-stock';
  const r = random();
  return r < 0.12 ? 'no-stock' : r < 0.27 ? 'low-stock' : 'in-stock';
}

function capitalise(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1).replace('-', ' ');
}

/** The commerce sandbox seeds its stock from these hints (re-exported beside the generator it pairs with). */
export { stockUnitsOf } from './attributes.js';
