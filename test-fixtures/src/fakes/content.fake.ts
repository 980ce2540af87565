import { DEFAULT_CATEGORIES, DEFAULT_SHARED_CONTENT } from '@sockshop/adapters/content/defaults/shared';
import { type Category, CategorySchema } from '@sockshop/core/catalog';
import {
  type Block,
  type ContentPage,
  DEFAULT_TRANSLATIONS,
  parseSharedSetting,
  type SharedSettingName,
  type SharedSettings,
  sharedSettingSlug,
} from '@sockshop/core/content';
import { type DomainError, domainError, MESSAGES } from '@sockshop/core/errors';
import type { ContentPort, ContentScope, Logger, PageError } from '@sockshop/core/ports';
import { silentLogger } from '@sockshop/core/ports';
import { errAsync, okAsync, type ResultAsync } from 'neverthrow';

type Translated = 'de' | 'nl' | 'fr';

/** A story as seeded: default-language content plus whole-content translations (the sandbox seed's shape). */
export interface ContentFixtureStory {
  full_slug: string;
  name: string;
  content: Block;
  translations?: Partial<Record<Translated, Block>>;
}
export interface ContentFixtureEntry {
  name: string;
  value: string;
  dimensions?: Partial<Record<Translated, string>>;
}
export interface ContentFixture {
  stories: ContentFixtureStory[];
  datasources: { translations?: ContentFixtureEntry[] } & Record<string, ContentFixtureEntry[]>;
}

/** How the service behind the port misbehaves; a transient 'rate-limited' (10 or fewer) is absorbed by retries. */
export type ContentFault = 'rate-limited' | 'unavailable' | 'timeout' | 'malformed';

const FAULT_ERRORS: Record<ContentFault, PageError> = {
  'rate-limited': domainError('RATE_LIMITED', 'Content service rate limit exceeded after retries'),
  unavailable: domainError('UPSTREAM_UNAVAILABLE', 'Content service answered 503: Service Unavailable'),
  timeout: domainError('UPSTREAM_UNAVAILABLE', 'Content service unreachable: Request timeout'),
  malformed: domainError('UPSTREAM_CONTRACT', 'Malformed story from the content service: id: expected number'),
};
const MAX_RETRIES = 10;
const DEFAULT_PREFIX = '_default';
const withoutPrefix = (fullSlug: string) => fullSlug.slice(fullSlug.indexOf('/') + 1);
const clean = (slug: string) => slug.trim().replace(/^\/+|\/+$/g, '');

/** In-memory ContentPort with the Storyblok adapter's observable behaviour: fallbacks, defaults, logged messages. */
export class FakeContent implements ContentPort {
  private fixture: ContentFixture = { stories: [], datasources: {} };
  private fault: { kind: ContentFault; remaining: number } | undefined;
  /** The content version (Storyblok's `cv`, a Unix timestamp); moved on by `publish()`. */
  private version = 1_700_000_000;

  constructor(
    fixture?: ContentFixture,
    private readonly logger: Logger = silentLogger,
  ) {
    if (fixture) this.seed(fixture);
  }

  seed(fixture: ContentFixture): this {
    this.fixture = {
      stories: [...this.fixture.stories, ...fixture.stories],
      datasources: { ...this.fixture.datasources, ...fixture.datasources },
    };
    return this;
  }

  /** The next `times` calls meet the fault (default: until `heal()`). */
  fail(kind: ContentFault, times = Number.POSITIVE_INFINITY): this {
    this.fault = { kind, remaining: kind === 'rate-limited' && times <= MAX_RETRIES ? 0 : times };
    return this;
  }

  heal(): this {
    this.fault = undefined;
    return this;
  }

  /** As a publish in the content system: the content version moves to a newer one. */
  publish(): number {
    this.version += 1;
    return this.version;
  }

  findPage(slug: string, scope: ContentScope): ResultAsync<ContentPage, PageError> {
    const path = clean(slug);
    return this.call(() => {
      const own = this.page(`${scope.storefront}/${path}`, scope) ?? this.page(`${DEFAULT_PREFIX}/${path}`, scope);
      return path && !/[*,]/.test(path) && own ? okAsync(own) : errAsync(domainError('NOT_FOUND', MESSAGES.storyNotFound));
    });
  }

  listPages(folder: string, scope: ContentScope): ResultAsync<ContentPage[], PageError> {
    return this.call(() => okAsync(this.folder(folder, scope)));
  }

  loadTranslations(scope: ContentScope): ResultAsync<Record<string, string>, never> {
    return this.entries('translations', MESSAGES.translationsUnavailable, DEFAULT_TRANSLATIONS, scope);
  }

  loadSharedContent(scope: ContentScope): ResultAsync<ContentPage[], never> {
    const failed = this.consume();
    const shared = failed ? [] : this.folder('shared', scope);
    if (shared.length > 0) return okAsync(shared);
    this.logger.error(MESSAGES.noSharedContent, { reason: failed?.message ?? 'empty folder' });
    return okAsync([...DEFAULT_SHARED_CONTENT]);
  }

  findNavigation = this.setting('navigation');
  findFooter = this.setting('footer');
  findTopBanner = this.setting('topBanner');
  findFreeShipping = this.setting('freeShipping');
  findNewsletter = this.setting('newsletter');
  findSizeGuides = this.setting('sizeGuides');
  findCheckoutBanner = this.setting('checkoutBanner');
  findSpeechBubble = this.setting('speechBubble');
  findErrorPage = this.setting('errorPage');

  listCategories(scope: ContentScope): ResultAsync<Category[], never> {
    const failed = this.consume();
    const categories = failed
      ? []
      : this.fixture.stories
          .filter((s) => s.full_slug.startsWith(`${DEFAULT_PREFIX}/categories/`))
          .flatMap((s) => {
            const parsed = CategorySchema.safeParse(this.render(s, scope));
            if (!parsed.success) this.logger.warn('Category skipped, missing keys', { slug: s.full_slug });
            return parsed.success ? [parsed.data] : [];
          });
    if (categories.length > 0) return okAsync(categories);
    this.logger.error(MESSAGES.noCategories, { reason: failed?.message ?? 'no valid category' });
    return okAsync([...DEFAULT_CATEGORIES]);
  }

  contentVersion(): ResultAsync<number, PageError> {
    return this.call(() => okAsync(this.version));
  }

  /** A shared setting as the adapter reads it: its story found as any page, then parsed by core's schema. */
  private setting<K extends SharedSettingName>(name: K) {
    return (scope: ContentScope): ResultAsync<SharedSettings[K], PageError> =>
      this.findPage(sharedSettingSlug(name), scope).andThen((page) => parseSharedSetting(name, page.content, this.logger));
  }

  private consume(): DomainError | undefined {
    if (!this.fault || this.fault.remaining <= 0) return undefined;
    this.fault.remaining -= 1;
    return FAULT_ERRORS[this.fault.kind];
  }

  private call<T>(run: () => ResultAsync<T, PageError>): ResultAsync<T, PageError> {
    const failed = this.consume();
    return failed ? errAsync(failed as PageError) : run();
  }

  private entries(name: string, message: string, defaults: Readonly<Record<string, string>>, scope: ContentScope) {
    const failed = this.consume();
    const entries = failed ? [] : (this.fixture.datasources[name] ?? []);
    if (entries.length === 0) this.logger.error(message, { reason: failed?.message ?? 'empty datasource', datasource: name });
    const lang = scope.language === 'en' ? undefined : scope.language;
    const values = Object.fromEntries(entries.map((e) => [e.name, (lang && e.dimensions?.[lang]) || e.value]));
    return okAsync({ ...defaults, ...values });
  }

  private folder(folder: string, scope: ContentScope): ContentPage[] {
    const path = clean(folder);
    if (!path) return [];
    const bySlug = new Map<string, ContentPage>();
    for (const prefix of [DEFAULT_PREFIX, scope.storefront]) {
      for (const s of this.fixture.stories) {
        if (s.full_slug.startsWith(`${prefix}/${path}/`)) bySlug.set(withoutPrefix(s.full_slug), this.render(s, scope));
      }
    }
    return [...bySlug.values()];
  }

  private page(fullSlug: string, scope: ContentScope): ContentPage | undefined {
    const found = this.fixture.stories.find((s) => s.full_slug === fullSlug);
    return found && this.render(found, scope);
  }

  /** A seeded story as the port's content page, in the scope's language. */
  private render(story: ContentFixtureStory, scope: ContentScope): ContentPage {
    const lang = scope.language === 'en' ? undefined : scope.language;
    const index = this.fixture.stories.indexOf(story);
    return {
      id: index + 1,
      uuid: `00000000-0000-4000-c000-${String(index + 1).padStart(12, '0')}`,
      name: story.name,
      slug: story.full_slug.split('/').at(-1) ?? story.full_slug,
      full_slug: story.full_slug,
      content: (lang && story.translations?.[lang]) || story.content,
      lang: lang ?? 'default',
    };
  }
}
