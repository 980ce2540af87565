import type { Block } from './content.wire.js';

/**
 * The space's languages: the default language is English, the others are Storyblok field-level
 * translations asked for with `language=de|nl|fr`.
 */
export const TRANSLATED_LANGUAGES = ['de', 'nl', 'fr'] as const;
export type TranslatedLanguage = (typeof TRANSLATED_LANGUAGES)[number];
/** What a story's `lang` says: `default` or a translated language. */
export type SpaceLanguage = 'default' | TranslatedLanguage;

/** A datasource's dimensions: the translated languages, and `en-us` for the US storefront's American English. */
export const DATASOURCE_DIMENSIONS = [...TRANSLATED_LANGUAGES, 'en-us'] as const;
export type DatasourceDimension = (typeof DATASOURCE_DIMENSIONS)[number];

export interface SeedStory {
  /** Without language prefix, e.g. `_default/home` or `us/home`. */
  full_slug: string;
  name: string;
  /** Published content in the default language (English). */
  content: Block;
  /** The whole content as translated into a language; a language left out falls back to `content`. */
  translations?: Partial<Record<TranslatedLanguage, Block>>;
  /** Saved but unpublished changes, served only with `version=draft`. */
  draft?: Block;
  /** Never published: served only with `version=draft`. */
  unpublished?: boolean;
  /** Content staged in a release, served with `from_release={id}`. */
  releases?: Record<string, Block>;
  position?: number;
  is_startpage?: boolean;
  tag_list?: string[];
}

export interface SeedDatasourceEntry {
  name: string;
  /** The default (English) value. */
  value: string;
  /** Values per dimension; a dimension left out answers `dimension_value: null`. */
  dimensions?: Partial<Record<DatasourceDimension, string>>;
}

export interface ContentSeed {
  stories: SeedStory[];
  /** Datasource entries by datasource slug, e.g. `translations`, `constants`. */
  datasources: Record<string, SeedDatasourceEntry[]>;
}

/** Seeds name assets `/f/content/<name>.svg`; the sandbox serves them and answers them as absolute URLs. */
export const ASSET_PREFIX = '/f/content/';
