import type { Color, Material } from '@sockshop/core/catalog';
import type { Language } from '@sockshop/core/markets';
import { MATERIAL_LABELS } from './vocabulary.js';

/** What a generated product's texts are made of; names stay as they are in every language (a brand's product names). */
export interface TextParts {
  name: string;
  colour: Color;
  material: Material;
  /** A gift box is described as a box of socks, never by its socks' yarn; its composition still lists it. */
  giftBox: boolean;
}

/** The texts a shopper reads on a product page, in one language. */
export interface ProductTexts {
  short: string;
  full: string;
  composition: string;
  washingInstructions: string;
  /** The alt text of the product's picture at `position` (0 is the packshot, named after the product). */
  alt: (position: number) => string;
}

interface Words {
  /** The colour as the description says it ('in dark green'). */
  colour: Record<Color, string>;
  /** The main material as the description says it ('combed cotton', 'aus gekämmter Baumwolle'). */
  madeOf: Record<Material, string>;
  /** The main material as the composition lists it. */
  fibre: Record<Material, string>;
  cotton: string;
  polyamide: string;
  elastane: string;
  /** '80% ' or '80 % ': the languages' own spacing before the percent sign. */
  percent: (n: number) => string;
  short: (name: string, colour: string, madeOf: string) => string;
  /** What follows the short description in the full one. */
  story: string;
  /** A gift box's short description: what is in the box and how it comes. */
  giftBox: (name: string, colour: string) => string;
  /** What follows a gift box's short description in the full one. */
  giftBoxStory: string;
  washingInstructions: string;
  view: string;
}

const EN: Words = {
  colour: {
    black: 'black',
    white: 'white',
    grey: 'grey',
    navy: 'navy',
    blue: 'blue',
    'light-blue': 'light blue',
    turquoise: 'turquoise',
    green: 'green',
    'dark-green': 'dark green',
    yellow: 'yellow',
    orange: 'orange',
    red: 'red',
    pink: 'pink',
    purple: 'purple',
    brown: 'brown',
    beige: 'beige',
    multi: 'multi',
  },
  madeOf: MATERIAL_LABELS,
  fibre: MATERIAL_LABELS,
  cotton: 'cotton',
  polyamide: 'polyamide',
  elastane: 'elastane',
  percent: (n) => `${n}%`,
  short: (name, colour, madeOf) => `${name} in ${colour} ${madeOf}.`,
  story: 'Designed in Stockholm, knitted to last, washable at 40 °C.',
  giftBox: (name, colour) => `${name}: three pairs of socks in a ${colour} box, ready to give.`,
  giftBoxStory: 'The box opens like a book and has room for a handwritten card.',
  washingInstructions: 'Machine wash at 40 °C, inside out. Do not tumble dry.',
  view: 'view',
};

const DE: Words = {
  colour: {
    black: 'Schwarz',
    white: 'Weiß',
    grey: 'Grau',
    navy: 'Marineblau',
    blue: 'Blau',
    'light-blue': 'Hellblau',
    turquoise: 'Türkis',
    green: 'Grün',
    'dark-green': 'Dunkelgrün',
    yellow: 'Gelb',
    orange: 'Orange',
    red: 'Rot',
    pink: 'Rosa',
    purple: 'Lila',
    brown: 'Braun',
    beige: 'Beige',
    multi: 'vielen Farben',
  },
  madeOf: {
    'combed-cotton': 'gekämmter Baumwolle',
    'organic-cotton': 'Bio-Baumwolle',
    cotton: 'Baumwolle',
    bamboo: 'Bambusviskose',
    'merino-wool': 'Merinowolle',
    wool: 'Wolle',
    'recycled-polyester': 'recyceltem Polyester',
    polyamide: 'Polyamid',
    modal: 'Modal',
    linen: 'Leinen',
  },
  fibre: {
    'combed-cotton': 'gekämmte Baumwolle',
    'organic-cotton': 'Bio-Baumwolle',
    cotton: 'Baumwolle',
    bamboo: 'Bambusviskose',
    'merino-wool': 'Merinowolle',
    wool: 'Wolle',
    'recycled-polyester': 'recyceltes Polyester',
    polyamide: 'Polyamid',
    modal: 'Modal',
    linen: 'Leinen',
  },
  cotton: 'Baumwolle',
  polyamide: 'Polyamid',
  elastane: 'Elasthan',
  percent: (n) => `${n} %`,
  short: (name, colour, madeOf) => `${name} in ${colour} aus ${madeOf}.`,
  story: 'Entworfen in Stockholm, gestrickt für lange Freude, waschbar bei 40 °C.',
  giftBox: (name, colour) => `${name}: drei Paar Socken in einer Box in ${colour}, fertig zum Verschenken.`,
  giftBoxStory: 'Die Box öffnet sich wie ein Buch und hat Platz für eine handgeschriebene Karte.',
  washingInstructions: 'Maschinenwäsche bei 40 °C, auf links gedreht. Nicht im Trockner trocknen.',
  view: 'Ansicht',
};

const NL_FIBRES: Record<Material, string> = {
  'combed-cotton': 'gekamd katoen',
  'organic-cotton': 'biologisch katoen',
  cotton: 'katoen',
  bamboo: 'bamboeviscose',
  'merino-wool': 'merinowol',
  wool: 'wol',
  'recycled-polyester': 'gerecycled polyester',
  polyamide: 'polyamide',
  modal: 'modal',
  linen: 'linnen',
};

const NL: Words = {
  colour: {
    black: 'zwart',
    white: 'wit',
    grey: 'grijs',
    navy: 'marineblauw',
    blue: 'blauw',
    'light-blue': 'lichtblauw',
    turquoise: 'turquoise',
    green: 'groen',
    'dark-green': 'donkergroen',
    yellow: 'geel',
    orange: 'oranje',
    red: 'rood',
    pink: 'roze',
    purple: 'paars',
    brown: 'bruin',
    beige: 'beige',
    multi: 'vele kleuren',
  },
  madeOf: NL_FIBRES,
  fibre: NL_FIBRES,
  cotton: 'katoen',
  polyamide: 'polyamide',
  elastane: 'elastaan',
  percent: (n) => `${n}%`,
  short: (name, colour, madeOf) => `${name} in ${colour} van ${madeOf}.`,
  story: 'Ontworpen in Stockholm, gebreid om lang mee te gaan, wasbaar op 40 °C.',
  giftBox: (name, colour) => `${name}: drie paar sokken in een doos in ${colour}, klaar om te geven.`,
  giftBoxStory: 'De doos opent als een boek en heeft plaats voor een handgeschreven kaartje.',
  washingInstructions: 'Machinewas op 40 °C, binnenstebuiten. Niet in de droger.',
  view: 'aanzicht',
};

const FR_FIBRES: Record<Material, string> = {
  'combed-cotton': 'coton peigné',
  'organic-cotton': 'coton bio',
  cotton: 'coton',
  bamboo: 'viscose de bambou',
  'merino-wool': 'laine mérinos',
  wool: 'laine',
  'recycled-polyester': 'polyester recyclé',
  polyamide: 'polyamide',
  modal: 'modal',
  linen: 'lin',
};

const FR: Words = {
  colour: {
    black: 'noir',
    white: 'blanc',
    grey: 'gris',
    navy: 'bleu marine',
    blue: 'bleu',
    'light-blue': 'bleu clair',
    turquoise: 'turquoise',
    green: 'vert',
    'dark-green': 'vert foncé',
    yellow: 'jaune',
    orange: 'orange',
    red: 'rouge',
    pink: 'rose',
    purple: 'violet',
    brown: 'marron',
    beige: 'beige',
    multi: 'multicolore',
  },
  madeOf: FR_FIBRES,
  fibre: FR_FIBRES,
  cotton: 'coton',
  polyamide: 'polyamide',
  elastane: 'élasthanne',
  percent: (n) => `${n} %`,
  // "Coloris" keeps the colour free of the gender of the product's name and of its material.
  short: (name, colour, madeOf) => `${name}, coloris ${colour}, en ${madeOf}.`,
  story: 'Design de Stockholm, tricot durable, lavable à 40 °C.',
  giftBox: (name, colour) => `${name} : trois paires de chaussettes dans un coffret coloris ${colour}, prêt à offrir.`,
  giftBoxStory: "Le coffret s'ouvre comme un livre et garde une place pour une carte manuscrite.",
  washingInstructions: "Lavage en machine à 40 °C, sur l'envers. Pas de sèche-linge.",
  view: 'vue',
};

const WORDS: Record<Language, Words> = { en: EN, de: DE, nl: NL, fr: FR };

/** A generated product's texts in one of the shop's four languages. */
export function productTexts({ name, colour, material, giftBox }: TextParts, language: Language): ProductTexts {
  const words = WORDS[language];
  const { percent } = words;
  // Polyamide products are blended with cotton instead; everything else with polyamide.
  const blend = material === 'polyamide' ? words.cotton : words.polyamide;
  const composition = `${percent(80)} ${words.fibre[material]}, ${percent(18)} ${blend}, ${percent(2)} ${words.elastane}`;
  const short = giftBox ? words.giftBox(name, words.colour[colour]) : words.short(name, words.colour[colour], words.madeOf[material]);
  return {
    short,
    full: `${short} ${giftBox ? words.giftBoxStory : words.story}`,
    composition,
    washingInstructions: words.washingInstructions,
    alt: (position) => (position === 0 ? name : `${name}, ${words.view} ${position + 1}`),
  };
}
