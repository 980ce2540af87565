/**
 * The fixed value lists of spec §3 as the sandbox catalogue uses them. The spec names the badges;
 * it calls colours and materials fixed lists without listing them, so these are ours (DECISIONS 10).
 */
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

export const COLOURS = [
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
export type Colour = (typeof COLOURS)[number];

/** Slug and the label written in the product's composition; the first component is the product's material. */
export const MATERIALS = [
  { slug: 'combed-cotton', label: 'combed cotton' },
  { slug: 'organic-cotton', label: 'organic cotton' },
  { slug: 'cotton', label: 'cotton' },
  { slug: 'bamboo', label: 'bamboo viscose' },
  { slug: 'merino-wool', label: 'merino wool' },
  { slug: 'wool', label: 'wool' },
  { slug: 'recycled-polyester', label: 'recycled polyester' },
  { slug: 'polyamide', label: 'polyamide' },
  { slug: 'modal', label: 'modal' },
  { slug: 'linen', label: 'linen' },
] as const;
export type Material = (typeof MATERIALS)[number]['slug'];

/** Category slugs of spec §2 plus the product families of DECISIONS 10. */
export const CATEGORY_SLUGS = [
  'adults/socks',
  'kids/socks',
  'collection/sneaker-socks',
  'collection/low-socks',
  'collection/socks-for-men',
  'collection/socks-for-women',
  'underwear',
  'apparel',
  'gift-boxes',
] as const;
export type CategorySlug = (typeof CATEGORY_SLUGS)[number];

/** 47 motifs (a prime): with the 10-slot family cycle, names repeat only after 470 products. */
export const MOTIFS = [
  'Flamingo',
  'Banana',
  'Stripe',
  'Big Dot',
  'Pineapple',
  'Cherry',
  'Avocado',
  'Cat',
  'Dog',
  'Fox',
  'Shark',
  'Rainbow',
  'Palm',
  'Cactus',
  'Sunflower',
  'Hamburger',
  'Pizza',
  'Taco',
  'Donut',
  'Watermelon',
  'Lemon',
  'Zebra',
  'Tiger',
  'Leopard',
  'Penguin',
  'Dinosaur',
  'Rocket',
  'Star',
  'Heart',
  'Wave',
  'Argyle',
  'Check',
  'Camo',
  'Snowflake',
  'Tropical',
  'Mushroom',
  'Strawberry',
  'Octopus',
  'Butterfly',
  'Lightning',
  'Smiley',
  'Tulip',
  'Bicycle',
  'Planet',
  'Whale',
  'Ladybug',
  'Robot',
] as const;

/** Swatch colours for generated images and colour facets. */
export const COLOUR_HEX: Record<Colour, string> = {
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
