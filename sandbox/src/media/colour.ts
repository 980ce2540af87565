import { hashString } from '../catalogue/random.js';

/** Colour arithmetic for the generated pictures: tints, shades and a stable hash to pick variations by name. */

const channels = (hex: string): [number, number, number] => {
  const value = Number.parseInt(hex.replace('#', '').padEnd(6, '0').slice(0, 6), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
};

const toHex = (rgb: readonly number[]) =>
  `#${rgb
    .map((c) =>
      Math.round(Math.min(255, Math.max(0, c)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;

/** `amount` 0 keeps `from`, 1 gives `to`. */
export function mix(from: string, to: string, amount: number): string {
  const a = channels(from);
  const b = channels(to);
  return toHex(a.map((c, i) => c + ((b[i] ?? 0) - c) * amount));
}

export const tint = (hex: string, amount: number) => mix(hex, '#ffffff', amount);
export const shade = (hex: string, amount: number) => mix(hex, '#000000', amount);

/** Relative luminance, 0 (black) to 1 (white). */
export function luminance(hex: string): number {
  const [r, g, b] = channels(hex).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** A contrasting accent for a colour without a second one: a deep shade of light colours, a light tint of dark ones. */
export const accentFor = (hex: string) => (luminance(hex) > 0.35 ? shade(hex, 0.55) : tint(hex, 0.75));

/** The catalogue's FNV-1a: the same name always picks the same variation. */
export const hashOf = hashString;

export const pickBy = <T>(text: string, items: readonly T[]): T => items[hashOf(text) % items.length] as T;
