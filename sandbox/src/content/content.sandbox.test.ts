import StoryblokClient from 'storyblok-js-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningService } from '../http/serve.js';
import { startContentSandbox } from './content.sandbox.js';

const TOKEN = 'sandbox-public';

interface StoryJson {
  slug: string;
  full_slug: string;
  name: string;
  lang: string;
  content: Record<string, unknown>;
}
interface EntryJson {
  name: string;
  dimension_value: string | null;
}
/** The answer shapes these tests read; each test reads the part its endpoint sends. */
interface Answer {
  story: StoryJson;
  stories: StoryJson[];
  rels: StoryJson[];
  links: (StoryJson & { url?: string })[];
  datasource_entries: EntryJson[];
}
const PREVIEW = 'sandbox-preview';

describe('content sandbox: Storyblok CDN API v2', () => {
  let service: RunningService;
  const get = async (path: string, token: string | null = TOKEN) => {
    const url = new URL(`${service.url}/v2/cdn/${path}`);
    if (token) url.searchParams.set('token', token);
    const res = await fetch(url);
    return { status: res.status, headers: res.headers, body: (await res.json()) as Answer };
  };

  beforeAll(async () => {
    service = await startContentSandbox({ accessToken: TOKEN, previewToken: PREVIEW, rateLimitPerSecond: 0, cv: 1_700_000_000 });
  });
  afterAll(() => service.close());

  it('answers 401 { error } without a token or with a wrong one', async () => {
    for (const token of [null, 'wrong']) {
      const res = await get('stories', token);
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ error: expect.any(String) });
    }
  });

  it('answers the space with the current cv as its version, token-checked, and a newer one after a publish', async () => {
    const space = await startContentSandbox({ accessToken: TOKEN, rateLimitPerSecond: 0, cv: 1_700_000_000 });
    try {
      const me = async (token = TOKEN) => {
        const res = await fetch(`${space.url}/v2/cdn/spaces/me?token=${token}`);
        return { status: res.status, body: (await res.json()) as { space: { id: number; version: number } } };
      };
      const cvOfStories = async () =>
        ((await (await fetch(`${space.url}/v2/cdn/stories?per_page=1&token=${TOKEN}`)).json()) as { cv: number }).cv;
      expect(await me()).toMatchObject({ status: 200, body: { space: { id: expect.any(Number), version: 1_700_000_000 } } });
      expect((await me('wrong')).status).toBe(401);
      const published = space.publish();
      expect(published).toBeGreaterThan(1_700_000_000);
      expect((await me()).body.space.version).toBe(published);
      expect(await cvOfStories()).toBe(published);
      expect(space.publish()).toBeGreaterThan(published);
    } finally {
      await space.close();
    }
  });

  it('answers an unknown story with 404 and a JSON array of strings', async () => {
    const res = await get('stories/_default/no-such-page');
    expect(res.status).toBe(404);
    expect(res.body).toEqual(['This record could not be found']);
  });

  it('answers a story by full slug with story, cv, rels and links', async () => {
    const res = await get('stories/_default/home');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      story: { full_slug: '_default/home', lang: 'default', content: { component: 'page' } },
      cv: 1_700_000_000,
      rels: [],
      links: [],
    });
  });

  it('sends CORS headers that expose total and per-page, and answers preflights', async () => {
    const res = await get('stories?per_page=2');
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('access-control-expose-headers')).toBe('total, per-page');
    const preflight = await fetch(`${service.url}/v2/cdn/stories`, { method: 'OPTIONS' });
    expect(preflight.status).toBe(204);
  });

  it('paginates stories with total and per-page headers, capping per_page at 100', async () => {
    const first = await get('stories?per_page=5&page=1');
    const total = Number(first.headers.get('total'));
    expect(total).toBeGreaterThan(40);
    expect(first.headers.get('per-page')).toBe('5');
    expect(first.body.stories).toHaveLength(5);
    const capped = await get('stories?per_page=1000');
    expect(capped.headers.get('per-page')).toBe('100');
    const beyond = await get(`stories?per_page=5&page=${Math.ceil(total / 5) + 1}`);
    expect(beyond.body.stories).toEqual([]);
  });

  it('by_slugs takes a comma list with * wildcards; starts_with lists a folder', async () => {
    const both = await get('stories?by_slugs=us/home,_default/home');
    expect(both.body.stories.map((s) => s.full_slug).sort()).toEqual(['_default/home', 'us/home']);
    const shared = await get('stories?by_slugs=_default/shared/*&per_page=100');
    expect(shared.body.stories.length).toBe(13);
    const faq = await get('stories?starts_with=_default/faq/');
    expect(faq.body.stories.map((s) => s.slug)).toEqual(expect.arrayContaining(['ordering', 'returns', 'cookie-policy']));
  });

  it('filters by content_type and sorts with sort_by', async () => {
    const categories = await get('stories?content_type=category&sort_by=name:desc&per_page=100');
    const names = categories.body.stories.map((s) => s.name);
    expect(names.length).toBeGreaterThan(5);
    expect(names).toEqual([...names].sort((a, b) => b.localeCompare(a)));
  });

  it('answers field-level translations for language=de|nl|fr and the default language otherwise', async () => {
    const titles: Record<string, string> = {};
    for (const language of ['default', 'de', 'nl', 'fr']) {
      const res = await get(`stories/_default/home?language=${language}`);
      titles[language] = String(res.body.story.content.title);
      expect(res.body.story.lang).toBe(language);
    }
    expect(new Set(Object.values(titles)).size).toBe(4);
    const german = await get('stories/_default/home?language=de');
    expect(german.body.story).toMatchObject({ full_slug: 'de/_default/home', default_full_slug: '_default/home' });
  });

  it('names assets absolutely on its own origin and serves them as SVG at the width asked for, without a token', async () => {
    const res = await get('stories/_default/home');
    const hero = (res.body.story.content.body as { component: string; image?: { filename: string } }[]).find((b) => b.component === 'hero');
    expect(hero?.image?.filename).toBe(`${service.url}/f/content/1600x800/home-hero.svg`);
    const asset = await fetch(`${hero?.image?.filename}?w=320&q=70`);
    expect(asset.headers.get('content-type')).toBe('image/svg+xml');
    // The asset's path names 1600x800: drawn at the width asked for, in its proportions, with no text on it.
    const svg = await asset.text();
    expect(svg).toMatch(/^<svg [^>]*width="320" height="160"/);
    expect(svg).not.toContain('<text');
    const webp = await fetch(`${hero?.image?.filename}?w=320&q=70`, { headers: { accept: 'image/webp' } });
    expect(webp.headers.get('content-type')).toBe('image/webp');
    expect(webp.headers.get('vary')).toBe('Accept');
    expect((await fetch(`${service.url}/f/content/..%2Fsecret.svg`)).status).toBe(404);
  });

  it('serves drafts only with the preview token', async () => {
    expect((await get('stories/_default/summer-sale')).status).toBe(404);
    expect((await get('stories/_default/summer-sale?version=draft')).status).toBe(401);
    expect((await get('stories/_default/summer-sale?version=draft', PREVIEW)).status).toBe(200);
  });

  it('serves a release with from_release', async () => {
    const res = await get('stories/_default/home?from_release=spring-2026');
    expect(res.body.story.content.title).toMatch(/Spring release/);
  });

  it('answers rels for resolve_relations', async () => {
    const res = await get('stories/_default/happy-news/behind-the-seams?resolve_relations=page.related');
    expect(res.body.rels.map((s) => s.slug).sort()).toEqual(['colour-of-the-year', 'sock-care-guide']);
  });

  it('answers links for resolve_links: whole stories for story, light links for url', async () => {
    const stories = await get('stories/_default/shared/checkout-banner?resolve_links=story');
    expect(stories.body.links.map((l) => l.full_slug)).toEqual(['_default/shipping']);
    expect(stories.body.links[0]?.content).toBeDefined();
    const urls = await get('stories/_default/shared/top-banner?resolve_links=url&language=de');
    expect(urls.body.links.map((l) => l.url).sort()).toEqual(['de/_default/faq/shipping-and-delivery', 'de/_default/shipping']);
  });

  it('answers datasource entries per dimension, paginated up to 1000', async () => {
    const fr = await get('datasource_entries?datasource=translations&dimension=fr&per_page=5000');
    expect(fr.headers.get('per-page')).toBe('1000');
    const entry = fr.body.datasource_entries.find((e) => e.name === 'addToCart');
    expect(entry).toEqual({ id: expect.any(Number), name: 'addToCart', value: 'Add to cart', dimension_value: 'Ajouter au panier' });
    expect(Number(fr.headers.get('total'))).toBe(fr.body.datasource_entries.length);
    const plain = await get('datasource_entries?datasource=constants&per_page=2&page=2');
    expect(plain.body.datasource_entries).toHaveLength(2);
    expect(plain.body.datasource_entries[0]?.dimension_value).toBeNull();
    expect((await get('datasource_entries?datasource=nope')).status).toBe(404);
  });

  it('answers 429 past the configured rate limit', async () => {
    const limited = await startContentSandbox({ accessToken: TOKEN, rateLimitPerSecond: 2 });
    try {
      const statuses = await Promise.all(
        [1, 2, 3, 4].map(() => fetch(`${limited.url}/v2/cdn/stories?token=${TOKEN}`).then((r) => r.status)),
      );
      expect(statuses.filter((s) => s === 429).length).toBe(2);
    } finally {
      await limited.close();
    }
  });

  it('is read by storyblok-js-client 7: get with perPage and total, getAll across pages', async () => {
    const client = new StoryblokClient({ accessToken: TOKEN, endpoint: `${service.url}/v2`, cache: { type: 'none' }, rateLimit: 1000 });
    const page = await client.get('cdn/stories', { starts_with: '_default/faq/', per_page: 2 });
    expect(page).toMatchObject({ perPage: 2, total: 5 });
    const all = await client.getAll('cdn/stories', { starts_with: '_default/faq/', per_page: 2 });
    expect(all).toHaveLength(5);
    const story = await client.getStory('_default/shared/footer', { language: 'nl' });
    expect(story.data.story.content.component).toBe('footer');
    await expect(client.getStory('_default/missing')).rejects.toMatchObject({ status: 404, message: 'This record could not be found' });
  });
});
