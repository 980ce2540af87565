import { axeViolations } from './axe';
import { type Browser, expect, type Page, test, workerShop } from './fixtures';
import { VIEWPORTS } from './viewports';

// Market switch through the footer's country switcher, and segments (popup once per session, upsell),
// on a desktop and a phone screen.

const shop = workerShop();

const FILTERED = '?sort=price:asc&color=black';
const SOCK = 'CRW-100-3638';

async function newPage(browser: Browser, viewport: { width: number; height: number }): Promise<Page> {
  const context = await browser.newContext({ viewport });
  return context.newPage();
}

const cartLink = (page: Page) => page.getByRole('link', { name: /warenkorb|cart|winkelwagen/i }).first();

/** Opens the footer's switcher (the button replaces the link once the page is hydrated) and picks a market. */
async function pickMarket(page: Page, name: string) {
  const opener = page.getByRole('button', { name: /choose your country|wähle dein land|kies je land/i });
  await opener.scrollIntoViewIfNeeded();
  await opener.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('link', { name, exact: true }).click();
}

/** Set on the window before an action: still there afterwards only when the page did not load again. */
const markWindow = (page: Page) => page.evaluate(() => Object.assign(window, { __sameDocument: true }));
const sameDocument = (page: Page) => page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true);

for (const { name, viewport } of VIEWPORTS) {
  test.describe(name, () => {
    test('de → Austria keeps the category path, sort and colour, and the cart', async ({ browser }) => {
      const page = await newPage(browser, viewport);
      await page.goto(`${shop.url}/de?items=${SOCK}x2`);
      await expect(cartLink(page)).toContainText('2');
      await page.goto(`${shop.url}/de/adults/socks${FILTERED}`);
      await expect(cartLink(page)).toContainText('2');
      await pickMarket(page, 'Österreich');
      await page.waitForURL(`${shop.url}/at/adults/socks${FILTERED}`);
      expect(new URL(page.url()).search).toBe(new URL(`http://x${FILTERED}`).search);
      await expect(cartLink(page)).toContainText('2');
      await page.context().close();
    });

    test('a market of the same storefront (Ireland → Sweden on eu) switches in place and moves the cart', async ({ browser }) => {
      const page = await newPage(browser, viewport);
      await page.goto(`${shop.url}/eu?items=${SOCK}x1`);
      await expect(cartLink(page)).toContainText('1');
      await page.goto(`${shop.url}/eu/adults/socks${FILTERED}`);
      await expect(cartLink(page)).toContainText('1');
      await markWindow(page);
      // The cart's market is changed with PUT carts (store { countryCode, languageCode }); the answer says where it is.
      const moved = page.waitForResponse(
        async (response) =>
          response.request().method() === 'PUT' &&
          /\/carts$/.test(new URL(response.url()).pathname) &&
          ((await response.json()) as { store?: { countryCode?: string } }).store?.countryCode === 'SE',
      );
      await pickMarket(page, 'Sverige');
      const answer = (await (await moved).json()) as { store: { countryCode: string; currencyUnit: string } };
      expect(answer.store).toMatchObject({ countryCode: 'SE', currencyUnit: 'SEK' });
      // The page stayed, with its query, and now shows the new market's currency.
      expect(page.url()).toBe(`${shop.url}/eu/adults/socks${FILTERED}`);
      expect(await sameDocument(page)).toBe(true);
      await expect(page.locator('.product-card__price').first()).toContainText('kr');
      await expect(page.getByRole('button', { name: /choose your country/i })).toContainText('Sverige');
      await expect(cartLink(page)).toContainText('1');
      await page.context().close();
    });

    test('without JavaScript the footer link and the chooser keep the category path, sort and colour', async ({ browser }) => {
      const context = await browser.newContext({ viewport, javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto(`${shop.url}/de/adults/socks${FILTERED}`);
      await page.getByRole('link', { name: /wähle dein land/i }).click();
      await page.getByRole('link', { name: 'Österreich', exact: true }).click();
      await page.waitForURL((url) => url.pathname === '/at/adults/socks');
      // The server renders from the normalised URL (sorted query), so the same parameters may come back in another order.
      const query = new URL(page.url()).searchParams;
      expect(Object.fromEntries(query)).toEqual({ sort: 'price:asc', color: 'black' });
      await context.close();
    });

    test('de → United States (another warehouse region) reloads at the us home', async ({ browser }) => {
      const page = await newPage(browser, viewport);
      await page.goto(`${shop.url}/de/adults/socks${FILTERED}`);
      await markWindow(page);
      await pickMarket(page, 'United States');
      await page.waitForURL(`${shop.url}/us`);
      expect(await sameDocument(page)).toBe(false);
      await page.context().close();
    });

    test('Australia goes to its external site', async ({ browser }) => {
      const page = await newPage(browser, viewport);
      // The external site is answered here, so the test never leaves the machine.
      await page
        .context()
        .route('https://au.sockshop.example/**', (route) =>
          route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Sock Shop Australia</title>' }),
        );
      await page.goto(`${shop.url}/de/adults/socks${FILTERED}`);
      await pickMarket(page, 'Australia');
      await page.waitForURL('https://au.sockshop.example/');
      await expect(page).toHaveTitle('Sock Shop Australia');
      await page.context().close();
    });

    test('a winter-sale campaign link shows the segment popup once per session and the segment upsell', async ({ browser }) => {
      const page = await newPage(browser, viewport);
      // The page's time runs on as usual until the test moves it on.
      await page.clock.install();
      await page.goto(`${shop.url}/de?utm_campaign=winter-sale&utm_source=mail`);
      const popup = page.getByRole('dialog', { name: 'Winter-Sale: warme Füße, coole Preise' });
      await expect(popup).toBeVisible();
      await expect(popup).toContainText('HAPPY10');
      await expect(popup.getByRole('button', { name: /schließen|close/i })).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
      // A modal dialog: Escape closes it.
      await page.keyboard.press('Escape');
      await expect(popup).toBeHidden();
      const upsell = page.getByRole('region', { name: 'Warme Favoriten für den Winter' });
      await expect(upsell.locator('.product-card').first()).toBeVisible();
      // The page view carries the segment.
      const segments = await page.evaluate(() =>
        ((window as unknown as { dataLayer?: { event: string; segment?: string }[] }).dataLayer ?? [])
          .filter((event) => event.segment !== undefined)
          .map((event) => event.segment),
      );
      expect(segments).toEqual(['winter-sale']);
      // The segment hides the newsletter (hideNewsletter).
      expect(await page.locator('main .newsletter').count()).toBeGreaterThan(0);
      for (const block of await page.locator('main .newsletter').all()) await expect(block).toBeHidden();

      // Another page of the same visit: the segment is remembered, its upsell shown, the popup not again.
      await page.goto(`${shop.url}/de/adults/socks`);
      await expect(page.getByRole('region', { name: 'Warme Favoriten für den Winter' }).locator('.product-card').first()).toBeVisible();
      // The popup opens after its delay (none for this segment in the sandbox content): the clock runs well past that.
      await page.clock.runFor(1_000);
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await page.context().close();
    });

    test('the popup closes with its close button; a visitor without a campaign sees no popup and no upsell', async ({ browser }) => {
      const page = await newPage(browser, viewport);
      await page.goto(`${shop.url}/de/adults/socks?utm_campaign=WINTER-SALE`);
      const popup = page.getByRole('dialog', { name: /Winter-Sale/ });
      await expect(popup).toBeVisible();
      await popup.getByRole('button', { name: /schließen|close/i }).click();
      await expect(popup).toBeHidden();
      await page.context().close();

      const plain = await newPage(browser, viewport);
      await plain.goto(`${shop.url}/de`);
      await plain.waitForLoadState('networkidle');
      await expect(plain.getByRole('dialog')).toHaveCount(0);
      await expect(plain.locator('.segment-upsell')).toHaveCount(0);
      await plain.context().close();
    });
  });
}
