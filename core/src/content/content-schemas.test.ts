import { describe, expect, it } from 'vitest';
import { ContentBlockSchema, FooterSchema, NavigationSchema, PageContentSchema, TopBannerSchema } from './blocks.schema.js';
import { ContentPageSchema } from './content-page.schema.js';

// The content system's wire shapes (docs/protocols.md): what the content adapter accepts before the ui renders it.
describe('content schemas', () => {
  it('a content page parses, with its body left to the block schemas', () => {
    const contentPage = ContentPageSchema.parse({
      id: 1,
      uuid: 'u-1',
      name: 'Home',
      slug: 'home',
      full_slug: 'de/home',
      lang: 'default',
      content: { _uid: 'p', component: 'page', body: [{ _uid: 'b1', component: 'hero', title: 'Socks' }] },
    });
    const page = PageContentSchema.parse(contentPage.content);
    expect(page).toMatchObject({ title: '', seo_title: '', body: [{ component: 'hero' }] });
  });

  it('blocks fill their defaults; a link defaults to an empty url link; unknown blocks are refused', () => {
    const hero = ContentBlockSchema.parse({ _uid: 'h', component: 'hero', title: 'Socks', image: { filename: '/a.jpg' }, cta_link: {} });
    expect(hero).toMatchObject({ subtitle: '', image: { alt: '' }, cta_link: { linktype: 'url', url: '', cached_url: '' } });
    const text = ContentBlockSchema.parse({
      _uid: 'r',
      component: 'rich_text',
      body: { type: 'doc', content: [{ type: 'text', text: 'hi' }] },
    });
    expect(text.component).toBe('rich_text');
    expect(ContentBlockSchema.safeParse({ _uid: 'x', component: 'carousel' }).success).toBe(false);
  });

  it('the page chrome parses: navigation, footer and top banner', () => {
    const link = { text: 'Adults', url: '/de/adults' };
    expect(NavigationSchema.parse({ component: 'navigation', items: [{ _uid: 'n', ...link }] }).items[0]).toMatchObject({ sections: [] });
    const footer = FooterSchema.parse({
      component: 'footer',
      block_one: { title: 'Shop', top_links: [link], bottom_links: [] },
      block_two: { title: 'Help', links: [] },
      social_links: [],
      bottom_bar_links: [link],
      copyright: '©',
    });
    expect(footer.bottom_bar_links[0]).toMatchObject({ disabled: false, isHighlighted: false });
    const banner = TopBannerSchema.parse({ component: 'top_banner', messages: [{ key: 'de', message: 'Free shipping' }] });
    expect(banner.messages[0]?.background_color).toBe('');
  });
});
