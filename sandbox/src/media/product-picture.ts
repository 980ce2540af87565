import type { Product } from '@sockshop/core/catalog';
import { hashOf, mix, pickBy, shade, tint } from './colour.js';
import { type Fabric, fabricDefs, fabricOf } from './fabric.js';
import { brief, contactShadow, giftBox, legInSock, lightingDefs, rolledSock, sock, tshirt } from './garments.js';
import { SKIN, sockOutline } from './silhouettes.js';

/**
 * Generated product photography: the product in its colours and pattern on a studio background, one view
 * per image position. No text is drawn: names and prices are the page's HTML.
 */

/** The pictures are square; the SVG is drawn in 1000 units and rendered at the width asked for. */
const SIZE = 1000;

export type ProductView = 'pair' | 'on-foot' | 'close-up' | 'side' | 'flat' | 'styled' | 'open-box' | 'closed-box';

const VIEWS: Record<string, readonly ProductView[]> = {
  sock: ['pair', 'on-foot', 'close-up', 'side'],
  't-shirt': ['flat', 'styled', 'close-up'],
  brief: ['flat', 'styled', 'close-up'],
  box: ['open-box', 'closed-box', 'close-up'],
};

const WALLS = ['#efd9c6', '#d3e4df', '#e6def3', '#f4e6b0', '#dbe7cf', '#f3d3d3', '#d6dfeb'];

/** What the product is drawn as: its silhouette, a crew sock when the catalogue names none. */
const silhouetteOf = (product: Product) => product.information.silhouette ?? 'crew';

export function viewOf(product: Product, position: number): ProductView {
  const silhouette = silhouetteOf(product);
  const kind = VIEWS[silhouette] ? silhouette : 'sock';
  const views = VIEWS[kind]!;
  return views[position % views.length]!;
}

/** A soft paper sweep, lit from above, faintly tinted with the product's colour. */
function studio(fabric: Fabric): string {
  const light = mix('#f7f4ef', fabric.base, 0.06);
  const edge = mix('#ddd6cb', fabric.base, 0.12);
  return (
    `<radialGradient id="bg" cx="0.5" cy="0.38" r="0.8"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${edge}"/></radialGradient>` +
    `<rect width="${SIZE}" height="${SIZE}" fill="url(#bg)"/>`
  );
}

/** A coloured wall and floor, as in a styled shoot, with a prop in a corner. */
function set(product: Product, fabric: Fabric): string {
  const wall = pickBy(product.sku, WALLS);
  const floor = shade(wall, 0.14);
  const prop =
    hashOf(product.sku) % 2 === 0
      ? `<circle cx="850" cy="760" r="70" fill="${tint(fabric.accent, 0.2)}"/><circle cx="850" cy="760" r="70" fill="url(#round)"/>`
      : `<path d="M790 820h110l-14 -120h-82z" fill="${shade(wall, 0.35)}"/><path d="M845 700c-60-80-20-170 0-190c20 20 60 110 0 190z" fill="#3f7d4a"/>` +
        `<path d="M845 700c-90-40-110-110-100-140c30 0 90 40 100 140z" fill="#2f6a3c"/>`;
  return (
    `<linearGradient id="wall" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${tint(wall, 0.25)}"/><stop offset="1" stop-color="${wall}"/></linearGradient>` +
    `<linearGradient id="floor" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${shade(floor, 0.08)}"/><stop offset="1" stop-color="${tint(floor, 0.12)}"/></linearGradient>` +
    `<rect width="${SIZE}" height="700" fill="url(#wall)"/><rect y="700" width="${SIZE}" height="300" fill="url(#floor)"/>` +
    `${contactShadow(845, 820, 130, 18, 0.7)}${prop}`
  );
}

/** The product worn: a leg in the sock, the back one a little darker. */
function leg(product: Product, fabric: Fabric, id: string, back: boolean): string {
  const skin = pickBy(`${product.sku}:skin`, SKIN);
  return legInSock(fabric, silhouetteOf(product), back ? shade(skin, 0.15) : skin, id);
}

/** Short socks are drawn larger and lower, so every sock fills the frame alike. */
const sockScale = (top: number) => Math.min(1.45, 562 / (562 - top) ** 0.85 / 562 ** 0.15).toFixed(3);

function framing(silhouette: string): string {
  const top = sockOutline(silhouette).cuffTop;
  return `scale(${sockScale(top)}) translate(0 ${-top * 0.75})`;
}

/** The same, standing: scaled about the middle of its sole, which stays on the floor. */
function standing(silhouette: string): string {
  return `translate(190 562) scale(${sockScale(sockOutline(silhouette).cuffTop)}) translate(-190 -562)`;
}

function closeUp(fabric: Fabric): string {
  return (
    `<defs>${fabricDefs(fabric, 'macro', 4.5)}<radialGradient id="vignette" cx="0.45" cy="0.4" r="0.75">` +
    `<stop offset="0.5" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.45"/></radialGradient>` +
    `<linearGradient id="fold" x1="0" y1="0" x2="1" y2="1"><stop offset="0.45" stop-color="#fff" stop-opacity="0.18"/>` +
    `<stop offset="0.55" stop-color="#000" stop-opacity="0.32"/><stop offset="0.7" stop-color="#000" stop-opacity="0"/></linearGradient></defs>` +
    // Upright: a rotated pattern costs the rasteriser four times as long at 3840 px.
    `<rect width="${SIZE}" height="${SIZE}" fill="url(#macro)"/><rect width="${SIZE}" height="${SIZE}" fill="url(#macro-knit)"/>` +
    `<rect width="${SIZE}" height="${SIZE}" fill="url(#fold)"/><rect width="${SIZE}" height="${SIZE}" fill="url(#vignette)"/>`
  );
}

function scene(product: Product, view: ProductView, fabric: Fabric): string {
  const kind = silhouetteOf(product);
  switch (view) {
    case 'pair':
      return (
        studio(fabric) +
        `<g transform="translate(250 170) rotate(-14 175 280) ${framing(kind)}">${sock(fabric, kind, 'a')}</g>` +
        `<g transform="translate(420 250) rotate(9 175 280) ${framing(kind)}">${sock(fabric, kind, 'b')}</g>`
      );
    case 'side':
      return (
        `${studio(fabric)}${contactShadow(500, 812, 250, 24, 0.8)}` +
        `<g transform="translate(310 245) ${standing(kind)}">${sock(fabric, kind, 'a', { shadow: false, opening: true })}</g>`
      );
    case 'on-foot':
      return (
        set(product, fabric) +
        `<g transform="translate(360 236) scale(0.95)">${leg(product, fabric, 'b', true)}</g>` +
        `<g transform="translate(200 262)">${leg(product, fabric, 'a', false)}</g>`
      );
    case 'close-up':
      return kind === 'box'
        ? `${studio(fabric)}<defs>${fabricDefs(fabric, 'a', 2)}</defs><g transform="translate(500 500)">${rolledSock(fabric, 'a', 300)}</g>`
        : closeUp(fabric);
    case 'flat':
      return `${studio(fabric)}<g transform="translate(${kind === 'brief' ? '265 330' : '200 190'})">${kind === 'brief' ? brief(fabric, 'a') : tshirt(fabric, 'a')}</g>`;
    case 'styled':
      return (
        set(product, fabric) +
        `<path d="M500 60V150" stroke="#6b5a48" stroke-width="5"/><path d="M320 200L500 140L680 200" fill="none" stroke="#6b5a48" stroke-width="10" stroke-linecap="round"/>` +
        `<g transform="translate(500 190) rotate(3) scale(0.85) translate(${kind === 'brief' ? '-235 0' : '-300 0'})">` +
        `${kind === 'brief' ? brief(fabric, 'a') : tshirt(fabric, 'a')}</g>`
      );
    case 'open-box':
      return `${studio(fabric)}<g transform="translate(500 480)">${giftBox(fabric, 'a', true)}</g>`;
    case 'closed-box':
      return `${set(product, fabric)}<g transform="translate(420 520) scale(0.85)">${giftBox(fabric, 'a', false)}</g>`;
  }
}

/** The picture at `position` of a product, `width` pixels square (the SVG's own size, so it renders sharp). */
export function productPicture(product: Product, position: number, width: number): string {
  const fabric = fabricOf(product);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${width}" viewBox="0 0 ${SIZE} ${SIZE}">` +
    `<defs>${lightingDefs()}</defs>${scene(product, viewOf(product, position), fabric)}</svg>`
  );
}
