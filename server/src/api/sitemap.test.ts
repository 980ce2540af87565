import { listStorefronts } from '@sockshop/core/markets';
import { type ApiHarness, HARNESS_ORIGIN, startApiHarness } from '@sockshop/test-fixtures/harness/api.harness';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

let api: ApiHarness;
beforeAll(async () => {
  api = await startApiHarness({ catalogueSize: 40 });
});
afterAll(() => api.close());

describe('robots.txt and sitemaps', () => {
  it('GET /robots.txt points at the sitemap on PUBLIC_ORIGIN and keeps crawlers out of /api', async () => {
    const response = await fetch(`${api.url}/robots.txt`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    const text = await response.text();
    expect(text).toContain(`Sitemap: ${HARNESS_ORIGIN}/sitemap.xml`);
    expect(text).toContain('Disallow: /api/');
  });

  it('GET /sitemap.xml indexes one sitemap per storefront of APP_ENV', async () => {
    const response = await fetch(`${api.url}/sitemap.xml`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    const xml = await response.text();
    expect(xml).toContain('<sitemapindex');
    for (const sf of listStorefronts(api.config.APP_ENV))
      expect(xml).toContain(`<loc>${HARNESS_ORIGIN}/sitemaps/${sf.storefrontCode}.xml</loc>`);
  });

  it('GET /sitemaps/{storefront}.xml lists home, content pages, categories and products with absolute URLs', async () => {
    const response = await fetch(`${api.url}/sitemaps/uk.xml`);
    expect(response.status).toBe(200);
    const xml = await response.text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
    expect(locs).toContain(`${HARNESS_ORIGIN}/uk`);
    expect(locs).toContain(`${HARNESS_ORIGIN}/uk/faq`);
    expect(locs).toContain(`${HARNESS_ORIGIN}/uk/adults/socks`);
    // The legal pages, every blog article and FAQ section, and listing pages after the first.
    for (const page of ['terms', 'privacy', 'imprint']) expect(locs).toContain(`${HARNESS_ORIGIN}/uk/${page}`);
    expect(locs.filter((loc) => loc.includes('/uk/happy-news/')).length).toBeGreaterThanOrEqual(1);
    expect(locs.filter((loc) => loc.includes('/uk/faq/')).length).toBeGreaterThanOrEqual(1);
    expect(locs.filter((loc) => loc.includes('/uk/product/')).length).toBeGreaterThan(10);
    expect(locs.every((loc) => loc.startsWith(`${HARNESS_ORIGIN}/uk`))).toBe(true);
  });

  it('an unknown storefront sitemap is 404 JSON', async () => {
    for (const path of ['/sitemaps/zz.xml', '/sitemaps/_default.xml']) expect((await fetch(`${api.url}${path}`)).status).toBe(404);
  });

  it('search down: the storefront sitemap still answers, without products', async () => {
    const down = await startApiHarness({ catalogueSize: 20 });
    try {
      down.search.faults.inject({ status: 503 }, Number.POSITIVE_INFINITY);
      const response = await fetch(`${down.url}/sitemaps/de.xml`);
      expect(response.status).toBe(200);
      const xml = await response.text();
      expect(xml).toContain(`${HARNESS_ORIGIN}/de/adults/socks`);
      expect(xml).not.toContain('/de/product/');
    } finally {
      await down.close();
    }
  });
});
