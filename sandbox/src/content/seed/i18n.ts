import type { Language } from '@sockshop/core/markets';
import type { SeedStory } from '../content.types.js';
import type { Block } from '../content.wire.js';

/** One text in the four sandbox languages. */
export type Texts = Record<Language, string>;
export const tx = (en: string, de: string, nl: string, fr: string): Texts => ({ en, de, nl, fr });

/** A story whose content is built once per language: English is the default, de/nl/fr the field-level translations. */
export function localized(fullSlug: string, name: string, build: (lang: Language) => Block, extra: Partial<SeedStory> = {}): SeedStory {
  return {
    full_slug: fullSlug,
    name,
    content: build('en'),
    translations: { de: build('de'), nl: build('nl'), fr: build('fr') },
    ...extra,
  };
}

/** Readable, stable `_uid`s: `uid('home', 'hero')` → `home-hero`. */
export const uid = (...parts: (string | number)[]) =>
  parts
    .join('-')
    .replace(/[^a-z0-9-]+/gi, '-')
    .toLowerCase();

export type { Language };
