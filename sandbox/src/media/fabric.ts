import { COLOR_HEX, colorHex, type Product } from '@sockshop/core/catalog';
import { accentFor, hashOf, mix, shade, tint } from './colour.js';

export const PATTERNS = ['stripes', 'dots', 'argyle', 'plain'] as const;
export type Pattern = (typeof PATTERNS)[number];

/** What a product's knit looks like: its pattern and the colours it is knitted in. */
export interface Fabric {
  pattern: Pattern;
  base: string;
  accent: string;
  /** Stripes of a multi-coloured product cycle through these. */
  bands: readonly string[];
  /** How large the pattern is knitted (0.8 to 1.3): two products of one colour and pattern still differ. */
  gauge: number;
}

const RAINBOW = ['red', 'orange', 'yellow', 'green', 'blue', 'purple'].map((c) => COLOR_HEX[c as keyof typeof COLOR_HEX]);

// A motif that names a pattern wears it; any other gets one from its sku, so the catalogue shows every pattern.
const NAMED: readonly [RegExp, Pattern][] = [
  [/stripe|zebra|tiger|rainbow|candy|sailor|retro/i, 'stripes'],
  [/dot|leopard|cherry|confetti|polka/i, 'dots'],
  [/argyle|diamond|golf|tartan|check/i, 'argyle'],
];

export function fabricOf(product: Product): Fabric {
  const named = NAMED.find(([words]) => words.test(product.name))?.[1];
  const pattern = named ?? PATTERNS[hashOf(product.sku) % PATTERNS.length]!;
  const base = colorHex(product.color.primary) ?? '#9a9a9a';
  const second = product.color.secondary ? colorHex(product.color.secondary) : undefined;
  const accent = second && second !== base ? second : accentFor(base);
  const multi = product.color.primary === 'multi' || /rainbow/i.test(product.name);
  const gauge = 0.8 + (hashOf(`${product.sku}:gauge`) % 51) / 100;
  return { pattern, base, accent, bands: multi ? RAINBOW : [base, accent, base, tint(accent, 0.45)], gauge };
}

/**
 * The fabric as SVG paint: `<pattern id="{id}">` in user space, `scale` times the normal stitch size (a close-up
 * uses a large scale). Knit stitches are a second pattern, `{id}-knit`, laid over the colours.
 */
export function fabricDefs(fabric: Fabric, id: string, scale = 1): string {
  const s = (n: number) => +(n * scale * fabric.gauge).toFixed(2);
  const { base, accent } = fabric;
  let paint: string;
  switch (fabric.pattern) {
    case 'stripes': {
      const band = s(26);
      const rows = fabric.bands.map((colour, i) => `<rect y="${i * band}" width="${s(40)}" height="${band}" fill="${colour}"/>`);
      paint = `<pattern id="${id}" patternUnits="userSpaceOnUse" width="${s(40)}" height="${band * fabric.bands.length}">${rows.join('')}</pattern>`;
      break;
    }
    case 'dots':
      paint =
        `<pattern id="${id}" patternUnits="userSpaceOnUse" width="${s(44)}" height="${s(44)}"><rect width="${s(44)}" height="${s(44)}" fill="${base}"/>` +
        `<circle cx="${s(11)}" cy="${s(11)}" r="${s(7)}" fill="${accent}"/><circle cx="${s(33)}" cy="${s(33)}" r="${s(7)}" fill="${accent}"/></pattern>`;
      break;
    case 'argyle': {
      const w = s(60);
      const h = s(84);
      const diamond = (x: number, y: number, fill: string) =>
        `<path d="M${x} ${y - h / 2}L${x + w / 2} ${y}L${x} ${y + h / 2}L${x - w / 2} ${y}Z" fill="${fill}"/>`;
      paint =
        `<pattern id="${id}" patternUnits="userSpaceOnUse" width="${w}" height="${h}"><rect width="${w}" height="${h}" fill="${base}"/>` +
        diamond(w / 2, h / 2, mix(base, accent, 0.45)) +
        `<path d="M0 0L${w} ${h}M${w} 0L0 ${h}" stroke="${tint(accent, 0.3)}" stroke-width="${s(2.2)}"/></pattern>`;
      break;
    }
    default:
      // Plain knit: fine ribs of the same colour, so the surface still reads as fabric.
      paint =
        `<pattern id="${id}" patternUnits="userSpaceOnUse" width="${s(8)}" height="${s(8)}"><rect width="${s(8)}" height="${s(8)}" fill="${base}"/>` +
        `<rect width="${s(2)}" height="${s(8)}" fill="${shade(base, 0.08)}"/></pattern>`;
  }
  // Knit stitches: rows of small Vs, light on one arm and dark on the other, as yarn catches the light.
  const k = s(9);
  const knit =
    `<pattern id="${id}-knit" patternUnits="userSpaceOnUse" width="${k}" height="${k}">` +
    `<path d="M${k * 0.1} ${k * 0.1}L${k / 2} ${k * 0.9}" stroke="#ffffff" stroke-opacity="0.22" stroke-width="${k * 0.22}" stroke-linecap="round"/>` +
    `<path d="M${k * 0.9} ${k * 0.1}L${k / 2} ${k * 0.9}" stroke="#000000" stroke-opacity="0.16" stroke-width="${k * 0.22}" stroke-linecap="round"/></pattern>`;
  return paint + knit;
}

/** A fabric for a campaign picture, where no product names the colours. */
export function fabricFrom(pattern: Pattern, base: string, accent: string): Fabric {
  return { pattern, base, accent, bands: [base, accent, base, tint(accent, 0.45)], gauge: 1 };
}
