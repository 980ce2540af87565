import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BlockList } from './blocks/BlockList.js';
import { aCard, BLOCKS } from './blocks/block-fixtures.js';
import { CountrySwitcher } from './chrome/CountrySwitcher.js';
import { FOOTER, NAVIGATION } from './chrome/chrome-fixtures.js';
import { ErrorPage } from './chrome/ErrorPage.js';
import { Footer } from './chrome/Footer.js';
import { Header } from './chrome/Header.js';
import { TopBanner } from './chrome/TopBanner.js';
import { tagsOf } from './rich-text/markup-audit.js';

const t = (key: string) => key;
const page = renderToStaticMarkup(
  <>
    <TopBanner message="Free shipping" color="orange" />
    <Header t={t} storefront="de" navigation={NAVIGATION} homeHref="/de" cartHref="/de/checkout/cart" cartCount={1} />
    <main id="main">
      <BlockList
        blocks={Object.values(BLOCKS)}
        t={t}
        productLists={{ pl1: { products: [aCard('A1')] } }}
        newsletter={{ store: 'de', countryCode: 'DE' }}
      />
      <ErrorPage status={404} t={t} homeHref="/de" />
    </main>
    <Footer footer={FOOTER} t={t} currentCountry="DE" countryName="Deutschland" />
    <CountrySwitcher
      open={false}
      onClose={() => {}}
      markets={[{ countryCode: 'DE', name: 'Deutschland', storefront: 'de', href: '/de' }]}
      t={t}
    />
  </>,
);
const tags = tagsOf(page);

describe('markup rules every component keeps (strict CSP, WCAG)', () => {
  it('has no inline style attribute and no inline script', () => {
    expect(tags.filter((tag) => 'style' in tag.attrs)).toEqual([]);
    expect(page).not.toMatch(/<script|<style|\son[a-z]+=/i);
  });

  it('gives every image an alt and a size, and loads content images lazily', () => {
    for (const img of tags.filter((tag) => tag.name === 'img')) {
      expect(img.attrs).toHaveProperty('alt');
      expect(img.attrs.width && img.attrs.height).toBeTruthy();
      // A lazy picture decodes long after the first paint; an eager one must not hold up the text around it.
      expect(img.attrs.loading === 'lazy' || img.attrs.decoding === 'async').toBe(true);
    }
  });

  it('labels every visible input and names every button and link', () => {
    const ids = new Set(tags.filter((tag) => tag.name === 'label').map((tag) => tag.attrs.for));
    for (const input of tags.filter((tag) => tag.name === 'input' && tag.attrs.type !== 'hidden'))
      expect(ids.has(input.attrs.id)).toBe(true);
    // Empty controls have no name: <button …></button> or <a …></a> with nothing inside.
    expect(page).not.toMatch(/<(button|a)\b[^>]*><\/\1>/);
  });

  it('keeps ids unique', () => {
    const ids = tags.map((tag) => tag.attrs.id).filter(Boolean);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
