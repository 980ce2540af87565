import { describe, expect, it } from 'vitest';
import { humaniseValue, SIZES, TRANSLATED_VALUES, vocabularyKey, vocabularyLabel, WORDED_SIZES } from './vocabulary.js';

const german: Record<string, string> = {
  'color.dark-green': 'Dunkelgrün',
  'badge.low-stock': 'Nur noch wenige',
  'size.0-6m': '0–6 Monate',
};
const translate = (key: string) => german[key] ?? key;

describe('facet value and badge labels', () => {
  it('names a translation key per kind of value, whatever the facet attribute is called', () => {
    expect(vocabularyKey('color', 'dark-green')).toBe('color.dark-green');
    expect(vocabularyKey('colour', 'dark-green')).toBe('color.dark-green');
    expect(vocabularyKey('badges', 'low-stock')).toBe('badge.low-stock');
    expect(vocabularyKey('material', 'merino-wool')).toBe('material.merino-wool');
    expect(vocabularyKey('sizes', 'one-size')).toBe('size.one-size');
    expect(vocabularyKey('price', '0-1000')).toBeUndefined();
  });

  it('reads the translation when there is one', () => {
    expect(vocabularyLabel('color', 'dark-green', translate)).toBe('Dunkelgrün');
    expect(vocabularyLabel('badges', 'low-stock', translate)).toBe('Nur noch wenige');
    expect(vocabularyLabel('size', '0-6m', translate)).toBe('0–6 Monate');
  });

  it('falls back to the value humanised when the translations lack it', () => {
    expect(vocabularyLabel('material', 'merino-wool', translate)).toBe('Merino wool');
    expect(vocabularyLabel('size', '2-3y', translate)).toBe('2–3 years');
    expect(vocabularyLabel('size', '36-38', translate)).toBe('36-38');
    expect(vocabularyLabel('size', 'XL', translate)).toBe('XL');
    expect(vocabularyLabel('price', '0-1000', translate)).toBe('0-1000');
  });

  it('humanises words only', () => {
    expect(humaniseValue('recycled-polyester')).toBe('Recycled polyester');
    expect(humaniseValue('12-24m')).toBe('12–24 months');
    expect(humaniseValue('one-size')).toBe('One size');
    expect(humaniseValue('XXL')).toBe('XXL');
  });

  it('lists every size that is a word, and every colour, material, feature and badge', () => {
    expect([...WORDED_SIZES]).toEqual(SIZES.filter((size) => /[a-z]/.test(size)));
    expect(Object.keys(TRANSLATED_VALUES).sort()).toEqual(['badge', 'color', 'feature', 'material', 'size']);
  });
});
