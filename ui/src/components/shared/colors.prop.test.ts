import { bannerTextColor } from '@sockshop/core/routing';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { backgroundClass, CONTENT_COLORS } from './colors.js';

const DARK_TEXT_BACKGROUNDS = ['bg-yellow', 'bg-orange'];

describe('content colours', () => {
  it('maps known names and their variants to classes, unknown ones to none', () => {
    expect(backgroundClass('Yellow')).toBe('bg-yellow');
    expect(backgroundClass('light-orange')).toBe('bg-orange');
    expect(backgroundClass('#ff00ff')).toBeUndefined();
    expect(backgroundClass(undefined)).toBeUndefined();
  });

  it('the banner text colour always suits the background class (black only on yellow and orange)', () => {
    const name = fc.oneof(
      fc.constantFrom(...CONTENT_COLORS),
      fc.string({ maxLength: 12 }),
      fc.tuple(fc.string({ maxLength: 5 }), fc.constantFrom(...CONTENT_COLORS)).map(([a, b]) => `${a}${b}`),
    );
    fc.assert(
      fc.property(name, (color) => {
        const dark = DARK_TEXT_BACKGROUNDS.includes(backgroundClass(color) ?? 'bg-default');
        expect(bannerTextColor(color) === 'black').toBe(dark);
      }),
    );
  });
});
