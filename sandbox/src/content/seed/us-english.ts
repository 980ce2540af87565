import { toUsEnglish } from '@sockshop/core/markets';
import type { SeedStory } from '../content.types.js';
import type { Block } from '../content.wire.js';

// Fields that are addresses, ids or settings rather than text a shopper reads: never respelled.
const NOT_TEXT = new Set(['_uid', 'component', 'url', 'cached_url', 'href', 'linktype', 'id', 'uuid', 'slug', 'full_slug', 'src']);
const isAddress = (text: string) => /^(\/|https?:|mailto:|tel:|#)/.test(text);

/** A block with its shopper-facing texts in American English; addresses and ids as they were. */
export function respell<T>(value: T, key = ''): T {
  if (typeof value === 'string') return (NOT_TEXT.has(key) || isAddress(value) ? value : toUsEnglish(value)) as T;
  if (Array.isArray(value)) return value.map((item) => respell(item)) as T;
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, NOT_TEXT.has(k) ? v : respell(v, k)])) as T;
  return value;
}

/**
 * The US storefront's own versions of the `_default` stories whose English is British (footer
 * "Imprint", "colourful" pages), in American English, under `us/` where the storefront's overrides live.
 * Stories the US folder already has, and settings stories (`shared/facets` names query parameters), are left alone.
 */
export function usEnglishOverrides(stories: readonly SeedStory[], skip: readonly string[]): SeedStory[] {
  const own = new Set(stories.filter((story) => story.full_slug.startsWith('us/')).map((story) => story.full_slug));
  return stories.flatMap((story) => {
    if (!story.full_slug.startsWith('_default/') || story.unpublished) return [];
    const slug = `us/${story.full_slug.slice('_default/'.length)}`;
    if (own.has(slug) || skip.includes(story.full_slug)) return [];
    const content: Block = respell(story.content);
    if (JSON.stringify(content) === JSON.stringify(story.content)) return [];
    // English only: the US storefront speaks no other language, so the story needs no translations or releases.
    const override: SeedStory = { full_slug: slug, name: `${story.name} (US)`, content };
    if (story.position !== undefined) override.position = story.position;
    if (story.tag_list) override.tag_list = story.tag_list;
    return [override];
  });
}
