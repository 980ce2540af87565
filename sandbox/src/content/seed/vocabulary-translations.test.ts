import { TRANSLATED_VALUES, type TranslatedKind, translationKey } from '@sockshop/core/catalog';
import { describe, expect, it } from 'vitest';
import { translationEntries } from './translations.js';

describe('facet value translations', () => {
  const byKey = new Map(translationEntries.map((entry) => [entry.name, entry]));

  it('translates every colour, material, feature, worded size and badge into de, nl and fr', () => {
    for (const kind of Object.keys(TRANSLATED_VALUES) as TranslatedKind[]) {
      for (const value of TRANSLATED_VALUES[kind]) {
        const entry = byKey.get(translationKey(kind, value));
        expect(entry, translationKey(kind, value)).toBeDefined();
        // en-us only where American English spells it otherwise (Gray, Multicolor).
        expect(
          Object.keys(entry?.dimensions ?? {})
            .filter((dimension) => dimension !== 'en-us')
            .sort(),
        ).toEqual(['de', 'fr', 'nl']);
      }
    }
  });

  it('holds each key once', () => {
    expect(byKey.size).toBe(translationEntries.length);
  });

  it('reads "Dark green" as Dunkelgrün, Donkergroen, Vert foncé', () => {
    expect(byKey.get('color.dark-green')).toEqual({
      name: 'color.dark-green',
      value: 'Dark green',
      dimensions: { de: 'Dunkelgrün', nl: 'Donkergroen', fr: 'Vert foncé' },
    });
  });
});
