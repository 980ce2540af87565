import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { createTranslate } from '../../lib/translate.js';
import { tagsOf } from '../rich-text/markup-audit.js';
import { itemsInCartLabel } from './CartLink.js';
import { CountrySwitcher } from './CountrySwitcher.js';
import { FOOTER, NAVIGATION } from './chrome-fixtures.js';
import { Footer } from './Footer.js';
import { Header, type HeaderProps } from './Header.js';
import { SkipLink } from './SkipLink.js';
import { TopBanner } from './TopBanner.js';

const t = (key: string) => `t:${key}`;
const header = (props: Partial<HeaderProps> = {}) =>
  renderToStaticMarkup(
    <Header t={t} storefront="de" navigation={NAVIGATION} homeHref="/de" cartHref="/de/checkout/cart" cartCount={3} {...props} />,
  );
const anchors = (html: string) => tagsOf(html).filter((tag) => tag.name === 'a');

describe('Header (main header)', () => {
  it('is a header landmark with a labelled nav, the logo link home and every nav and submenu link', () => {
    const html = header();
    expect(html).toMatch(/^<header class="site-header">/);
    expect(html).toContain('<nav class="primary-nav" aria-label="t:mainNavigation">');
    const hrefs = anchors(html).map((a) => a.attrs.href);
    expect(hrefs).toEqual(expect.arrayContaining(['/de', '/de/adults', '/de/adults/socks', '/de/sale', '/de/gifts', '/de/checkout/cart']));
    expect(html).toContain('class="submenu-link submenu-link--highlighted"');
    expect(html).toContain('<span class="submenu-link submenu-link--disabled" aria-disabled="true">Coming soon</span>');
  });

  it('submenu toggles and the mobile menu button state aria-expanded and aria-controls an existing panel', () => {
    const tags = tagsOf(header());
    const ids = new Set(tags.map((tag) => tag.attrs.id).filter(Boolean));
    const toggles = tags.filter((tag) => tag.name === 'button' && 'aria-expanded' in tag.attrs && tag.attrs['aria-expanded'] === 'false');
    expect(toggles.map((b) => b.attrs.class)).toEqual(expect.arrayContaining(['menu-toggle', 'primary-nav__toggle']));
    for (const toggle of toggles.filter((b) => b.attrs.class !== 'mobile-menu__item'))
      expect(ids.has(toggle.attrs['aria-controls']!)).toBe(true);
  });

  it('links to the footer sign-up from the markup itself, and leaves the link out where the page has none (checkout)', () => {
    expect(anchors(header()).map((a) => a.attrs.href)).toContain('#newsletter-email');
    expect(anchors(header({ newsletterLink: false })).map((a) => a.attrs.href)).not.toContain('#newsletter-email');
  });

  it('has a search form to /{storefront}/search with a labelled input named term', () => {
    const tags = tagsOf(header({ searchTerm: 'pink' }));
    expect(tags.find((tag) => tag.name === 'form')?.attrs).toMatchObject({ role: 'search', action: '/de/search', method: 'get' });
    const input = tags.find((tag) => tag.attrs.name === 'term');
    expect(input?.attrs).toMatchObject({ type: 'search', value: 'pink' });
    expect(tags.find((tag) => tag.name === 'label' && tag.attrs.for === input?.attrs.id)).toBeDefined();
    expect(header({ showSearch: false })).not.toContain('role="search"');
  });

  it('the cart link goes to the cart view and names its count', () => {
    const html = header({ cartCount: 3 });
    expect(html).toContain('<a href="/de/checkout/cart" class="cart-link" aria-label="t:cart, 3 t:itemsInCart.other">');
    expect(html).toContain('<span class="cart-link__count" aria-hidden="true">3</span>');
    expect(header({ cartCount: 0 })).not.toContain('cart-link__count');
  });

  it('mobile menu lists top-level items, with a submenu button for items that have sections', () => {
    const html = header();
    expect(html).toMatch(/<button type="button" class="mobile-menu__item" data-uid="adults" aria-expanded="false"[^>]*>Adults/);
    expect(html).toContain('<a href="/de/gifts" class="mobile-menu__item">Gifts</a>');
  });

  it('buttons are buttons and links are links: every button has a type, every link an href', () => {
    const tags = tagsOf(header());
    for (const tag of tags.filter((x) => x.name === 'button')) expect(['button', 'submit']).toContain(tag.attrs.type);
    for (const tag of tags.filter((x) => x.name === 'a')) expect(tag.attrs.href).toBeTruthy();
  });
});

describe('Footer', () => {
  const footer = () =>
    renderToStaticMarkup(
      <Footer
        footer={FOOTER}
        t={t}
        currentCountry="DE"
        countryName="Deutschland"
        markets={[{ countryCode: 'DE', name: 'Deutschland', storefront: 'de', href: '/de' }]}
      />,
    );

  it('renders both blocks with titles, the bottom bar and the copyright', () => {
    const html = footer();
    for (const text of ['Help', 'FAQ', 'Shipping', 'About', 'About us', 'Jobs', 'Imprint', 'Privacy', '© 2026 Sock Shop'])
      expect(html).toContain(text);
    expect(html).toMatch(/^<footer class="site-footer">/);
  });

  it('links starting with http open in a new tab with rel noopener; others stay in the tab', () => {
    for (const a of anchors(footer())) {
      if (a.attrs.href!.startsWith('http')) expect(a.attrs).toMatchObject({ target: '_blank', rel: 'noopener noreferrer' });
      else expect(a.attrs.target).toBeUndefined();
    }
  });

  it('social links have accessible names and decorative icons', () => {
    const html = footer();
    for (const name of ['Instagram', 'TikTok', 'blog.example']) expect(html).toContain(`aria-label="${name}"`);
    expect(html).toContain('<img src="/icons/instagram.svg" alt=""');
  });

  it('the country switcher is a link to / until hydrated, with the flag of the current country', () => {
    const html = footer();
    expect(html).toContain('<a class="country-switcher-button" href="/"><img class="flag" src="/flags/de.svg" alt=""');
    expect(html).toContain('Deutschland');
  });
});

describe('Footer without content', () => {
  it('still offers the country switcher; its own dialog loads on first use, not with the page', () => {
    const markets = [{ countryCode: 'NL', name: 'Nederland', storefront: 'nl', href: '/nl' }];
    const html = renderToStaticMarkup(<Footer footer={null} t={t} currentCountry="NL" countryName="Nederland" markets={markets} />);
    expect(html).toContain('<a class="country-switcher-button" href="/"><img class="flag" src="/flags/nl.svg" alt=""');
    expect(html).toContain('Nederland');
    expect(html).not.toContain('<dialog');
  });
});

describe('CountrySwitcher', () => {
  it('is a labelled dialog listing markets with flags, marking the current one', () => {
    const markets = [
      { countryCode: 'DE', name: 'Deutschland', storefront: 'de', href: '/de' },
      { countryCode: 'US', name: 'United States', storefront: 'us', href: '/us' },
      { countryCode: 'XX', name: 'Evil', storefront: 'xx', href: 'javascript:alert(1)' },
    ];
    const html = renderToStaticMarkup(<CountrySwitcher open={false} onClose={() => {}} markets={markets} currentCountryCode="de" t={t} />);
    const dialog = tagsOf(html).find((tag) => tag.name === 'dialog');
    expect(html).toContain(`<h2 id="${dialog?.attrs['aria-labelledby']}" class="country-switcher__title">t:chooseCountry</h2>`);
    expect(html).toContain(
      '<a class="country-list__link is-current" href="/de" aria-current="true"><img class="flag" src="/flags/de.svg" alt=""',
    );
    expect(html).toContain('src="/flags/us.svg"');
    expect(html).not.toContain('javascript:');
    expect(html).toContain('<span class="visually-hidden">t:close</span>');
  });

  it("makes the shop's own list when given where from: core's markets, then the configured external sites", () => {
    const html = renderToStaticMarkup(
      <CountrySwitcher
        open={false}
        onClose={() => {}}
        markets={{ env: 'production', externalSites: { au: 'https://au.example.test/' }, returnTo: '/de/search?term=a' }}
        currentCountryCode="DE"
        t={t}
      />,
    );
    expect(html).toContain('href="/api/market?country=AT&amp;return=%2Fde%2Fsearch%3Fterm%3Da"');
    expect(html).toContain('<a class="country-list__link is-current" href="/api/market?country=DE&amp;return=');
    expect(html.indexOf('Österreich')).toBeLessThan(html.indexOf('href="https://au.example.test/"'));
  });
});

describe("Footer with the shop's markets", () => {
  it('names the current market on the button and sends no list with the page', () => {
    const html = renderToStaticMarkup(
      <Footer footer={null} t={t} currentCountry="AT" countryName="Österreich" markets={{ env: 'production', returnTo: '/at' }} />,
    );
    expect(html).toContain('<img class="flag" src="/flags/at.svg" alt=""');
    expect(html).toContain('<span>Österreich</span>');
    expect(html).not.toContain('Deutschland');
  });
});

// ErrorPage: ErrorPage.test.tsx (its description is HTML made on the server).

describe('TopBanner and SkipLink', () => {
  it('yellow and orange banners get black text, others white; colours are classes, never styles', () => {
    const banner = (color: string) => renderToStaticMarkup(<TopBanner message="Free shipping" href="/de/shipping" color={color} />);
    expect(banner('yellow')).toContain('class="top-banner bg-yellow text-black"');
    expect(banner('Orange')).toContain('class="top-banner bg-orange text-black"');
    expect(banner('blue')).toContain('class="top-banner bg-blue text-white"');
    expect(banner('#ff0000')).toContain('class="top-banner bg-default text-white"');
    expect(banner('yellow')).toContain('<a href="/de/shipping" class="top-banner__link">Free shipping</a>');
    expect(banner('yellow')).not.toContain('style=');
    expect(renderToStaticMarkup(<TopBanner message=" " />)).toBe('');
  });

  it('skip link targets the main landmark', () => {
    expect(renderToStaticMarkup(<SkipLink t={t} />)).toBe('<a class="skip-link" href="#main">t:skipToContent</a>');
  });
});

describe('the cart count (plural rules)', () => {
  const words = createTranslate({
    itemsInCart: 'items in cart',
    'itemsInCart.one': 'item in cart',
    'itemsInCart.other': 'items in cart',
  });
  const french = createTranslate({ 'itemsInCart.one': 'article dans le panier', 'itemsInCart.other': 'articles dans le panier' });

  it('says "1 item", "2 items" in English and follows French rules for 0 and 1', () => {
    expect(itemsInCartLabel(1, 'en', words)).toBe('1 item in cart');
    expect(itemsInCartLabel(2, 'en', words)).toBe('2 items in cart');
    expect(itemsInCartLabel(0, 'en', words)).toBe('0 items in cart');
    expect(itemsInCartLabel(0, 'fr', french)).toBe('0 article dans le panier');
    expect(itemsInCartLabel(1, 'fr', french)).toBe('1 article dans le panier');
    expect(itemsInCartLabel(5, 'fr', french)).toBe('5 articles dans le panier');
  });

  it('falls back to the general text when the content has no plural forms', () => {
    expect(itemsInCartLabel(1, 'de', createTranslate({ itemsInCart: 'Artikel im Warenkorb' }))).toBe('1 Artikel im Warenkorb');
  });
});

// Chrome behaviours: the server HTML carries the flags and hooks the after-hydration module drives.
describe('chrome behaviour hooks', () => {
  it('the header says whether it may hide on scroll; off unless the page turns it on', () => {
    expect(header({ hideOnScroll: true })).toMatch(/^<header class="site-header" data-hide-on-scroll="">/);
    expect(header()).not.toContain('data-hide-on-scroll');
  });

  it('the banner wraps its message for the marquee, with no style attribute and no collapsed state in the HTML', () => {
    const html = renderToStaticMarkup(<TopBanner message="Free shipping" href="/de/shipping" color="yellow" />);
    expect(html).toContain('<p class="top-banner__message"><span class="top-banner__text"><a href="/de/shipping"');
    expect(html).not.toMatch(/style=|data-collapsed|data-marquee/);
  });
});
