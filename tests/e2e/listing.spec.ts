import { type Browser, type BrowserContext, expect, type Page, test, workerShop } from './fixtures';
import { VIEWPORTS } from './viewports';

// The listing's price filter (a range in major units of the market currency, through the URL, with
// JavaScript off too) and its analytics (view_item_list; impressions batched every 500 ms), on a
// desktop and a phone, in euros (de), dollars (us) and yen (gl, where JPY has no minor unit).

const MARKETS = [
  { storefront: 'de', country: null, decimalComma: true },
  { storefront: 'us', country: null, decimalComma: false },
  { storefront: 'gl', country: 'JP', decimalComma: false },
] as const;

test.describe.configure({ mode: 'serial' });
const shop = workerShop();

async function contextFor(browser: Browser, market: (typeof MARKETS)[number], options: Parameters<Browser['newContext']>[0]) {
  const context = await browser.newContext(options);
  if (market.country) await context.addCookies([{ name: 'marketV2', value: market.country, url: shop.url }]);
  return context;
}

/** The prices to pay on the cards, in major units: `12,95 €`, `$12.95`, `¥1,800`. */
async function cardPrices(page: Page, decimalComma: boolean): Promise<number[]> {
  const texts = await page.locator('.product-card__price > span.price').allTextContents();
  return texts.map((text) => {
    const digits = text.replace(decimalComma ? /[^\d,]/g : /[^\d.]/g, '');
    return Number(decimalComma ? digits.replace(',', '.') : digits);
  });
}

/** Opens the filter panel where it is folded (phones; from tablets up it is always open and has no toggle). */
async function openFilters(page: Page) {
  if (!(await page.locator('input[name="price_min"]').isVisible())) await page.locator('.listing__filters-summary').click();
}

for (const { name, viewport } of VIEWPORTS) {
  for (const market of MARKETS) {
    test(`${name} ${market.storefront}: the price form filters with JavaScript off and keeps colour and sort`, async ({ browser }) => {
      const context: BrowserContext = await contextFor(browser, market, { viewport, javaScriptEnabled: false });
      const page = await context.newPage();
      const listing = `${shop.url}/${market.storefront}/adults/socks`;
      await page.goto(`${listing}?color=black&sort=price:asc`);
      const all = await cardPrices(page, market.decimalComma);
      expect(all.length).toBeGreaterThan(2);
      const low = Math.floor(all[Math.floor(all.length / 4)] ?? 0);
      const high = Math.ceil(all[Math.floor((all.length * 3) / 4)] ?? 0);

      await openFilters(page);
      const min = page.locator('input[name="price_min"]');
      await expect(min).toHaveAttribute('min', /^\d+$/);
      await min.fill(String(low));
      await page.locator('input[name="price_max"]').fill(String(high));
      await page.locator('.listing__filters button[type="submit"]').click();
      await page.waitForURL(/price_min=/);

      const url = new URL(page.url());
      expect(url.pathname).toBe(`/${market.storefront}/adults/socks`);
      expect(url.searchParams.get('color')).toBe('black');
      expect(url.searchParams.get('sort')).toBe('price:asc');
      expect(url.searchParams.get('price_min')).toBe(String(low));
      expect(url.searchParams.get('price_max')).toBe(String(high));
      const prices = await cardPrices(page, market.decimalComma);
      expect(prices.length).toBeGreaterThan(0);
      expect(prices.length).toBeLessThanOrEqual(all.length);
      for (const price of prices) expect(price >= low && price <= high, `${price} in ${low}–${high}`).toBe(true);
      expect(prices).toEqual([...prices].sort((a, b) => a - b));

      // The range shows as an active filter whose link takes it away and keeps the rest.
      const chips = page.locator('.active-filters__chip');
      await expect(chips).toHaveCount(2);
      await chips.last().click();
      await page.waitForURL((next) => !next.search.includes('price_min'));
      expect(new URL(page.url()).searchParams.get('color')).toBe('black');
      expect((await cardPrices(page, market.decimalComma)).length).toBe(all.length);
      await context.close();
    });

    test(`${name} ${market.storefront}: view_item_list and batched impressions reach the data layer`, async ({ browser }) => {
      const context = await contextFor(browser, market, { viewport });
      const page = await context.newPage();
      await page.goto(`${shop.url}/${market.storefront}/adults/socks`);
      type ListEvent = { event: string; ecommerce: { currency: string; items: { item_id: string; index: number; price: number }[] } };
      const listEvents = () =>
        page.evaluate(() =>
          ((window as unknown as { dataLayer?: { event: string }[] }).dataLayer ?? []).filter((event) => event.event === 'view_item_list'),
        ) as Promise<ListEvent[]>;

      await expect.poll(async () => (await listEvents()).length, { timeout: 10_000 }).toBeGreaterThan(0);
      const [first] = await listEvents();
      expect(first?.ecommerce.currency).toBe(market.country === 'JP' ? 'JPY' : market.storefront === 'us' ? 'USD' : 'EUR');
      expect(first?.ecommerce.items[0]?.index).toBe(0);
      const firstCount = first?.ecommerce.items.length ?? 0;
      expect(firstCount).toBeGreaterThan(0);
      expect(firstCount).toBeLessThan(await page.locator('.product-grid > li').count());

      // Cards further down come as later batches, each card once, in list order within a batch.
      await page.mouse.wheel(0, viewport.height * 3);
      await expect.poll(async () => (await listEvents()).length, { timeout: 10_000 }).toBeGreaterThan(1);
      const seen = (await listEvents()).flatMap((event) => event.ecommerce.items.map((item) => item.index));
      expect(new Set(seen).size).toBe(seen.length);
      expect(Math.max(...seen)).toBeGreaterThanOrEqual(firstCount);
      await context.close();
    });
  }
}

test('with JavaScript the same form filters in place, and a removed range leaves the fields empty', async ({ browser }) => {
  const context = await browser.newContext({ viewport: VIEWPORTS[0]?.viewport });
  const page = await context.newPage();
  await page.goto(`${shop.url}/de/adults/socks?color=black`);
  await page.waitForFunction(() => (window as unknown as { dataLayer?: unknown[] }).dataLayer?.length);
  // Within the category's range (the fields' bounds): the browser refuses to send an amount outside it.
  const low = Number(await page.locator('input[name="price_min"]').getAttribute('min'));
  const high = Math.ceil((low + Number(await page.locator('input[name="price_max"]').getAttribute('max'))) / 2);
  await page.locator('input[name="price_min"]').fill(String(low));
  await page.locator('input[name="price_max"]').fill(String(high));
  await page.locator('.listing__filters button[type="submit"]').click();
  await page.waitForURL(new RegExp(`price_max=${high}`));
  // The URL changes before React commits the new page (a transition): the range's chip says it has.
  await expect(page.locator('.active-filters__chip')).toHaveCount(2);
  expect(new URL(page.url()).searchParams.get('color')).toBe('black');
  const prices = await cardPrices(page, true);
  expect(prices.length).toBeGreaterThan(0);
  for (const price of prices) expect(price >= low && price <= high, String(price)).toBe(true);

  await page.locator('.active-filters__chip', { hasText: '€' }).click();
  await page.waitForURL((next) => !next.search.includes('price_'));
  await expect(page.locator('.active-filters__chip')).toHaveCount(1);
  await expect(page.locator('input[name="price_min"]')).toHaveValue('');
  await expect(page.locator('input[name="price_max"]')).toHaveValue('');
  await expect(page.locator('input[name="color"][value="black"]')).toBeChecked();
  await context.close();
});
