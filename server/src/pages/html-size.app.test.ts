import { okHtml, type ShopHarness, startShop } from '@sockshop/test-fixtures/harness/shop.harness';
import { afterAll, beforeAll, expect, it } from 'vitest';

// Issue 23: a page's HTML carries what it shows once. Raw sizes (bytes of the body as served, before compression; 1 KB
// = 1024 bytes) of the built shop on the sandbox's deterministic catalogue: a full listing page (64 products) and a
// search page (64 results), with home and product page kept from growing. Only sizes: nothing timed.

let shop: ShopHarness;
beforeAll(async () => {
  shop = await startShop();
}, 120_000);
afterAll(() => shop?.close());

const KB = 1024;

/**
 * Ceilings in KB. Before issue 23: category 219.7, search 219.8, home 94.6, product 112.7. The listings' share of their
 * own (tiles, card markup, inline CSS) is cut; the issue's 110 KB needs the rest of the page to shrink too (see
 * docs/decisions.md, "Lean HTML").
 */
const CEILINGS = {
  '/de/adults/socks': 165,
  '/de/search?term=sock': 165,
  '/de': 94,
  '/de/product/CRW-100': 108,
} as const;

it.each(Object.entries(CEILINGS))('%s stays under its ceiling of %i KB raw', async (path, ceiling) => {
  const html = await okHtml(shop, path);
  expect(Buffer.byteLength(html, 'utf8') / KB).toBeLessThanOrEqual(ceiling);
});

it('a full listing page hydrates from 64 lean tiles: its data under 50 KB (83 KB before), no sized picture URLs', async () => {
  const html = await okHtml(shop, '/de/adults/socks');
  expect(html.match(/class="product-card"/g)).toHaveLength(64);
  const payload = html.match(/<script>window\.__reactRouterContext\.streamController\.enqueue\([\s\S]*?<\/script>/)?.[0] ?? '';
  expect(payload).toContain('listing');
  // Most of the rest is the layout's (translations, navigation, footer, country switcher: about 21 KB).
  expect(Buffer.byteLength(payload, 'utf8') / KB).toBeLessThanOrEqual(50);
  // The cards' srcsets are built on render from one URL each.
  expect(payload.match(/\/media\/[^"\\]*\?w=\d+/g) ?? []).toEqual([]);
});
