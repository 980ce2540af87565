import { type Color, type Feature, type Material, type TranslatedKind, translationKey, type WordedSize } from '@sockshop/core/catalog';

// The words of facet values (colour, material, feature, size), read as `color.dark-green` and so on. Keyed
// by core's lists, so a value added there breaks the build until it is translated here. [en, de, nl, fr]
type Texts = readonly [string, string, string, string];

const COLORS: Record<Color, Texts> = {
  black: ['Black', 'Schwarz', 'Zwart', 'Noir'],
  white: ['White', 'Weiß', 'Wit', 'Blanc'],
  grey: ['Grey', 'Grau', 'Grijs', 'Gris'],
  navy: ['Navy', 'Marineblau', 'Marineblauw', 'Bleu marine'],
  blue: ['Blue', 'Blau', 'Blauw', 'Bleu'],
  'light-blue': ['Light blue', 'Hellblau', 'Lichtblauw', 'Bleu clair'],
  turquoise: ['Turquoise', 'Türkis', 'Turquoise', 'Turquoise'],
  green: ['Green', 'Grün', 'Groen', 'Vert'],
  'dark-green': ['Dark green', 'Dunkelgrün', 'Donkergroen', 'Vert foncé'],
  yellow: ['Yellow', 'Gelb', 'Geel', 'Jaune'],
  orange: ['Orange', 'Orange', 'Oranje', 'Orange'],
  red: ['Red', 'Rot', 'Rood', 'Rouge'],
  pink: ['Pink', 'Rosa', 'Roze', 'Rose'],
  purple: ['Purple', 'Lila', 'Paars', 'Violet'],
  brown: ['Brown', 'Braun', 'Bruin', 'Marron'],
  beige: ['Beige', 'Beige', 'Beige', 'Beige'],
  multi: ['Multicolour', 'Mehrfarbig', 'Meerkleurig', 'Multicolore'],
};

const MATERIALS: Record<Material, Texts> = {
  'combed-cotton': ['Combed cotton', 'Gekämmte Baumwolle', 'Gekamd katoen', 'Coton peigné'],
  'organic-cotton': ['Organic cotton', 'Bio-Baumwolle', 'Biologisch katoen', 'Coton bio'],
  cotton: ['Cotton', 'Baumwolle', 'Katoen', 'Coton'],
  bamboo: ['Bamboo viscose', 'Bambusviskose', 'Bamboeviscose', 'Viscose de bambou'],
  'merino-wool': ['Merino wool', 'Merinowolle', 'Merinowol', 'Laine mérinos'],
  wool: ['Wool', 'Wolle', 'Wol', 'Laine'],
  'recycled-polyester': ['Recycled polyester', 'Recyceltes Polyester', 'Gerecycled polyester', 'Polyester recyclé'],
  polyamide: ['Polyamide', 'Polyamid', 'Polyamide', 'Polyamide'],
  modal: ['Modal', 'Modal', 'Modal', 'Modal'],
  linen: ['Linen', 'Leinen', 'Linnen', 'Lin'],
};

const FEATURES: Record<Feature, Texts> = {
  'reinforced-heel': ['Reinforced heel', 'Verstärkte Ferse', 'Versterkte hiel', 'Talon renforcé'],
  'seamless-toe': ['Seamless toe', 'Nahtlose Spitze', 'Naadloze teen', 'Pointe sans couture'],
  'cushioned-sole': ['Cushioned sole', 'Gepolsterte Sohle', 'Gevoerde zool', 'Semelle rembourrée'],
  'anti-slip': ['Non-slip sole', 'Rutschfeste Sohle', 'Antislipzool', 'Semelle antidérapante'],
  breathable: ['Breathable', 'Atmungsaktiv', 'Ademend', 'Respirant'],
  'gift-box': ['In a gift box', 'In der Geschenkbox', 'In cadeaudoos', 'En coffret cadeau'],
};

/** Kids' ages: months and years in each language. */
const MONTHS: Texts = ['months', 'Monate', 'maanden', 'mois'];
const YEARS: Texts = ['years', 'Jahre', 'jaar', 'ans'];
const age = (range: string, [en, de, nl, fr]: Texts): Texts => [`${range} ${en}`, `${range} ${de}`, `${range} ${nl}`, `${range} ${fr}`];

const SIZES: Record<WordedSize, Texts> = {
  '0-6m': age('0–6', MONTHS),
  '6-12m': age('6–12', MONTHS),
  '12-24m': age('12–24', MONTHS),
  '2-3y': age('2–3', YEARS),
  '4-6y': age('4–6', YEARS),
  '7-9y': age('7–9', YEARS),
  'one-size': ['One size', 'Einheitsgröße', 'Eén maat', 'Taille unique'],
};

const rows = (kind: TranslatedKind, texts: Record<string, Texts>): [string, string, string, string, string][] =>
  Object.entries(texts).map(([value, [en, de, nl, fr]]) => [translationKey(kind, value), en, de, nl, fr]);

/** Rows of the `translations` datasource, [key, en, de, nl, fr]. */
export const VOCABULARY_ROWS = [
  ...rows('color', COLORS),
  ...rows('material', MATERIALS),
  ...rows('feature', FEATURES),
  ...rows('size', SIZES),
];
