import { type ShopHarness, startShop } from '@sockshop/test-fixtures/harness/shop.harness';
import { afterAll, beforeAll, expect, it } from 'vitest';

// Every header, submenu and footer link of every storefront leads somewhere: no 404, no empty shelf.
// The links are read from the rendered home page (the header holds every submenu panel, closed, and the footer its
// link blocks), as a shopper or a crawler meets them; the storefronts from the chooser at `/`.

let shop: ShopHarness;
beforeAll(async () => {
  shop = await startShop();
}, 120_000);
afterAll(() => shop?.close());

/** Pages fetched at once: enough to keep the walk within seconds, few enough for a 2-core machine shared with others. */
const CONCURRENCY = 4;

const html = async (path: string) => {
  const response = await fetch(`${shop.url}${path}`);
  return { status: response.status, finalPath: new URL(response.url).pathname, body: await response.text() };
};

/** The same-site links inside the first `<tag …>…</tag>` of a page; the market switch API (not a page) aside. */
function linksIn(page: string, tag: 'header' | 'footer'): string[] {
  const element = new RegExp(`<${tag}[\\s>][\\s\\S]*?</${tag}>`).exec(page)?.[0] ?? '';
  return [...element.matchAll(/\shref="([^"]+)"/g)]
    .map((match) => (match[1] ?? '').replace(/&amp;/g, '&'))
    .filter((href) => href.startsWith('/') && !href.startsWith('//') && !href.startsWith('/api/'))
    .map((href) => href.split('#')[0] ?? href);
}

/** A listing's shown total and the product cards it renders, or null on a page with no listing. */
function listingOf(page: string): { total: number; cards: number } | null {
  const count = /class="listing__count"[^>]*>\s*(\d+)/.exec(page);
  if (!count) return null;
  return { total: Number(count[1]), cards: page.match(/class="product-card"/g)?.length ?? 0 };
}

async function inPool<T>(items: readonly T[], work: (item: T) => Promise<void>): Promise<void> {
  const queue = [...items];
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      for (let item = queue.shift(); item !== undefined; item = queue.shift()) await work(item);
    }),
  );
}

it('walks every header, submenu and footer link of every storefront: no 404 and no listing with 0 products', async () => {
  const chooser = await html('/');
  const storefronts = [...new Set([...chooser.body.matchAll(/href="\/([a-z]{2})"/g)].map((match) => match[1] ?? ''))];
  expect(storefronts.length).toBeGreaterThanOrEqual(5);

  const links = new Map<string, string>(); // link → the storefront home it was found on
  await inPool(storefronts, async (storefront) => {
    const home = await html(`/${storefront}`);
    expect(home.status, `/${storefront}`).toBe(200);
    for (const link of [...linksIn(home.body, 'header'), ...linksIn(home.body, 'footer')]) links.set(link, `/${storefront}`);
  });
  // The walk must reach the menu's shelves, or it proves nothing (they were once empty).
  for (const storefront of storefronts) {
    for (const shelf of ['adults/socks', 'adults/underwear', 'adults/apparel', 'gifts/gift-boxes', 'kids/socks']) {
      expect(links.has(`/${storefront}/${shelf}`), `/${storefront}/${shelf}`).toBe(true);
    }
  }

  const broken: string[] = [];
  let listings = 0;
  await inPool([...links.keys()], async (link) => {
    const page = await html(link);
    if (page.status !== 200) {
      broken.push(`${link} (on ${links.get(link)}): ${page.status}`);
      return;
    }
    const listing = listingOf(page.body);
    if (!listing) return;
    listings += 1;
    if (listing.total === 0 || listing.cards === 0) broken.push(`${link}: ${listing.total} results, ${listing.cards} cards`);
  });
  expect(broken).toEqual([]);
  expect(listings).toBeGreaterThanOrEqual(storefronts.length * 5);
  // ~280 pages (12 storefronts × 23 links): about 15 s of CPU (110 s wall at load average 32); the wide timeout is for a machine shared with other runs.
}, 180_000);
