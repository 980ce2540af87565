import type { ContentBlock } from '@sockshop/core/content';
import { resolveMarket } from '@sockshop/core/markets';
import { silentLogger } from '@sockshop/core/ports';
import { aProduct } from '@sockshop/test-fixtures/builders/product.builder';
import { FakeCatalog } from '@sockshop/test-fixtures/fakes/catalog.fake';
import { type ContentFixtureStory, FakeContent } from '@sockshop/test-fixtures/fakes/content.fake';
import { isRouteErrorResponse } from 'react-router';
import { describe, expect, it } from 'vitest';
import { storefrontLoaderContext } from '../lib/loader-context-fixtures';
import { loader } from './slugs';

// The catch-all asks the catalogue's category list and the content what a slug is. Categories come from the
// fake's bundled defaults (adults/socks, kids/socks, the collections), as when the content service has none.

const text = (value: string) => ({ type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: value }] }] });
const story = (fullSlug: string, title: string, position = 0): ContentFixtureStory & { position: number } => ({
  full_slug: fullSlug,
  name: title,
  position,
  content: {
    _uid: fullSlug,
    component: 'page',
    title,
    body: [{ _uid: `${fullSlug}-text`, component: 'rich_text', body: text(`${title} text`) }],
  },
});
const navigation: ContentFixtureStory = {
  full_slug: '_default/shared/navigation',
  name: 'Navigation',
  content: {
    _uid: 'nav',
    component: 'navigation',
    items: [
      {
        _uid: 'adults',
        text: 'Adults',
        url: '/_default/adults/socks',
        sections: [
          {
            name: 'Categories',
            links: [
              { text: 'Socks', url: '/_default/adults/socks', disabled: false, isHighlighted: true },
              { text: 'Underwear', url: '/_default/adults/underwear', disabled: true, isHighlighted: false },
            ],
          },
        ],
      },
      { _uid: 'about', text: 'About us', url: '/_default/about-us', sections: [] },
    ],
  },
};

function shopWith(stories: ContentFixtureStory[]) {
  const catalog = new FakeCatalog([aProduct({ sku: 'SOCK-001', categories: ['adults/socks'] })]);
  return {
    services: {
      catalog,
      content: new FakeContent({ stories, datasources: {} }),
      logger: silentLogger,
      publicConfig: { env: 'production', origin: 'http://127.0.0.1', commerceUrl: '', paymentProviderUrl: '', imageBaseUrl: '' },
    },
    market: resolveMarket({ storefront: 'de' }, 'production'),
  };
}

const STORIES = [
  story('_default/login', 'Anmelden'),
  story('_default/terms', 'AGB'),
  story('_default/privacy', 'Datenschutz'),
  story('_default/imprint', 'Impressum'),
  story('_default/faq', 'FAQ'),
  story('_default/faq/ordering', 'Bestellen', 0),
  story('_default/faq/returns', 'Rückgabe', 1),
  navigation,
];

function load(path: string, stories = STORIES) {
  const request = new Request(`http://127.0.0.1${path}`);
  const params = { storefront: 'de', '*': path.split('/').slice(2).join('/') };
  const args = { request, params, context: storefrontLoaderContext(shopWith(stories), request, params) };
  return loader(args as unknown as Parameters<typeof loader>[0]);
}

async function statusOf(path: string, stories = STORIES): Promise<number | null> {
  try {
    await load(path, stories);
    return null;
  } catch (error) {
    return isRouteErrorResponse(error) ? error.status : ((error as { init?: { status?: number } }).init?.status ?? -1);
  }
}

const htmlOf = (blocks: readonly ContentBlock[]) =>
  blocks
    .flatMap((block) => (block.component === 'rich_text' ? (block.body.content ?? []) : []))
    .map((part) => part.text ?? '')
    .join('\n');

describe('the catch-all types each slug by the catalogue and the content', () => {
  it('renders login and the legal pages as content pages with no listing, and says so to analytics', async () => {
    for (const [slug, title] of [
      ['login', 'Anmelden'],
      ['terms', 'AGB'],
      ['privacy', 'Datenschutz'],
      ['imprint', 'Impressum'],
    ] as const) {
      const page = await load(`/de/${slug}`);
      expect(page.kind, slug).toBe('content');
      expect(page.listing, slug).toBeNull();
      expect(page.title, slug).toBe(title);
      expect(page.pageView.pageType, slug).toBe('unknown');
    }
    expect((await load('/de/login')).pageView.routeName).toBe('storefront-login');
    expect((await load('/de/terms')).pageView.routeName).toBe('storefront-slugs');
  });

  it('keeps a category the catalogue knows a category, even without landing content', async () => {
    const page = await load('/de/adults/socks');
    expect(page.kind).toBe('category');
    expect(page.listing?.total).toBeGreaterThan(0);
    expect(page.pageView).toEqual({ routeName: 'storefront-slugs', pageType: 'category' });
  });

  it('answers 404 for a slug that is neither a category nor a story', async () => {
    expect(await statusOf('/de/no-such-page')).toBe(404);
    expect(await statusOf('/de/adults')).toBe(404);
    expect(
      await statusOf(
        '/de/login',
        STORIES.filter((s) => s.full_slug !== '_default/login'),
      ),
    ).toBe(404);
  });

  it('draws the storefront menu from the navigation: items, sections, links; disabled links as text', async () => {
    const page = await load('/de/menu');
    expect(page.kind).toBe('content');
    expect(page.pageView).toEqual({ routeName: 'storefront-menu', pageType: 'unknown' });
    const html = htmlOf(page.page?.body ?? []);
    expect(html).toContain('<h2><a href="/_default/adults/socks">Adults</a></h2>');
    expect(html).toContain('<h3>Categories</h3>');
    expect(html).toContain('<strong><a href="/_default/adults/socks">Socks</a></strong>');
    expect(html).toContain('Underwear');
    expect(html).not.toContain('href="/_default/adults/underwear"');
    expect(html).toContain('<a href="/_default/about-us">About us</a>');
  });

  it('links the FAQ to each section, and each section back to the FAQ and to its siblings', async () => {
    const faq = htmlOf((await load('/de/faq')).page?.body ?? []);
    expect(faq).toContain('href="/de/faq/ordering"');
    expect(faq).toContain('href="/de/faq/returns"');
    const section = htmlOf((await load('/de/faq/ordering')).page?.body ?? []);
    expect(section).toContain('href="/de/faq"');
    expect(section).toContain('href="/de/faq/returns"');
    expect(section).not.toContain('href="/de/faq/ordering"');
    expect(section).toContain('Bestellen');
  });
});

describe("a blog post's date", () => {
  const post = story('_default/happy-news/colour-of-the-year', 'Die Farbe des Jahres');
  const dated = { ...post, content: { ...post.content, date: '2026-01-15' } };

  it("is written in the page's locale, with the ISO day kept for <time datetime>", async () => {
    const page = await load('/de/happy-news/colour-of-the-year', [...STORIES, dated]);
    expect(page.pageType).toBe('blog');
    expect(page.date).toEqual({ iso: '2026-01-15', text: '15. Januar 2026' });
  });

  it('is null for a post without one and for any page that is no post', async () => {
    expect((await load('/de/happy-news/colour-of-the-year', [...STORIES, post])).date).toBeNull();
    const dates = { ...STORIES[1]!, content: { ...STORIES[1]!.content, date: '2026-01-15' } };
    expect((await load('/de/terms', [dates])).date).toBeNull();
  });
});
