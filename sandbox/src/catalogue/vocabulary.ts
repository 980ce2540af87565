import type { Material } from '@sockshop/core/catalog';

/**
 * What the sandbox catalogue adds to core's fixed lists (core/src/catalog/vocabulary.ts): the words a
 * composition uses for each material, the category slugs, and the motifs names are made of.
 */
export const MATERIAL_LABELS: Record<Material, string> = {
  'combed-cotton': 'combed cotton',
  'organic-cotton': 'organic cotton',
  cotton: 'cotton',
  bamboo: 'bamboo viscose',
  'merino-wool': 'merino wool',
  wool: 'wool',
  'recycled-polyester': 'recycled polyester',
  polyamide: 'polyamide',
  modal: 'modal',
  linen: 'linen',
};

/** The shop's category slugs plus the sandbox catalogue's product families. */
export const CATEGORY_SLUGS = [
  'adults/socks',
  'kids/socks',
  'collection/sneaker-socks',
  'collection/low-socks',
  'collection/socks-for-men',
  'collection/socks-for-women',
  'adults/underwear',
  'adults/apparel',
  'gifts/gift-boxes',
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
