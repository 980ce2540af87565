import { axeViolations } from './axe';
import { type Browser, expect, hydrated, type Page, test } from './fixtures';
import { type ShopServer, startShopServer } from './shop-server';
import { screensWith, VIEWPORTS } from './viewports';

// The behaviours under test are motion: hide-on-scroll, the marquee, the logo's collapse, the bubbles' timing.
test.use({ reducedMotion: 'no-preference' });

// The chrome's behaviours on the production build: hide-on-scroll, the top banner's collapse and
// marquee, the logo's collapse, the speech bubble, the widget slots and the country switcher's contrast. The shop runs with
// both widget URLs configured; the browser answers them with stand-in scripts (no third-party service here).
const WIDGETS = { accessibility: 'https://widgets.invalid/accessibility.js', chat: 'https://widgets.invalid/chat.js' };
const STOREFRONTS = ['de', 'us', 'fr'] as const;

// A shop of its own, started by the file in whichever worker runs it: every page of it loads the two widget scripts. (A
// worker fixture option gave it a worker of its own, which Playwright starts only once no other file is left: the suite
// ended with this file running alone for two minutes.)
const shop = {} as ShopServer;
test.beforeAll(async () => {
  test.setTimeout(90_000);
  Object.assign(shop, await startShopServer({ ACCESSIBILITY_WIDGET_URL: WIDGETS.accessibility, CHAT_WIDGET_URL: WIDGETS.chat }));
});
test.afterAll(async () => {
  await shop.stop?.();
});

/**
 * Loads a page and waits for the chrome behaviours to have started: they load on the shopper's first activity (here a
 * mouse move) or once the loaded page is quiet. `quiet` leaves the page alone: it waits for the load event,
 * from which the quiet counts, and for hydration only.
 */
async function open(page: Page, path: string, { quiet = false } = {}) {
  await page.route('https://widgets.invalid/**', (route) =>
    route.fulfill({
      contentType: 'text/javascript',
      body: `(window.widgetsLoaded ??= []).push(${JSON.stringify(route.request().url())});`,
    }),
  );
  // Not waiting for every picture: the 3000 ms bubbles start at hydration.
  await page.goto(`${shop.url}${path}`, { waitUntil: quiet ? 'load' : 'domcontentloaded' });
  if (quiet) {
    await hydrated(page);
    return;
  }
  await page.mouse.move(1, 1);
  await expect(page.locator('header[data-enhanced] .speech-bubble')).toBeAttached();
}

const scrollTo = async (page: Page, y: number) => {
  await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
  // One frame for the watcher's decision, one for the style to apply.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
};

/** max(message length / 7, 10) seconds. */
const marqueeSeconds = (message: string) => Math.max([...message].length / 7, 10);

// The same code on every storefront: once per screen, in two languages.
for (const { name, viewport, storefront } of screensWith('de', 'fr')) {
  test.describe(`${name} ${viewport.width}px`, () => {
    test.use({ viewport });

    test(`${storefront}: the header hides scrolling down past 100 px, shows scrolling up, ignores a 10 px wiggle`, async ({ page }) => {
      await open(page, `/${storefront}/adults/socks`);
      const header = page.locator('header.site-header');
      await expect(header).toHaveAttribute('data-hide-on-scroll', '');
      await scrollTo(page, 300);
      await expect(header).toHaveAttribute('data-concealed', '');
      await expect(header).not.toBeInViewport();
      await scrollTo(page, 290);
      await scrollTo(page, 300);
      await expect(header).toHaveAttribute('data-concealed', '');
      await scrollTo(page, 200);
      await expect(header).not.toHaveAttribute('data-concealed');
      await expect(header).toBeInViewport();
      await scrollTo(page, 210);
      await scrollTo(page, 200);
      await expect(header).not.toHaveAttribute('data-concealed');
      // Keyboard focus inside a hidden header brings it back.
      await scrollTo(page, 600);
      await expect(header).not.toBeInViewport();
      const focusInHeader = () => page.evaluate(() => document.querySelector('.site-header')?.contains(document.activeElement));
      for (let tab = 0; tab < 6 && !(await focusInHeader()); tab++) await page.keyboard.press('Tab');
      expect(await focusInHeader()).toBe(true);
      await expect(header).toBeInViewport();
    });

    test(`${storefront}: the logo collapses after 4 s without activity and expands on mousemove`, async ({ page }) => {
      // The page's time stands still from its first moment, however long the page takes to load: the 4 s start at
      // the load event (the behaviours load when they are up), and only the test moves them on.
      await page.clock.install();
      await page.clock.pauseAt(Date.now() + 1_000);
      await open(page, `/${storefront}`, { quiet: true });
      const logo = page.locator('.site-header .logo');
      await expect(logo).not.toHaveAttribute('data-collapsed');
      await page.clock.runFor(3_900);
      await expect(logo).not.toHaveAttribute('data-collapsed');
      await page.clock.runFor(200);
      await expect(logo).toHaveAttribute('data-collapsed', '');
      await expect(logo).toHaveAccessibleName('Sock Shop');
      await expect.poll(() => logo.locator('.logo__name').evaluate((el) => getComputedStyle(el).opacity)).toBe('0');
      await page.mouse.move(200, 300);
      await expect(logo).not.toHaveAttribute('data-collapsed');
      await page.clock.runFor(4_000);
      await expect(logo).toHaveAttribute('data-collapsed', '');
      await page.keyboard.press('Shift');
      await expect(logo).not.toHaveAttribute('data-collapsed');
    });

    test(`${storefront}: the speech bubble shows search results for 3 s, stays on a product route, hides on a click`, async ({ page }) => {
      // The page's clock stands still from here: the 3000 ms bubble waits for the slow steps below (page loads).
      await page.clock.install();
      await open(page, `/${storefront}/adults/socks`);
      await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
      const bubble = page.locator('.site-header .speech-bubble');
      await page.locator('.site-header input[name="term"]').fill('socks');
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/search\?term=socks/);
      await expect(bubble).toHaveAttribute('role', 'status');
      await expect(bubble).toHaveAttribute('data-variant', 'highlight');
      await expect(bubble).not.toBeEmpty();
      // A search bubble survives the route change it leads to, and a product route keeps any bubble.
      await page.locator('.product-grid a[href*="/product/"]').first().click();
      await expect(page).toHaveURL(/\/product\//);
      await expect(bubble).toHaveAttribute('data-variant', 'highlight');
      await bubble.click();
      await expect(bubble).toBeEmpty();
      await expect(page.locator('header.site-header')).not.toHaveAttribute('data-speech-bubble');
      // A search result shows for 3000 ms.
      await page.goBack();
      await expect(bubble).toHaveAttribute('data-variant', 'highlight');
      await page.clock.runFor(2_900);
      await expect(bubble).not.toBeEmpty();
      await page.clock.runFor(200);
      await expect(bubble).toBeEmpty();
    });

    test(`${storefront}: search focus shows the bubble for 3000 ms; Escape dismisses it; a cart bubble hides on route change`, async ({
      page,
    }) => {
      await open(page, `/${storefront}/adults/socks`);
      const bubble = page.locator('.site-header .speech-bubble');
      const search = page.locator('.site-header input[name="term"]');
      // How long it shows, measured in the page from its first word to its last.
      await page.evaluate(() => {
        const node = document.querySelector('.site-header .speech-bubble') as HTMLElement;
        new MutationObserver(() => {
          if (node.textContent) node.dataset.shownAt = String(performance.now());
          else node.dataset.shownFor = String(performance.now() - Number(node.dataset.shownAt));
        }).observe(node, { childList: true, characterData: true, subtree: true });
      });
      await search.focus();
      await expect(bubble).toHaveAttribute('data-variant', 'default');
      await expect(bubble).toHaveAttribute('data-shown-for', /\d/, { timeout: 5_000 });
      const shownFor = Number(await bubble.getAttribute('data-shown-for'));
      expect(shownFor).toBeGreaterThan(2_900);
      expect(shownFor).toBeLessThan(3_500);
      await search.blur();
      await search.focus();
      await expect(bubble).not.toBeEmpty();
      await page.keyboard.press('Escape');
      await expect(bubble).toBeEmpty();
      // A product added to the cart: the transaction bubble, hidden by going back to a route without a sku.
      await page.locator('.product-grid a[href*="/product/"]').first().click();
      await expect(page).toHaveURL(/\/product\//);
      await page.locator('.add-to-cart button[type="submit"]').click();
      await expect(bubble).toHaveAttribute('data-variant', 'transaction');
      await page.goBack();
      await expect(page).toHaveURL(/\/adults\/socks/);
      await expect(bubble).toBeEmpty();
    });
  });
}

for (const { name, viewport } of VIEWPORTS) {
  test.describe(`${name} ${viewport.width}px`, () => {
    test.use({ viewport });

    // What differs by storefront: the banner's message (a marquee where it overflows) and the widgets configured.
    for (const storefront of STOREFRONTS) {
      test(`${storefront}: the banner collapses past 40 px and comes back near the top; its marquee follows the rule`, async ({ page }) => {
        const html = await (await page.request.get(`${shop.url}/${storefront}`)).text();
        expect(html).not.toMatch(/<[^>]+\sstyle=/);
        await open(page, `/${storefront}/adults/socks`);
        const banner = page.locator('.top-banner');
        await expect(banner).toBeVisible();
        const message = (await banner.locator('.top-banner__text').textContent()) ?? '';
        const line = banner.locator('.top-banner__message');
        const overflows = await line.evaluate((el) => {
          const style = getComputedStyle(el);
          return style.whiteSpace === 'nowrap' && el.scrollWidth > el.clientWidth + 1;
        });
        // France's sandbox message is long on purpose: it runs as a marquee on a phone.
        if (storefront === 'fr' && name === 'mobile') expect(overflows || (await banner.getAttribute('data-marquee')) !== null).toBe(true);
        if ((await banner.getAttribute('data-marquee')) !== null) {
          const text = banner.locator('.top-banner__text');
          const duration = await text.evaluate((el) => Number.parseFloat(getComputedStyle(el).animationDuration));
          expect(duration).toBeCloseTo(marqueeSeconds(message), 2);
          expect(await text.evaluate((el) => getComputedStyle(el).animationName)).toBe('banner-marquee');
          await banner.hover();
          expect(await text.evaluate((el) => getComputedStyle(el).animationPlayState)).toBe('paused');
          // The link stays reachable by keyboard, and focus stops the marquee.
          await page.mouse.move(0, 600);
          await page.keyboard.press('Tab');
          await page.keyboard.press('Tab');
          await expect(banner.locator('a')).toBeFocused();
          expect(await text.evaluate((el) => getComputedStyle(el).animationName)).toBe('none');
          await page.emulateMedia({ reducedMotion: 'reduce' });
          await page.locator('main').focus();
          expect(await text.evaluate((el) => getComputedStyle(el).animationName)).toBe('none');
        } else {
          expect(overflows).toBe(false);
        }
        await scrollTo(page, 60);
        await expect(banner).toHaveAttribute('data-collapsed', '');
        await expect(banner).toBeHidden();
        // It keeps its box: once its fade has run out, and a frame has been laid out after it, the page is where it was put.
        await banner.evaluate(async (element) => {
          await Promise.all(element.getAnimations().map((animation) => animation.finished));
          await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
        });
        expect(await page.evaluate(() => window.scrollY)).toBe(60);
        await expect(banner).toHaveAttribute('data-collapsed', '');
        await scrollTo(page, 0);
        await expect(banner).not.toHaveAttribute('data-collapsed');
        await expect(banner).toBeVisible();
      });

      test(`${storefront}: widget slots, the accessibility widget on us only, the chat widget 78 px up on us, 16 px elsewhere`, async ({
        page,
      }) => {
        await open(page, `/${storefront}`);
        const chat = page.locator('#chat-widget');
        await expect(chat).toBeAttached();
        expect(await chat.evaluate((el) => getComputedStyle(el).bottom)).toBe(storefront === 'us' ? '78px' : '16px');
        expect(await chat.evaluate((el) => getComputedStyle(el).position)).toBe('fixed');
        const loaded = () => page.evaluate(() => (window as unknown as { widgetsLoaded?: string[] }).widgetsLoaded ?? []);
        await expect.poll(loaded).toContain(WIDGETS.chat);
        if (storefront === 'us') {
          await expect(page.locator('#accessibility-widget')).toBeAttached();
          await expect.poll(loaded).toContain(WIDGETS.accessibility);
        } else {
          await expect(page.locator('#accessibility-widget')).toHaveCount(0);
          expect(await loaded()).not.toContain(WIDGETS.accessibility);
        }
      });
    }

    // The slide-in menu is the phone layout: the desktop has none to open.
    const menuTest = name === 'mobile' ? test : () => undefined;
    menuTest('mobile menu: the menu-expanded bubble, with the menu padded by its height plus 36 px', async ({ page }) => {
      await open(page, '/de');
      await page.locator('.menu-toggle').click();
      const bubble = page.locator('.site-header .speech-bubble');
      await expect(bubble).toHaveAttribute('data-variant', 'menu-expanded');
      const height = await bubble.evaluate((el) => (el as HTMLElement).offsetHeight);
      const padding = await page.locator('.mobile-menu').evaluate((el) => Number.parseFloat(getComputedStyle(el).paddingTop));
      expect(padding).toBe(height + 36);
      await page.locator('.menu-toggle').click();
      await expect(bubble).toBeEmpty();
    });

    for (const storefront of ['de', 'us'] as const) {
      test(`the open country switcher passes axe on ${storefront} (no white names on cream)`, async ({ browser }) => {
        const page = await axePage(browser, viewport);
        await page.goto(`${shop.url}/${storefront}`);
        await page
          .getByRole('contentinfo')
          .getByRole('button')
          .filter({ has: page.locator('.flag') })
          .click();
        const dialog = page.getByRole('dialog');
        await expect(dialog).toBeVisible();
        const link = dialog.locator('.country-list__link:not(.is-current)').first();
        expect(await link.evaluate((el) => getComputedStyle(el).color)).not.toBe('rgb(255, 255, 255)');
        expect(await axeViolations(page)).toEqual([]);
        await page.context().close();
      });
    }
  });
}

/** axe is injected as a script the page's CSP would refuse: a context that bypasses it, for axe only. */
async function axePage(browser: Browser, viewport: { width: number; height: number }): Promise<Page> {
  const context = await browser.newContext({ bypassCSP: true, viewport });
  return context.newPage();
}
