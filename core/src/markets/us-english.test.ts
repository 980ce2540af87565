import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toUsEnglish } from './us-english.js';

describe('US English', () => {
  it('says ZIP code, color, company information and the other American spellings', () => {
    expect(toUsEnglish('Postcode')).toBe('ZIP code');
    expect(toUsEnglish('Search for socks, colours, gifts…')).toBe('Search for socks, colors, gifts…');
    expect(toUsEnglish('Colourful socks in every colour')).toBe('Colorful socks in every color');
    expect(toUsEnglish('Multicolour')).toBe('Multicolor');
    expect(toUsEnglish('Imprint')).toBe('Company information');
    expect(toUsEnglish('Grey')).toBe('Gray');
    expect(toUsEnglish('The payment was cancelled.')).toBe('The payment was canceled.');
    expect(toUsEnglish('our favourite catalogue, personalised at the centre')).toBe('our favorite catalog, personalized at the center');
  });

  it('leaves text without British spellings alone, and is idempotent', () => {
    expect(toUsEnglish('Add to cart')).toBe('Add to cart');
    fc.assert(
      fc.property(fc.string(), fc.constantFrom('colour', 'Postcode', 'grey', 'Imprint', 'cancelled'), (text, word) => {
        const once = toUsEnglish(`${text} ${word}`);
        expect(toUsEnglish(once)).toBe(once);
        expect(once).not.toMatch(/colour|postcode|\bgrey\b|imprint|cancelled/i);
      }),
    );
  });
});
