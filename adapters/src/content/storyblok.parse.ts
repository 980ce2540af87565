import { type Category, CategorySchema } from '@sockshop/core/catalog';
import { type ContentPage, ContentPageSchema } from '@sockshop/core/content';
import type { Logger, PageError } from '@sockshop/core/ports';
import { err, ok, type Result } from 'neverthrow';
import { z } from 'zod';
import { contractError } from './storyblok.errors.js';

// The edge: every answer is parsed with core's schemas before it travels inward.
const StoriesEnvelope = z.object({ stories: z.array(z.unknown()) });
const EntriesEnvelope = z.object({
  datasource_entries: z.array(z.object({ name: z.string(), value: z.string(), dimension_value: z.string().nullable().optional() })),
});

/** `cdn/spaces/me`: the space's `version` is the current cv. */
const SpaceEnvelope = z.object({ space: z.object({ version: z.number().int().positive() }) });

const describe = (error: z.ZodError) =>
  error.issues
    .slice(0, 3)
    .map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`)
    .join('; ');

/** Translated stories answer `full_slug` with the language code in front; the port speaks default slugs. */
function defaultSlug(raw: unknown): unknown {
  if (typeof raw !== 'object' || raw === null) return raw;
  const slug = (raw as { default_full_slug?: unknown }).default_full_slug;
  return typeof slug === 'string' && slug ? { ...raw, full_slug: slug } : raw;
}

/** The raw stories list of a `cdn/stories` answer. */
export function storiesOf(data: unknown): Result<unknown[], PageError> {
  const parsed = StoriesEnvelope.safeParse(data);
  return parsed.success ? ok(parsed.data.stories.map(defaultSlug)) : err(contractError('stories answer', describe(parsed.error)));
}

/** Stories as the shop's content pages: the fields are the same, so the translation is the parse. */
export function toPages(raw: unknown[]): Result<ContentPage[], PageError> {
  const parsed = z.array(ContentPageSchema).safeParse(raw);
  return parsed.success ? ok(parsed.data) : err(contractError('story', describe(parsed.error)));
}

/** Entry name → the dimension's value, or the default value where the dimension has none. */
export function parseEntries(data: unknown): Result<Record<string, string>, PageError> {
  const parsed = EntriesEnvelope.safeParse(data);
  if (!parsed.success) return err(contractError('datasource entries', describe(parsed.error)));
  return ok(Object.fromEntries(parsed.data.datasource_entries.map((e) => [e.name, e.dimension_value || e.value])));
}

/** The content version (cv) of a `cdn/spaces/me` answer. */
export function versionOf(data: unknown): Result<number, PageError> {
  const parsed = SpaceEnvelope.safeParse(data);
  return parsed.success ? ok(parsed.data.space.version) : err(contractError('space', describe(parsed.error)));
}

/** A category lacking full_slug, id, uuid, content name or id is skipped with a missing-keys log. */
export function parseCategories(raw: unknown[], logger: Logger): Category[] {
  return raw.flatMap((item) => {
    const parsed = CategorySchema.safeParse(item);
    if (parsed.success) return [parsed.data];
    logger.warn('Category skipped, missing keys', { keys: parsed.error.issues.map((i) => i.path.join('.')) });
    return [];
  });
}
