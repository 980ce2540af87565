/**
 * Colour, material, feature, size and badge values are fixed lists. The spec names the badges only;
 * the other lists are ours and match the sandbox catalogue.
 */
export const COLORS = [
  'black',
  'white',
  'grey',
  'navy',
  'blue',
  'light-blue',
  'turquoise',
  'green',
  'dark-green',
  'yellow',
  'orange',
  'red',
  'pink',
  'purple',
  'brown',
  'beige',
  'multi',
] as const;
export type Color = (typeof COLORS)[number];

/** The named-colour to hex map (swatches, image backgrounds, colour facets). */
export const COLOR_HEX: Record<Color, string> = {
  black: '#1d1d1b',
  white: '#f7f7f2',
  grey: '#9a9a9a',
  navy: '#1f2a5c',
  blue: '#2b6cd4',
  'light-blue': '#9cc9f0',
  turquoise: '#2bb5b0',
  green: '#3f9b46',
  'dark-green': '#1f5130',
  yellow: '#ffd43b',
  orange: '#ff8a1f',
  red: '#e03131',
  pink: '#f783ac',
  purple: '#7b3fbf',
  brown: '#7a4b2a',
  beige: '#e6d3b3',
  multi: '#ff6f91',
};

export function isColor(value: unknown): value is Color {
  return typeof value === 'string' && (COLORS as readonly string[]).includes(value);
}

export function colorHex(value: string): string | undefined {
  return isColor(value) ? COLOR_HEX[value] : undefined;
}

export const MATERIALS = [
  'combed-cotton',
  'organic-cotton',
  'cotton',
  'bamboo',
  'merino-wool',
  'wool',
  'recycled-polyester',
  'polyamide',
  'modal',
  'linen',
] as const;
export type Material = (typeof MATERIALS)[number];

export const FEATURES = ['reinforced-heel', 'seamless-toe', 'cushioned-sole', 'anti-slip', 'breathable', 'gift-box'] as const;
export type Feature = (typeof FEATURES)[number];

/** Sizes the catalogue sells, small to large within each kind (kids' ages, shoe sizes, garment letters). */
export const SIZES = [
  '0-6m',
  '6-12m',
  '12-24m',
  '2-3y',
  '4-6y',
  '7-9y',
  '34-35',
  '36-38',
  '39-41',
  '42-44',
  '45-47',
  '48-50',
  'XXXS',
  'XXS',
  'XS',
  'S',
  'M',
  'L',
  'XL',
  'XXL',
  'XXXL',
  'one-size',
] as const;
export type Size = (typeof SIZES)[number];

export const BADGES = [
  'buy-with-prime',
  'multi-buy',
  'discount',
  'coming-soon',
  'last-chance',
  'special-edition',
  'low-stock',
  'in-stock',
  'online-exclusive',
  'bestsellers',
  'organic-cotton',
  'gift-idea',
  'new',
  'limited-edition',
  'recycled',
] as const;
export type Badge = (typeof BADGES)[number];

/** Sizes that are words rather than numbers or letters (kids' ages, one size): these have translations. */
export const WORDED_SIZES = ['0-6m', '6-12m', '12-24m', '2-3y', '4-6y', '7-9y', 'one-size'] as const satisfies readonly Size[];
export type WordedSize = (typeof WORDED_SIZES)[number];

/**
 * The values shoppers read as words, by the prefix of their translation key in the content's `translations` datasource
 * (`color.dark-green`, `material.merino-wool`, `feature.anti-slip`, `size.0-6m`, `badge.low-stock`).
 */
const TRANSLATED_KINDS = ['color', 'material', 'feature', 'size', 'badge'] as const;
export type TranslatedKind = (typeof TRANSLATED_KINDS)[number];
export const TRANSLATED_VALUES = {
  color: COLORS,
  material: MATERIALS,
  feature: FEATURES,
  size: WORDED_SIZES,
  badge: BADGES,
} as const satisfies Record<TranslatedKind, readonly string[]>;

/** The service and the shop's URLs name some facets in the plural (`badges`, `sizes`) or British (`colour`). */
function kindOf(attribute: string): TranslatedKind | undefined {
  const kind = attribute === 'colour' ? 'color' : attribute.replace(/s$/, '');
  return TRANSLATED_KINDS.find((known) => known === kind);
}

export function translationKey(kind: TranslatedKind, value: string): string {
  return `${kind}.${value}`;
}

/** The translation key of a facet value or badge (`color.dark-green`); undefined for attributes that are not words (price). */
export function vocabularyKey(attribute: string, value: string): string | undefined {
  const kind = kindOf(attribute);
  return kind === undefined ? undefined : translationKey(kind, value);
}

const AGE_RANGE = /^(\d+)-(\d+)(m|y)$/;

/**
 * What a value reads as when no translation has it: 'dark-green' → 'Dark green', '0-6m' → '0–6 months'. Values with no
 * lower-case word in them (sizes such as '36-38' or 'XL', price ranges) are kept as they are.
 */
export function humaniseValue(value: string): string {
  const age = AGE_RANGE.exec(value);
  if (age) return `${age[1]}–${age[2]} ${age[3] === 'm' ? 'months' : 'years'}`;
  if (!/[a-z]/.test(value)) return value;
  const words = value.replace(/-/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A facet value or badge as the shopper reads it: its translation, or the value humanised when the translations lack it. */
export function vocabularyLabel(attribute: string, value: string, translate: (key: string) => string): string {
  const key = vocabularyKey(attribute, value);
  if (key === undefined) return value;
  const text = translate(key);
  return text === key || text === '' ? humaniseValue(value) : text;
}
