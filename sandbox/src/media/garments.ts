import { shade, tint } from './colour.js';
import { type Fabric, fabricDefs } from './fabric.js';
import { BRIEF, BRIEF_WAISTBAND, SOCK_HEEL, SOCK_TOE, sockOutline, TSHIRT, TSHIRT_COLLAR } from './silhouettes.js';

/**
 * One garment drawn as a photographed object: the fabric's colours, its knit, light from the upper left (a sheen and
 * darker edges) and a soft contact shadow. Every function returns SVG in the garment's own units; `id` keeps the
 * definitions of several garments in one picture apart.
 */

/** The paint every garment shares: lighting over the fabric and the blur of its shadow. */
export function lightingDefs(): string {
  return (
    '<linearGradient id="lit" x1="0" y1="0" x2="1" y2="0.35">' +
    '<stop offset="0" stop-color="#000" stop-opacity="0.3"/><stop offset="0.28" stop-color="#fff" stop-opacity="0.16"/>' +
    '<stop offset="0.55" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.34"/></linearGradient>' +
    '<radialGradient id="round" cx="0.35" cy="0.3" r="0.75"><stop offset="0" stop-color="#fff" stop-opacity="0.3"/>' +
    '<stop offset="0.6" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.4"/></radialGradient>' +
    '<radialGradient id="contact"><stop offset="0" stop-color="#000" stop-opacity="0.4"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>'
  );
}

/**
 * A soft drop shadow without SVG filters: the outline stroked ever wider makes the penumbra, densest at the edge, which
 * is all that shows beside the garment. (librsvg,
 * behind sharp, renders a large picture in strips and blurs each strip again: a Gaussian filter made 3840 px pictures
 * take over a minute.)
 */
const shadowOf = (path: string, dx: number, dy: number) =>
  `<g transform="translate(${dx} ${dy})" stroke="#2a2018" stroke-linejoin="round" fill="none">` +
  [64, 48, 34, 22, 12].map((w) => `<path d="${path}" stroke-width="${w}" stroke-opacity="0.045"/>`).join('') +
  '</g>';

/** A contact shadow under something standing: an ellipse fading out. */
export const contactShadow = (cx: number, cy: number, rx: number, ry: number, opacity = 1) =>
  `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="url(#contact)" opacity="${opacity}"/>`;

/** Fabric, knit and light over one outline, with a seam line a shade darker. */
function cloth(path: string, id: string, fabric: Fabric, inner = ''): string {
  return (
    `<clipPath id="${id}-clip"><path d="${path}"/></clipPath>` +
    `<path d="${path}" fill="url(#${id})"/><g clip-path="url(#${id}-clip)">${inner}<path d="${path}" fill="url(#${id}-knit)"/></g>` +
    `<path d="${path}" fill="url(#lit)"/>` +
    `<path d="${path}" fill="none" stroke="${shade(fabric.base, 0.45)}" stroke-opacity="0.45" stroke-width="2.5"/>`
  );
}

/** Vertical ribs over a band, as a cuff or a waistband is knitted. */
const ribs = (x: number, y: number, width: number, height: number, colour: string) =>
  Array.from(
    { length: Math.ceil(width / 9) },
    (_, i) => `<rect x="${x + i * 9}" y="${y}" width="3" height="${height}" fill="${colour}" opacity="0.35"/>`,
  ).join('');

export function sock(fabric: Fabric, silhouette: string, id: string, options: { shadow?: boolean; opening?: boolean } = {}): string {
  const { path, cuffTop, cuffDepth } = sockOutline(silhouette);
  const trim = fabric.pattern === 'plain' ? fabric.accent : shade(fabric.accent, 0.05);
  const inner =
    `<path d="${SOCK_HEEL}" fill="${trim}"/><path d="${SOCK_TOE}" fill="${trim}"/>` +
    `<rect x="0" y="${cuffTop}" width="260" height="${cuffDepth}" fill="${fabric.pattern === 'stripes' ? fabric.accent : fabric.base}"/>` +
    ribs(30, cuffTop, 180, cuffDepth, shade(fabric.base, 0.4)) +
    `<rect x="0" y="${cuffTop + cuffDepth - 4}" width="260" height="5" fill="#000" opacity="0.12"/>`;
  const opening = options.opening ? `<ellipse cx="117" cy="${cuffTop + 4}" rx="76" ry="9" fill="${shade(fabric.base, 0.55)}"/>` : '';
  return `<defs>${fabricDefs(fabric, id)}</defs>${options.shadow === false ? '' : shadowOf(path, 16, 22)}${cloth(path, id, fabric, inner)}${opening}`;
}

export function tshirt(fabric: Fabric, id: string): string {
  const folds =
    [26, 14]
      .map(
        (w) =>
          `<path d="M150 240C220 330 210 470 170 600" stroke="#000" stroke-opacity="0.06" stroke-width="${w}" stroke-linecap="round" fill="none"/>`,
      )
      .join('') +
    [30, 16]
      .map(
        (w) =>
          `<path d="M430 260C390 360 420 500 450 600" stroke="#fff" stroke-opacity="0.08" stroke-width="${w}" stroke-linecap="round" fill="none"/>`,
      )
      .join('');
  return (
    `<defs>${fabricDefs(fabric, id, 1.4)}</defs>${shadowOf(TSHIRT, 18, 24)}${cloth(TSHIRT, id, fabric, folds)}` +
    `<path d="${TSHIRT_COLLAR}" fill="none" stroke="${shade(fabric.base, 0.25)}" stroke-width="16"/>` +
    `<path d="M215 34C250 70 350 70 385 34" fill="none" stroke="${shade(fabric.base, 0.5)}" stroke-opacity="0.5" stroke-width="4"/>`
  );
}

export function brief(fabric: Fabric, id: string): string {
  const band = shade(fabric.accent, 0.1);
  return (
    `<defs>${fabricDefs(fabric, id, 1.2)}</defs>${shadowOf(`${BRIEF}${BRIEF_WAISTBAND}`, 16, 22)}${cloth(BRIEF, id, fabric)}` +
    `<path d="${BRIEF_WAISTBAND}" fill="${band}"/>${ribs(24, 4, 424, 54, shade(band, 0.45))}<path d="${BRIEF_WAISTBAND}" fill="url(#lit)"/>` +
    `<path d="M235 62V200" stroke="${shade(fabric.base, 0.4)}" stroke-opacity="0.4" stroke-width="3" stroke-dasharray="6 5"/>`
  );
}

/** A sock rolled up as it lies in a gift box: a knitted ball with the fold's spiral. */
export function rolledSock(fabric: Fabric, id: string, r: number): string {
  const spiral = `M${-r * 0.1} 0a${r * 0.25} ${r * 0.25} 0 1 1 ${r * 0.5} 0a${r * 0.55} ${r * 0.55} 0 1 1 ${-r * 1.1} 0`;
  return (
    `${contactShadow(r * 0.12, r * 0.2, r * 1.15, r * 1.1, 0.7)}<circle r="${r}" fill="url(#${id})"/>` +
    `<circle r="${r}" fill="url(#${id}-knit)"/><path d="${spiral}" fill="none" stroke="${shade(fabric.base, 0.5)}" stroke-opacity="0.5" stroke-width="${r * 0.05}"/>` +
    `<circle r="${r}" fill="url(#round)"/>`
  );
}

/** A gift box seen from the front and a little above, open with rolled socks in it or closed with its ribbon. */
export function giftBox(fabric: Fabric, id: string, open: boolean): string {
  const box = tint(fabric.base, 0.15);
  const ribbon = fabric.accent;
  const socks = open
    ? [-150, 0, 150].map((x, i) => `<g transform="translate(${x} ${-40 + (i % 2) * 18})">${rolledSock(fabric, id, 88)}</g>`).join('')
    : '';
  const lid = open
    ? `<path d="M-290 -60L-250 -120H250L290 -60Z" fill="${shade(box, 0.35)}"/>`
    : `<path d="M-300 -70H300V-10H-300Z" fill="${shade(box, 0.08)}"/><path d="M-40 -70H40V-10H-40Z" fill="${ribbon}"/>` +
      `<path d="M0 -70C-80 -170 -170 -120 -90 -80Z M0 -70C80 -170 170 -120 90 -80Z" fill="${shade(ribbon, 0.1)}"/>`;
  return (
    `<defs>${fabricDefs(fabric, id, 0.9)}</defs>` +
    contactShadow(30, 272, 340, 36) +
    `${open ? lid : ''}${socks}` +
    `<rect x="-280" y="-10" width="560" height="280" fill="${box}"/><rect x="-280" y="-10" width="560" height="280" fill="url(#lit)"/>` +
    `${open ? '' : `<rect x="-40" y="-10" width="80" height="280" fill="${ribbon}"/>`}${open ? '' : lid}` +
    `<rect x="-280" y="-10" width="560" height="14" fill="#000" opacity="0.12"/>`
  );
}

/** A leg coming into the picture from above, wearing the sock; the leg reaches into it, however short its cuff. */
export function legInSock(fabric: Fabric, silhouette: string, skin: string, id: string): string {
  const ankle = sockOutline(silhouette).cuffTop + 40;
  const shape = `M30 -700C40 -300 36 -120 40 ${ankle}H190C196 -120 210 -300 230 -700Z`;
  return (
    `<path d="${shape}" fill="${skin}"/><path d="${shape}" fill="url(#lit)"/>` +
    contactShadow(190, 566, 200, 22) +
    sock(fabric, silhouette, id, { shadow: false })
  );
}
