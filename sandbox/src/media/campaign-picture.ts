import { hashOf, pickBy, tint } from './colour.js';
import { fabricFrom, PATTERNS } from './fabric.js';
import { giftBox, legInSock, lightingDefs, rolledSock, sock } from './garments.js';
import { SKIN } from './silhouettes.js';

/**
 * Generated campaign imagery for the content system's assets (hero, promo, video poster): legs in socks, flat-lays and
 * gift boxes on bold colour fields, picked from the asset's name so a name always gives the same picture. No text:
 * headlines are the page's HTML.
 */

export type CampaignScene = 'legs' | 'flat-lay' | 'gift';

/** Colour fields and the sock colours that go with them, as a season's campaign would pair them. */
const PALETTES = [
  { field: '#ffd200', floor: '#f2a900', socks: ['#e03131', '#1f2a5c', '#f7f7f2', '#2bb5b0'] },
  { field: '#f783ac', floor: '#d6587f', socks: ['#ffd43b', '#1f2a5c', '#f7f7f2', '#3f9b46'] },
  { field: '#3aa6dd', floor: '#2279ad', socks: ['#ff8a1f', '#ffd43b', '#f7f7f2', '#e03131'] },
  { field: '#2fb47c', floor: '#1f8a5c', socks: ['#f783ac', '#ffd43b', '#1f2a5c', '#f7f7f2'] },
  { field: '#ff8a00', floor: '#d96a00', socks: ['#1f2a5c', '#9cc9f0', '#f7f7f2', '#7b3fbf'] },
  { field: '#e6def3', floor: '#b9a9d6', socks: ['#7b3fbf', '#e03131', '#ffd43b', '#2b6cd4'] },
] as const;

export function sceneOf(name: string): CampaignScene {
  if (name.endsWith('-hero') || name.endsWith('-poster')) return hashOf(name) % 3 === 0 ? 'flat-lay' : 'legs';
  if (name.endsWith('-promo')) return hashOf(name) % 2 === 0 ? 'gift' : 'flat-lay';
  return pickBy(name, ['legs', 'flat-lay', 'gift'] as const);
}

const fabricAt = (name: string, socks: readonly string[], i: number) =>
  fabricFrom(PATTERNS[(hashOf(name) + i) % PATTERNS.length]!, socks[i % socks.length]!, socks[(i + 1) % socks.length]!);

/** Soft shapes of light on the colour field, as a set's lamps and coloured paper make them. */
function field(width: number, height: number, colour: string, floor: string | undefined, name: string): string {
  const x = 200 + (hashOf(`${name}:sun`) % (width - 400));
  return (
    `<radialGradient id="field" cx="0.3" cy="0.25" r="1"><stop offset="0" stop-color="${tint(colour, 0.25)}"/><stop offset="1" stop-color="${colour}"/></radialGradient>` +
    `<rect width="${width}" height="${height}" fill="url(#field)"/>` +
    `<circle cx="${x}" cy="${height * 0.32}" r="${height * 0.3}" fill="${tint(colour, 0.45)}" opacity="0.55"/>` +
    (floor
      ? `<path d="M0 ${height * 0.78}H${width}V${height}H0Z" fill="${floor}" opacity="0.9"/>` +
        `<linearGradient id="edge" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#000" stop-opacity="0.16"/><stop offset="1" stop-color="#000" stop-opacity="0"/></linearGradient>` +
        `<rect y="${height * 0.78}" width="${width}" height="24" fill="url(#edge)"/>`
      : '')
  );
}

function legs(name: string, width: number, height: number, palette: (typeof PALETTES)[number]): string {
  const count = 3 + (hashOf(name) % 3);
  const spacing = (width * 0.75) / count;
  const silhouette = pickBy(`${name}:cut`, ['crew', 'crew', 'low']);
  return Array.from({ length: count }, (_, i) => {
    const x = width * 0.14 + i * spacing + (i % 2) * 20;
    const lift = (i % 2) * 40;
    const skin = SKIN[(hashOf(name) + i) % SKIN.length]!;
    const scale = (height * 0.78 + 10 - lift) / 566;
    return `<g transform="translate(${x.toFixed(0)} ${-lift}) scale(${scale.toFixed(3)})">${legInSock(fabricAt(name, palette.socks, i), silhouette, skin, `leg${i}`)}</g>`;
  }).join('');
}

function flatLay(name: string, width: number, height: number, palette: (typeof PALETTES)[number]): string {
  const socks = Array.from({ length: 5 }, (_, i) => {
    const x = width * 0.08 + i * width * 0.18;
    const angle = ((hashOf(`${name}:${i}`) % 50) - 25).toFixed(0);
    const y = height * (0.12 + (i % 2) * 0.08);
    return `<g transform="translate(${x.toFixed(0)} ${y.toFixed(0)}) rotate(${angle} 175 280) scale(${(height / 820).toFixed(3)})">${sock(fabricAt(name, palette.socks, i), 'crew', `s${i}`)}</g>`;
  });
  return socks.join('');
}

function gift(name: string, width: number, height: number, palette: (typeof PALETTES)[number]): string {
  const scale = (height / 800).toFixed(3);
  return (
    `<g transform="translate(${(width * 0.36).toFixed(0)} ${(height * 0.5).toFixed(0)}) scale(${scale})">${giftBox(fabricAt(name, palette.socks, 0), 'g0', true)}</g>` +
    `<g transform="translate(${(width * 0.72).toFixed(0)} ${(height * 0.56).toFixed(0)}) scale(${(Number(scale) * 0.7).toFixed(3)})">${giftBox(fabricAt(name, palette.socks, 1), 'g1', false)}</g>` +
    `<g transform="translate(${(width * 0.9).toFixed(0)} ${(height * 0.84).toFixed(0)})">${rolledSock(fabricAt(name, palette.socks, 2), 'r0', height * 0.08)}</g>`
  );
}

/** The asset `name` as a `width` × `height` picture, drawn 1600 units wide whatever its pixel size. */
export function campaignPicture(name: string, width: number, height: number): string {
  const w = 1600;
  const h = Math.round((w * height) / width);
  const palette = pickBy(name, PALETTES);
  const scene = sceneOf(name);
  const body =
    scene === 'legs' ? legs(name, w, h, palette) : scene === 'flat-lay' ? flatLay(name, w, h, palette) : gift(name, w, h, palette);
  // A flat-lay is shot from above: the colour field is the floor.
  const floor = scene === 'flat-lay' ? undefined : palette.floor;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${w} ${h}" preserveAspectRatio="xMidYMid slice">` +
    `<defs>${lightingDefs()}</defs>${field(w, h, palette.field, floor, name)}${body}</svg>`
  );
}
