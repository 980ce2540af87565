import { humaniseValue, TRANSLATED_VALUES, type TranslatedKind, translationKey } from '../catalog/vocabulary.js';

/** Where the humanised value reads wrong in English; badges keep their hand-written texts in default-translations.ts. */
const ENGLISH: Readonly<Record<string, string>> = {
  'color.multi': 'Multicolour',
  'material.bamboo': 'Bamboo viscose',
  'feature.anti-slip': 'Non-slip sole',
  'feature.gift-box': 'In a gift box',
};

const GENERATED_KINDS: readonly Exclude<TranslatedKind, 'badge'>[] = ['color', 'material', 'feature', 'size'];

/** Bundled English for colour, material, feature and size values (`color.dark-green`: 'Dark green'), from core's lists. */
export const VOCABULARY_TRANSLATIONS: Readonly<Record<string, string>> = Object.fromEntries(
  GENERATED_KINDS.flatMap((kind) =>
    TRANSLATED_VALUES[kind].map((value) => {
      const key = translationKey(kind, value);
      return [key, ENGLISH[key] ?? humaniseValue(value)];
    }),
  ),
);
