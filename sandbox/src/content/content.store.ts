import type { ContentSeed, DatasourceDimension, SeedStory } from './content.types.js';
import type { Block } from './content.wire.js';
import { linkJson, pathId, type RenderOptions, type StoryJson, storyJson, storyUuid, visibleContent } from './story-json.js';

export interface StoriesFilter {
  by_slugs?: string | undefined;
  excluding_slugs?: string | undefined;
  starts_with?: string | undefined;
  content_type?: string | undefined;
  is_startpage?: boolean | undefined;
  sort_by?: string | undefined;
}

interface Entry {
  seed: SeedStory;
  index: number;
}

/** `by_slugs` and `excluding_slugs`: a comma list of full slugs where `*` matches anything. */
function slugMatcher(list: string): (slug: string) => boolean {
  const patterns = list
    .split(',')
    .map((p) => p.trim().replace(/^\/+|\/+$/g, ''))
    .filter(Boolean)
    .map((p) => new RegExp(`^${p.split('*').map(escapeRegExp).join('.*')}/?$`));
  return (slug) => patterns.some((re) => re.test(slug));
}
const escapeRegExp = (text: string) => text.replace(/[.+?^${}()|[\]\\]/g, '\\$&');

function sortValue(story: StoryJson, field: string): unknown {
  if (field.startsWith('content.')) return (story.content as Record<string, unknown>)[field.slice('content.'.length)];
  return (story as Record<string, unknown>)[field];
}

function compare(a: unknown, b: unknown): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a ?? '').localeCompare(String(b ?? ''));
}

/** `sort_by=field:asc|desc` (content fields as `content.x`); by default position, then slug. */
function sorter(sortBy: string | undefined): (a: StoryJson, b: StoryJson) => number {
  const [field, order] = (sortBy ?? '').split(':');
  if (!field) return (a, b) => a.position - b.position || compare(a.full_slug, b.full_slug);
  const sign = order === 'desc' ? -1 : 1;
  return (a, b) => sign * compare(sortValue(a, field), sortValue(b, field)) || compare(a.full_slug, b.full_slug);
}

/** Calls `visit` on every object inside a story's content. */
function walk(node: unknown, visit: (value: Record<string, unknown>) => void): void {
  if (Array.isArray(node)) for (const item of node) walk(item, visit);
  else if (node && typeof node === 'object') {
    visit(node as Record<string, unknown>);
    for (const value of Object.values(node)) walk(value, visit);
  }
}

/** The sandbox space: stories and datasources held in memory, answered per language, version and release. */
export function createContentStore(seed: ContentSeed) {
  const entries: Entry[] = seed.stories.map((story, index) => ({
    seed: { ...story, full_slug: story.full_slug.replace(/^\/+|\/+$/g, '') },
    index,
  }));
  const bySlug = new Map(entries.map((entry) => [entry.seed.full_slug, entry]));
  const byUuid = new Map(entries.map((entry) => [storyUuid(entry.seed.full_slug), entry]));

  const render = (entry: Entry, options: RenderOptions): StoryJson | undefined => {
    const content = visibleContent(entry.seed, options);
    return content && storyJson(entry.seed, content, entry.index, options.language);
  };

  return {
    list(filter: StoriesFilter, options: RenderOptions): StoryJson[] {
      const inSlugs = filter.by_slugs ? slugMatcher(filter.by_slugs) : () => true;
      const excluded = filter.excluding_slugs ? slugMatcher(filter.excluding_slugs) : () => false;
      const prefix = filter.starts_with?.replace(/^\/+/, '') ?? '';
      const found: StoryJson[] = [];
      for (const entry of entries) {
        const slug = entry.seed.full_slug;
        if (!slug.startsWith(prefix) || !inSlugs(slug) || excluded(slug)) continue;
        if (filter.is_startpage !== undefined && (entry.seed.is_startpage ?? false) !== filter.is_startpage) continue;
        const story = render(entry, options);
        if (!story || (filter.content_type && story.content.component !== filter.content_type)) continue;
        found.push(story);
      }
      return found.sort(sorter(filter.sort_by));
    },

    /** A publish of new content for a story (tests): it replaces the published content in every language. */
    publishContent(fullSlug: string, content: Block): boolean {
      const entry = bySlug.get(fullSlug.replace(/^\/+|\/+$/g, ''));
      if (!entry) return false;
      const { translations: _t, draft: _d, unpublished: _u, ...rest } = entry.seed;
      entry.seed = { ...rest, content };
      return true;
    },

    find(fullSlug: string, options: RenderOptions): StoryJson | undefined {
      const entry = bySlug.get(fullSlug.replace(/^\/+|\/+$/g, ''));
      return entry && render(entry, options);
    },

    /** `rels` for `resolve_relations=component.field,…` and `links` for `resolve_links=story|url|link`. */
    related(stories: StoryJson[], options: RenderOptions, resolveRelations?: string, resolveLinks?: string) {
      const relationFields = new Set((resolveRelations ?? '').split(',').filter(Boolean));
      const relUuids = new Set<string>();
      const linkUuids = new Set<string>();
      for (const story of stories) {
        walk(story.content, (node) => {
          if (typeof node.component === 'string') {
            for (const [field, value] of Object.entries(node)) {
              if (!relationFields.has(`${node.component}.${field}`)) continue;
              for (const uuid of [value].flat()) if (typeof uuid === 'string') relUuids.add(uuid);
            }
          }
          if (resolveLinks && node.linktype === 'story' && typeof node.id === 'string') linkUuids.add(node.id);
        });
      }
      const resolve = (uuids: Set<string>) =>
        [...uuids].flatMap((uuid) => {
          const entry = byUuid.get(uuid);
          const story = entry && render(entry, options);
          return story ? [story] : [];
        });
      const linked = resolve(linkUuids);
      return {
        rels: resolve(relUuids),
        links: resolveLinks === 'url' || resolveLinks === 'link' ? linked.map(linkJson) : linked,
      };
    },

    /** Entries of one datasource (or all); `dimension_value` holds the dimension's value or null. */
    datasourceEntries(datasource: string | undefined, dimension: DatasourceDimension | 'default') {
      const slugs = datasource ? [datasource] : Object.keys(seed.datasources);
      if (datasource && !Object.hasOwn(seed.datasources, datasource)) return undefined;
      return slugs.flatMap((slug) =>
        (seed.datasources[slug] ?? []).map((entry, index) => ({
          id: pathId(slug) + index,
          name: entry.name,
          value: entry.value,
          dimension_value: dimension === 'default' ? null : (entry.dimensions?.[dimension] ?? null),
        })),
      );
    },
  };
}
