import { axeViolations } from './axe';
import { expect, type Page, test, workerShop } from './fixtures';

// The cart's breadth: the banner's free-shipping amount per market (symbol placement), the mini-cart drawer after add
// to cart, free-shipping progress, the basket upsell and remove_from_cart. Every test runs on a desktop (1440) and a
// phone (390) viewport.

const shop = workerShop();

const VIEWPORTS = { desktop: { width: 1440, height: 900 }, mobile: { width: 390, height: 844 } } as const;

/** The sandbox's free-shipping thresholds (sandbox/src/content/seed/chrome.ts) as each market reads them. */
const BANNERS = [
  { storefront: 'nl', amount: '€ 49', wrong: '49 €' },
  { storefront: 'de', amount: '49 €', wrong: '€ 49' },
  { storefront: 'us', amount: '$50', wrong: '€' },
  // gl's default market is Japan: yen, not euro.
  { storefront: 'gl', amount: '¥7,000', wrong: '€' },
] as const;

const SYMBOLS = { de: '€', nl: '€', us: '$', gl: '¥' } as const;
const ADD_TO_CART = /in den warenkorb|in winkelwagen|add to cart/i;

interface PushedEvent {
  event?: string;
  ecommerce?: { items?: { item_id: string; quantity: number }[] };
}
const loadedScripts = (page: Page) => page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name));
const pushedEvents = (page: Page) => page.evaluate(() => (window.dataLayer ?? []) as PushedEvent[]);

for (const [name, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(name, () => {
    test.use({ viewport });

    for (const { storefront, amount, wrong } of BANNERS) {
      test(`the ${storefront} top banner shows the market's threshold as ${amount}`, async ({ page }) => {
        await page.goto(`${shop.url}/${storefront}`);
        const banner = page.locator('.top-banner');
        await expect(banner).toContainText(amount);
        await expect(banner).not.toContainText(wrong);
      });
    }

    for (const storefront of ['de', 'nl', 'us', 'gl'] as const) {
      test(`${storefront}: add to cart opens the drawer with the line, free-shipping progress and the upsell; Escape returns focus`, async ({
        page,
      }) => {
        await page.goto(`${shop.url}/${storefront}/product/CRW-100`);
        const add = page.getByRole('button', { name: ADD_TO_CART });
        await expect(add).toBeEnabled();
        expect(await loadedScripts(page)).not.toContainEqual(expect.stringMatching(/MiniCartDrawer/));
        await add.click();

        const drawer = page.getByRole('dialog');
        await expect(drawer).toBeVisible();
        await expect(drawer).toBeFocused();
        // Under the sticky header, whose cart link stays usable.
        const header = await page.locator('.site-header').boundingBox();
        const panel = await drawer.boundingBox();
        expect(panel?.y ?? 0).toBeGreaterThanOrEqual((header?.y ?? 0) + (header?.height ?? 0) - 1);
        await expect(drawer.getByRole('listitem')).toHaveCount(1);
        await expect(drawer.getByRole('progressbar')).toBeVisible();
        await expect(drawer.getByTestId('free-shipping')).toContainText(SYMBOLS[storefront]);
        const upsell = drawer.getByTestId('basket-upsell');
        await expect(upsell.getByRole('article').first()).toBeVisible();
        expect(await upsell.getByRole('article').count()).toBeLessThanOrEqual(8);
        // The product just added is not recommended again.
        await expect(upsell.getByRole('article', { name: 'Flamingo Crew Sock' })).toHaveCount(0);

        if (storefront === 'de') expect(await axeViolations(page)).toEqual([]);

        // Keyboard: Escape closes the drawer and focus goes back to the add button.
        await page.keyboard.press('Escape');
        await expect(drawer).toBeHidden();
        await expect(add).toBeFocused();

        // The drawer's code is not part of the page's first load (checked before the add): it came with the first add.
        expect(await loadedScripts(page)).toContainEqual(expect.stringMatching(/MiniCartDrawer/));
      });
    }

    test('de cart page: progress, then "Free shipping" once enough is added; lowering a line pushes remove_from_cart', async ({ page }) => {
      await page.goto(`${shop.url}/de?items=CRW-100-3941x1`);
      await expect(page.getByRole('link', { name: /warenkorb/i }).first()).toContainText('1');
      await page.goto(`${shop.url}/de/checkout/cart`);

      const freeShipping = page.getByTestId('free-shipping');
      await expect(freeShipping).toContainText(/Nur noch .+ bis zum kostenlosen Versand/);
      const bar = page.getByRole('progressbar', { name: /kostenlosen Versand/i });
      await expect(bar).toBeVisible();
      await expect(page.getByTestId('basket-upsell').getByRole('article').first()).toBeVisible();

      // 14 € a pair against a 49 € threshold: the fourth pair reaches it.
      const line = page.getByRole('listitem').filter({ hasText: 'Flamingo Crew Sock' });
      for (const count of ['2', '3', '4']) {
        await line.getByRole('button', { name: /erhöhen|increase/i }).click();
        await expect(line.locator('output')).toHaveText(count);
      }
      await expect(freeShipping).toHaveText('Kostenloser Versand');
      await expect(bar).toHaveCount(0);

      await line.getByRole('button', { name: /verringern|decrease/i }).click();
      await expect(line.locator('output')).toHaveText('3');
      await expect(freeShipping).toContainText(/Nur noch/);
      await expect
        .poll(async () => (await pushedEvents(page)).filter((pushed) => pushed.event === 'remove_from_cart'))
        .toEqual([expect.objectContaining({ ecommerce: expect.objectContaining({ items: [expect.objectContaining({ quantity: 1 })] }) })]);
    });
  });
}
