import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { DEFAULT_TRANSLATIONS, DEFAULT_US_TRANSLATIONS } from '@sockshop/core/content';
import { LANGUAGES, STOREFRONT_CODES } from '@sockshop/core/markets';
import type { ContentScope } from '@sockshop/core/ports';
import { createContentSandbox, createContentSandboxHandler } from '@sockshop/sandbox/content/content.sandbox';
import { translationKeys } from '@sockshop/sandbox/content/seed/translations';
import { listen, type RunningService } from '@sockshop/sandbox/http/serve';
import { type LogLine, recordingLogger } from '@sockshop/test-fixtures/contracts/content.contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStoryblokContent } from './content.storyblok.js';

const PREVIEW = `preview-${randomUUID()}`;

describe('createStoryblokContent against the sandbox content', () => {
  const token = `public-${randomUUID()}`;
  const requests: string[] = [];
  const logged: LogLine[] = [];
  let service: RunningService;
  const adapter = (options: { cache?: boolean; accessToken?: string; previewToken?: string } = {}) =>
    createStoryblokContent({
      endpoint: `${service.url}/v2`,
      accessToken: token,
      logger: recordingLogger(logged),
      rateLimit: 1000,
      cache: false,
      ...options,
    });

  beforeAll(async () => {
    const sandbox = createContentSandboxHandler({ accessToken: token, previewToken: PREVIEW, rateLimitPerSecond: 0 });
    service = await listen(
      (req: IncomingMessage, res: ServerResponse) => {
        requests.push(req.url ?? '');
        sandbox(req, res);
      },
      { port: 0 },
    );
  });
  afterAll(() => service.close());

  it('bundles a default for every translation the sandbox serves', () => {
    expect(Object.keys(DEFAULT_TRANSLATIONS).sort()).toEqual([...translationKeys].sort());
  });

  it('serves home, shared content, translations and categories for every storefront and language without falling back', async () => {
    const content = adapter();
    for (const storefront of STOREFRONT_CODES) {
      for (const language of LANGUAGES) {
        const scope: ContentScope = { storefront, language, locale: 'default' };
        const [home, shared, translations, categories] = await Promise.all([
          content.findPage('home', scope),
          content.loadSharedContent(scope),
          content.loadTranslations(scope),
          content.listCategories(scope),
        ]);
        expect(home._unsafeUnwrap().full_slug).toBe(storefront === 'us' ? 'us/home' : '_default/home');
        expect(shared._unsafeUnwrap()).toHaveLength(13);
        expect(translations._unsafeUnwrap().cantFindIt).toBeTruthy();
        expect(categories._unsafeUnwrap().length).toBeGreaterThan(5);
      }
    }
    expect(logged.filter((l) => l.level === 'error')).toEqual([]);
  });

  it('the US storefront reads the en-us dimension and its own footer: ZIP code, Color, Company information', async () => {
    const us: ContentScope = { storefront: 'us', language: 'en', locale: 'default' };
    const uk: ContentScope = { storefront: 'uk', language: 'en', locale: 'en-GB' };
    const [usTexts, ukTexts] = await Promise.all([adapter().loadTranslations(us), adapter().loadTranslations(uk)]);
    expect(usTexts._unsafeUnwrap()).toMatchObject({ postCode: 'ZIP code', color: 'Color', addToCart: 'Add to cart' });
    expect(ukTexts._unsafeUnwrap()).toMatchObject({ postCode: 'Postcode', color: 'Colour' });
    const footer = (await adapter().loadSharedContent(us))._unsafeUnwrap().find((page) => page.full_slug === 'us/shared/footer');
    expect(JSON.stringify(footer?.content)).toContain('Company information');
    expect(DEFAULT_US_TRANSLATIONS).toMatchObject({ postCode: 'ZIP code', searchPlaceholder: 'Search for socks, colors, gifts…' });
  });

  it('answers translated stories under their default full slug', async () => {
    const story = (await adapter().findPage('faq/returns', { storefront: 'fr', language: 'fr', locale: 'fr-FR' }))._unsafeUnwrap();
    expect(story).toMatchObject({ full_slug: '_default/faq/returns', lang: 'fr', content: { title: 'Retours' } });
  });

  it('reads drafts with the preview token and releases with the release key', async () => {
    const draftScope: ContentScope = { storefront: 'de', language: 'en', locale: 'de-DE', version: 'draft' };
    expect((await adapter({ accessToken: PREVIEW }).findPage('summer-sale', draftScope)).isOk()).toBe(true);
    expect((await adapter().findPage('summer-sale', draftScope))._unsafeUnwrapErr().code).toBe('UPSTREAM_UNAVAILABLE');
    expect((await adapter().findPage('summer-sale', { ...draftScope, version: 'published' }))._unsafeUnwrapErr().code).toBe('NOT_FOUND');
    const released = (await adapter().findPage('home', { ...draftScope, version: 'published', release: 'spring-2026' }))._unsafeUnwrap();
    expect(released.content.title).toMatch(/Spring release/);
  });

  it('a draft scope is read with the preview token, never from the memory cache; published ones with the public token', async () => {
    const content = adapter({ cache: true, previewToken: PREVIEW });
    const draftScope: ContentScope = { storefront: 'de', language: 'en', locale: 'de-DE', version: 'draft' };
    const before = requests.length;
    expect((await content.findPage('summer-sale', draftScope))._unsafeUnwrap().name).toBe('Summer sale (draft)');
    expect((await content.findPage('summer-sale', draftScope)).isOk()).toBe(true);
    const drafts = requests.slice(before);
    expect(drafts).toHaveLength(2);
    for (const url of drafts) expect(new URL(url, service.url).searchParams.get('token')).toBe(PREVIEW);
    const published = await content.findPage('summer-sale', { ...draftScope, version: 'published' });
    expect(published._unsafeUnwrapErr().code).toBe('NOT_FOUND');
    expect(new URL(requests.at(-1)!, service.url).searchParams.get('token')).toBe(token);
  });

  it('answers a repeated published fetch from its memory cache', async () => {
    const content = adapter({ cache: true });
    const scope: ContentScope = { storefront: 'nl', language: 'nl', locale: 'default' };
    await content.findPage('shipping', scope);
    const before = requests.length;
    const again = await content.findPage('shipping', scope);
    expect(again._unsafeUnwrap().slug).toBe('shipping');
    expect(requests.length).toBe(before);
  });
});

describe('createStoryblokContent: the content version', () => {
  // Its own token: storyblok-js-client keeps cv per token at module level.
  const token = `version-${randomUUID()}`;
  const requests: string[] = [];
  const sandbox = createContentSandbox({ accessToken: token, rateLimitPerSecond: 0 });
  let service: RunningService;
  beforeAll(async () => {
    service = await listen(
      (req: IncomingMessage, res: ServerResponse) => {
        requests.push(req.url ?? '');
        sandbox.listener(req, res);
      },
      { port: 0 },
    );
  });
  afterAll(() => service.close());
  const scope: ContentScope = { storefront: 'de', language: 'de', locale: 'default' };
  const storyRequests = () => requests.filter((url) => url.startsWith('/v2/cdn/stories'));

  it('asks the service each time, and after a publish reads stories at the new version instead of its memory cache', async () => {
    const content = createStoryblokContent({
      endpoint: `${service.url}/v2`,
      accessToken: token,
      logger: recordingLogger([]),
      rateLimit: 1000,
    });
    // Twice: the client keys its cache by cv, which it learns from the first answer.
    await content.findPage('home', scope);
    await content.findPage('home', scope);
    const first = (await content.contentVersion())._unsafeUnwrap();
    expect((await content.contentVersion())._unsafeUnwrap()).toBe(first);
    expect(requests.filter((url) => url.startsWith('/v2/cdn/spaces/me'))).toHaveLength(2);
    // Nothing published: the page still comes from the memory cache.
    const cached = storyRequests().length;
    await content.findPage('home', scope);
    expect(storyRequests()).toHaveLength(cached);

    // The sandbox CDN keeps answers per cv (as Storyblok's does): only the new cv reaches the newly published content.
    const home = (await content.findPage('home', scope))._unsafeUnwrap();
    const published = sandbox.publish({ '_default/home': { ...home.content, title: 'Published after the first read' } });
    expect((await content.contentVersion())._unsafeUnwrap()).toBe(published);
    const fresh = (await content.findPage('home', scope))._unsafeUnwrap();
    expect(fresh.full_slug).toBe('_default/home');
    expect(fresh.content.title).toBe('Published after the first read');
    expect(storyRequests()).toHaveLength(cached + 1);
    expect(new URL(storyRequests().at(-1)!, service.url).searchParams.get('cv')).toBe(String(published));
  });
});
