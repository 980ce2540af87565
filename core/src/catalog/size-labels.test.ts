import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { STOREFRONT_CODES } from '../markets/codes.js';
import { sizeLabel, usShoeSizes, usSizeLabel } from './size-labels.js';
import { compareSizes, sortSizes } from './sizes.js';
import { SIZES, WORDED_SIZES } from './vocabulary.js';

// The EU sock sizes the sample catalogue sells (sandbox/src/catalogue/families.ts): each must read as US sizes.
const EU_SOCK_SIZES = ['34-35', '36-38', '36-40', '39-41', '41-46', '42-44', '45-47', '47-49', '48-50'];

const numRuns = Number(process.env.FC_NUM_RUNS ?? 200);
const noTranslations = (key: string) => key;
const otherStorefronts = STOREFRONT_CODES.filter((code) => code !== 'us');

describe('US sizes', () => {
  it('reads an EU sock size as US men’s and women’s shoe sizes', () => {
    expect(usSizeLabel('36-38')).toBe('M 4-6 / W 5.5-7.5');
    expect(usSizeLabel('42-44')).toBe('M 9-10.5 / W 10.5-12');
    expect(usShoeSizes('39-41')).toEqual({ mens: [7, 8.5], womens: [8.5, 10] });
  });

  it('gives every EU shoe size of the fixed size list a US label', () => {
    const numeric = SIZES.filter((size) => /^\d+-\d+$/.test(size));
    expect(numeric.length).toBeGreaterThan(0);
    for (const size of numeric) expect(usSizeLabel(size), size).toBeDefined();
  });

  it('leaves garment letters, kids’ ages and unknown values without a US label', () => {
    for (const size of ['XS', 'M', 'XXL', ...WORDED_SIZES, '35', '__proto__', 'constructor']) expect(usSizeLabel(size)).toBeUndefined();
  });

  it('shows US sizes on the us storefront only, and translated words elsewhere', () => {
    const t = (key: string) => (key === 'size.0-6m' ? '0–6 Monate' : key);
    expect(sizeLabel('36-38', 'us', t)).toBe('M 4-6 / W 5.5-7.5');
    expect(sizeLabel('36-38', 'uk', t)).toBe('36-38');
    expect(sizeLabel('0-6m', 'us', t)).toBe('0–6 Monate');
    expect(sizeLabel('L', 'us', t)).toBe('L');
  });

  it('property: every EU sock size has exactly one US label, and no two sizes share one', () => {
    const labels = EU_SOCK_SIZES.map((size) => usSizeLabel(size));
    expect(labels.every((label) => label !== undefined)).toBe(true);
    expect(new Set(labels).size).toBe(EU_SOCK_SIZES.length);
    fc.assert(
      fc.property(fc.constantFrom(...EU_SOCK_SIZES), (size) => {
        // One label, the same each time it is asked, on every US-sized page.
        expect(sizeLabel(size, 'us', noTranslations)).toBe(usSizeLabel(size));
      }),
      { numRuns },
    );
  });

  it('property: US sizes keep the EU order (a larger EU range never reads smaller), women’s 1.5 above men’s', () => {
    fc.assert(
      fc.property(fc.constantFrom(...EU_SOCK_SIZES), fc.constantFrom(...EU_SOCK_SIZES), (a, b) => {
        const [ua, ub] = [usShoeSizes(a)!, usShoeSizes(b)!];
        if (compareSizes(a, b) < 0) expect(ua.mens[0] < ub.mens[0] || (ua.mens[0] === ub.mens[0] && ua.mens[1] < ub.mens[1])).toBe(true);
        expect(ua.womens[0] - ua.mens[0]).toBe(1.5);
        expect(ua.womens[1] - ua.mens[1]).toBe(1.5);
        expect(ua.mens[0]).toBeLessThanOrEqual(ua.mens[1]);
      }),
      { numRuns },
    );
    expect(sortSizes(EU_SOCK_SIZES)).toEqual([...EU_SOCK_SIZES].sort(compareSizes));
  });

  it('property: other storefronts show any size as the size list does', () => {
    fc.assert(
      fc.property(fc.constantFrom(...otherStorefronts), fc.oneof(fc.constantFrom(...SIZES), fc.string({ maxLength: 8 })), (sf, size) => {
        expect(sizeLabel(size, sf, noTranslations)).not.toMatch(/^M \d/);
      }),
      { numRuns },
    );
  });
});
