/**
 * spec §3: colour, material, feature, size and badge values are fixed lists. The spec names the badges only;
 * the other lists are ours and match the sandbox catalogue (DECISIONS 10).
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

/** spec §9: the named-colour to hex map (swatches, image backgrounds, colour facets). */
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
