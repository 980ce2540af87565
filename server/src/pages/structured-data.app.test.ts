import { createHash } from 'node:crypto';
import { type ShopHarness, startShop } from '@sockshop/test-fixtures/harness/shop.harness';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// What search engines read: Organization and WebSite with SearchAction on a storefront's home,
// BreadcrumbList on category, product and content pages, and a canonical link on the storefront chooser `/`.

let shop: ShopHarness;
beforeAll(async () => {
  shop = await startShop();
}, 120_000);
afterAll(() => shop?.close());

type Json = Record<string, unknown>;

async function page(path: string) {
  const response = await fetch(`${shop.url}${path}`);
  expect(response.status, path).toBe(200);
  return { body: await response.text(), csp: response.headers.get('content-security-policy') ?? '' };
}

/** Every JSON-LD block of a page, parsed (a block that does not parse fails the test), with its CSP hash. */
function jsonLd(body: string): { value: Json; hash: string }[] {
  return [...body.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) => {
    const text = match[1] ?? '';
    return { value: JSON.parse(text) as Json, hash: `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'` };
  });
}
const ofType = (blocks: { value: Json }[], type: string) => blocks.map((b) => b.value).filter((v) => v['@type'] === type);

describe('structured data', () => {
  it('home carries an Organization and a WebSite whose SearchAction opens the storefront search, both allowed by the CSP', async () => {
    for (const storefront of ['de', 'us']) {
      const home = await page(`/${storefront}`);
      const blocks = jsonLd(home.body);
      const [organization] = ofType(blocks, 'Organization');
      const [website] = ofType(blocks, 'WebSite');
      expect(organization).toMatchObject({ '@context': 'https://schema.org', name: 'Sock Shop', url: `http://127.0.0.1/${storefront}` });
      const action = website?.potentialAction as { target: { urlTemplate: string }; 'query-input': string };
      expect(action.target.urlTemplate).toBe(`http://127.0.0.1/${storefront}/search?term={search_term_string}`);
      expect(action['query-input']).toBe('required name=search_term_string');
      // The template, filled in, is a search page of the shop that answers.
      const search = new URL(action.target.urlTemplate.replace('{search_term_string}', 'sock'));
      await page(`${search.pathname}${search.search}`);
      for (const block of blocks) expect(home.csp).toContain(block.hash);
    }
  });

  it('category, product and content pages carry a BreadcrumbList that starts at the storefront home', async () => {
    const category = await page('/de/adults/underwear');
    const product = /href="(\/de\/product\/[^"]+)"/.exec(category.body)?.[1] ?? '';
    for (const path of ['/de/adults/underwear', product, '/de/about-us', '/de/faq']) {
      const { body, csp } = await page(path);
      const blocks = jsonLd(body);
      const [trail] = ofType(blocks, 'BreadcrumbList');
      const items = (trail?.itemListElement ?? []) as { position: number; item: string }[];
      expect(items.length, path).toBeGreaterThanOrEqual(2);
      expect(items[0]?.item, path).toBe('http://127.0.0.1/de');
      expect(items.map((item) => item.position)).toEqual(items.map((_, index) => index + 1));
      for (const block of blocks) expect(csp).toContain(block.hash);
    }
  });

  it('the storefront chooser names itself canonical, also when reached with query keys', async () => {
    for (const path of ['/', '/?return=%2Fde%2Ffaq']) {
      const { body } = await page(path);
      expect(body, path).toMatch(/<link rel="canonical" href="http:\/\/127\.0\.0\.1\/"\/?>/);
    }
  });
});
