import { createHash } from 'node:crypto';
import type { SeedStory, SpaceLanguage } from './content.types.js';
import type { Block } from './content.wire.js';

/** A deterministic uuid per slug, so seeds can link to stories (`linktype: 'story'`, `id: uuid`) before they exist. */
export function storyUuid(fullSlug: string): string {
  const hex = createHash('sha1').update(`story:${fullSlug}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** Folder and story ids: small positive integers derived from the path, stable across restarts. */
export function pathId(path: string): number {
  return Number.parseInt(createHash('sha1').update(`id:${path}`).digest('hex').slice(0, 8), 16) % 1_000_000_000;
}

/** Maps the `language` parameter to a space language; content locales are accepted as aliases (decision recorded in docs). */
export function toSpaceLanguage(language: string | null | undefined): SpaceLanguage {
  const code = (language ?? '').toLowerCase().split('-')[0];
  return code === 'de' || code === 'nl' || code === 'fr' ? code : 'default';
}

export interface RenderOptions {
  language: SpaceLanguage;
  draft: boolean;
  release?: string | undefined;
}

const EPOCH = Date.UTC(2026, 0, 1);
const stamp = (offsetMinutes: number) => new Date(EPOCH + offsetMinutes * 60_000).toISOString();

/** The content a request sees, or undefined when the story is not visible in that version. */
export function visibleContent(story: SeedStory, options: RenderOptions): Block | undefined {
  if (story.unpublished && !options.draft) return undefined;
  const released = options.release ? story.releases?.[options.release] : undefined;
  if (released) return released;
  if (options.draft && story.draft) return story.draft;
  if (options.language !== 'default') return story.translations?.[options.language] ?? story.content;
  return story.content;
}

/** A story object as the CDN API v2 answers it (docs/protocols.md "Content"). */
export function storyJson(story: SeedStory, content: Block, index: number, language: SpaceLanguage) {
  const segments = story.full_slug.split('/');
  const slug = segments.at(-1) ?? story.full_slug;
  const parent = segments.slice(0, -1).join('/');
  const published = story.unpublished ? null : stamp(index);
  return {
    name: story.name,
    created_at: stamp(index),
    published_at: published,
    updated_at: stamp(index + 1),
    id: pathId(story.full_slug),
    uuid: storyUuid(story.full_slug),
    content,
    slug,
    // Field-level translation: the translated story's full_slug carries the language code.
    full_slug: language === 'default' ? story.full_slug : `${language}/${story.full_slug}`,
    sort_by_date: null,
    position: story.position ?? index,
    tag_list: story.tag_list ?? [],
    is_startpage: story.is_startpage ?? false,
    parent_id: parent ? pathId(parent) : null,
    meta_data: null,
    group_id: storyUuid(`group:${story.full_slug}`),
    first_published_at: published,
    release_id: null,
    lang: language,
    path: null,
    alternates: [],
    default_full_slug: language === 'default' ? null : story.full_slug,
    translated_slugs: null,
  };
}
export type StoryJson = ReturnType<typeof storyJson>;

/** The light link object `resolve_links=url` answers with. */
export function linkJson(story: StoryJson) {
  const fullSlug = story.default_full_slug ?? story.full_slug;
  return {
    id: story.id,
    uuid: story.uuid,
    slug: story.slug,
    full_slug: story.full_slug,
    url: story.full_slug,
    name: story.name,
    is_folder: false,
    parent_id: story.parent_id,
    published: story.published_at !== null,
    position: story.position,
    real_path: `/${fullSlug}`,
    lang: story.lang,
  };
}
