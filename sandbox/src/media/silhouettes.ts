/**
 * Outlines of what the shop sells, as SVG path data in their own units (a sock stands with its toe to the right).
 * Kept as plain paths so every scene can fill, clip and shadow the same outline.
 */

/** Where a sock's cuff sits: a crew sock covers the calf, a sneaker sock stops below the ankle bone. */
const CUFF_TOP: Record<string, number> = { crew: 0, low: 250, sneaker: 380 };

export interface SockOutline {
  path: string;
  /** The cuff's top edge and its rib's depth, for the ribbing drawn over it. */
  cuffTop: number;
  cuffDepth: number;
}

/** A sock in side view, about 350 × 560 units: leg, heel at the back (left), toe at the front (right). */
export function sockOutline(silhouette: string): SockOutline {
  const top = CUFF_TOP[silhouette] ?? 0;
  const path =
    `M40 ${top}H190L195 380C200 420 230 440 280 450C330 458 352 482 352 512C352 546 326 562 290 562` +
    `L120 562C60 562 28 522 34 470L${top > 400 ? 36 : 40} ${top}Z`;
  return { path, cuffTop: top, cuffDepth: top >= 380 ? 26 : 56 };
}

/** A heel pouch and a toe cap, knitted in the accent colour. */
export const SOCK_HEEL = 'M20 455C40 440 100 452 128 490C140 515 132 545 120 570L10 570Z';
export const SOCK_TOE = 'M292 440C278 470 276 530 290 575L370 575L370 440Z';

/** A T-shirt laid flat, 600 × 620 units. */
export const TSHIRT = 'M205 20C240 62 360 62 395 20L540 72L602 232L512 268L490 205L496 620L104 620L110 205L88 268L-2 232L60 72Z';
export const TSHIRT_COLLAR = 'M205 20C240 62 360 62 395 20';

/** Boxer briefs laid flat, 470 × 340 units, with the waistband as its own shape. */
export const BRIEF = 'M20 50H450L468 300L300 336Q235 268 170 336L2 300Z';
export const BRIEF_WAISTBAND = 'M20 0H450V62H20Z';

/** Skin tones of the legs that wear the socks in styled pictures. */
export const SKIN = ['#f1c7a5', '#dba27c', '#a86a42', '#704529', '#e9b893'] as const;
