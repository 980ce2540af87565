import { usShoeSizes } from '@sockshop/core/catalog';
import type { Block } from '../content.wire.js';
import { type Language, type Texts, tx, uid } from './i18n.js';

// Content entity "size guides": one table per product information.sizeGuideBlock of the catalogue's families.

interface Guide {
  title: Texts;
  head: (Texts | string)[];
  rows: (Texts | string)[][];
}

const months = (range: string) => tx(`${range} months`, `${range} Monate`, `${range} maanden`, `${range} mois`);
const years = (range: string) => tx(`${range} years`, `${range} Jahre`, `${range} jaar`, `${range} ans`);
const SIZE = tx('Size', 'Größe', 'Maat', 'Taille');
const cm = (en: string, de: string, nl: string, fr: string) => tx(`${en} (cm)`, `${de} (cm)`, `${nl} (cm)`, `${fr} (cm)`);

// EU range and UK sizes; the US columns are core's, the same the US storefront's size picker shows.
const SOCK_ROWS: [string, string][] = [
  ['34-35', '2-2.5'],
  ['36-38', '3-5'],
  ['36-40', '3-6.5'],
  ['39-41', '6-7.5'],
  ['41-46', '7-11'],
  ['42-44', '8-9.5'],
  ['45-47', '10.5-12'],
  ['47-49', '12-13.5'],
  ['48-50', '13-14.5'],
];

function usColumns(euSize: string): [string, string] {
  const us = usShoeSizes(euSize);
  if (!us) throw new Error(`No US size for ${euSize}`);
  return [us.mens.join('-'), us.womens.join('-')];
}

const GUIDES: Record<string, Guide> = {
  'size-guide-socks': {
    title: tx('Sock sizes', 'Sockengrößen', 'Sokmaten', 'Tailles de chaussettes'),
    head: [
      tx('Size (EU)', 'Größe (EU)', 'Maat (EU)', 'Taille (EU)'),
      'UK',
      tx("US men's", 'US Herren', 'US heren', 'US homme'),
      tx("US women's", 'US Damen', 'US dames', 'US femme'),
    ],
    rows: SOCK_ROWS.map(([eu, uk]) => [eu, uk, ...usColumns(eu)]),
  },
  'size-guide-kids': {
    title: tx('Kids sock sizes', 'Kindersockengrößen', 'Kindersokmaten', 'Tailles de chaussettes enfant'),
    head: [SIZE, tx('Age', 'Alter', 'Leeftijd', 'Âge'), cm('Foot length', 'Fußlänge', 'Voetlengte', 'Longueur du pied')],
    rows: [
      ['0-6m', months('0-6'), '9-10'],
      ['6-12m', months('6-12'), '10-11.5'],
      ['12-24m', months('12-24'), '11.5-13'],
      ['2-3y', years('2-3'), '13-15'],
      ['4-6y', years('4-6'), '15-18'],
      ['7-9y', years('7-9'), '18-21'],
    ],
  },
  'size-guide-underwear': {
    title: tx('Underwear sizes', 'Unterwäschegrößen', 'Ondergoedmaten', 'Tailles de sous-vêtements'),
    head: [SIZE, cm('Waist', 'Taille', 'Taille', 'Tour de taille'), cm('Hips', 'Hüfte', 'Heupen', 'Tour de hanches')],
    rows: [
      ['XS', '68-72', '84-88'],
      ['S', '74-78', '90-94'],
      ['M', '80-84', '96-100'],
      ['L', '86-90', '102-106'],
      ['XL', '92-96', '108-112'],
      ['XXL', '98-102', '114-118'],
    ],
  },
  'size-guide-apparel': {
    title: tx('T-shirt sizes', 'T-Shirt-Größen', 'T-shirtmaten', 'Tailles de t-shirts'),
    head: [SIZE, cm('Chest', 'Brust', 'Borst', 'Tour de poitrine'), cm('Length', 'Länge', 'Lengte', 'Longueur')],
    rows: [
      ['XS', '82-86', '66'],
      ['S', '88-92', '69'],
      ['M', '94-98', '72'],
      ['L', '100-104', '75'],
      ['XL', '106-110', '78'],
      ['XXL', '112-116', '80'],
    ],
  },
};

const text = (cell: Texts | string, lang: Language) => (typeof cell === 'string' ? cell : cell[lang]);

export const sizeGuides = (lang: Language): Block => ({
  _uid: 'shared-size-guides',
  component: 'size_guides',
  guides: Object.entries(GUIDES).map(([key, guide]) => ({
    _uid: uid('size-guide', key),
    key,
    title: guide.title[lang],
    table: {
      thead: guide.head.map((cell, c) => ({ _uid: uid(key, 'head', c), value: text(cell, lang) })),
      tbody: guide.rows.map((row, r) => ({
        _uid: uid(key, 'row', r),
        body: row.map((cell, c) => ({ _uid: uid(key, r, c), value: text(cell, lang) })),
      })),
    },
  })),
});
