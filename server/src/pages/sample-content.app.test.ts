import { okHtml, type ShopHarness, startShop } from '@sockshop/test-fixtures/harness/shop.harness';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The sandbox's sample content as a shopper reads it: post dates in the page's locale, one heading and
// one newsletter form per page, sample company data on the imprint, no Prime badge.

let shop: ShopHarness;
beforeAll(async () => {
  shop = await startShop();
}, 120_000);
afterAll(() => shop?.close());

const html = (path: string) => okHtml(shop, path);
const count = (text: string, pattern: RegExp) => [...text.matchAll(pattern)].length;
/** The page's main content, without the chrome (the footer carries its own newsletter form). */
const mainOf = (page: string) => /<main[^>]*>([\s\S]*)<\/main>/.exec(page)?.[1] ?? '';

describe('sample content over HTTP', () => {
  it("writes a post's date in the page's locale in a <time>, never as the raw ISO day", async () => {
    for (const [storefront, words] of [
      ['de', '15. Januar 2026'],
      ['us', 'January 15, 2026'],
      ['fr', '15 janvier 2026'],
    ] as const) {
      const main = mainOf(await html(`/${storefront}/happy-news/colour-of-the-year`));
      expect(main, storefront).toMatch(new RegExp(`<time date[tT]ime="2026-01-15">${words}</time>`));
      expect(main.replace(/date[tT]ime="[^"]*"/g, ''), storefront).not.toContain('2026-01-15');
    }
  });

  it('about-us names itself once; corporate-gifts shows one logo block and one newsletter form (the footer’s)', async () => {
    const about = mainOf(await html('/de/about-us'));
    expect(count(about, />Über uns</g)).toBe(1);
    const gifts = await html('/de/corporate-gifts');
    expect(count(gifts, /class="newsletter__form"/g)).toBe(1);
    expect(count(mainOf(gifts), />Euer Logo</g)).toBe(1);
  });

  it('the imprint shows the sample company, marked as sample values', async () => {
    const imprint = mainOf(await html('/de/imprint'));
    expect(imprint).toContain('Sample Socks B.V.');
    expect(imprint).toContain('Beispielwerte');
  });

  it('no product listing claims Buy with Prime', async () => {
    // The translations still name the badge (a shop that offers Prime needs its label); no product carries it.
    for (const path of ['/de/adults/socks', '/de/gifts/gift-boxes', '/de/adults/socks/2']) {
      const main = mainOf(await html(path));
      expect(count(main, /class="product-card__badges"/g), path).toBeGreaterThan(0);
      expect(main, path).not.toMatch(/Prime/);
    }
  });
});
