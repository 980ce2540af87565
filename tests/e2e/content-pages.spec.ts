import { type BrowserContext, expect, type Page, test, workerShop } from './fixtures';
import { VIEWPORTS } from './viewports';

// Every content page typed right, the storefront menu, the FAQ's section links, the error page and
// the external storefronts' configured sites; desktop and phone, in de, us and fr.

test.describe.configure({ mode: 'serial' });
const shop = workerShop();

/** The page's content titles per storefront (the seed's words: de German, us American English, fr French). */
const TITLES = {
  de: { login: 'Anmelden', terms: 'AGB', privacy: 'Datenschutz', imprint: 'Impressum', menu: 'Menü' },
  us: { login: 'Log in', terms: 'Terms and conditions', privacy: 'Privacy', imprint: 'Company information', menu: 'Menu' },
  fr: { login: 'Connexion', terms: 'Conditions générales', privacy: 'Confidentialité', imprint: 'Mentions légales', menu: 'Menu' },
} as const;

/** What a listing shows and a content page must not (ListingView: sort control and result count). */
async function expectNoListing(page: Page) {
  await expect(page.locator('.listing, [name="sort"]')).toHaveCount(0);
  await expect(page.getByText(/Sortieren nach|Sort by|Trier par|\d+ (Ergebnisse|results|résultats)/)).toHaveCount(0);
}

for (const { name, viewport } of VIEWPORTS) {
  test.describe(`${name}`, () => {
    let context: BrowserContext;
    let page: Page;
    test.beforeAll(async ({ browser }) => {
      context = await browser.newContext({ viewport });
      page = await context.newPage();
    });
    test.afterAll(async () => {
      await context?.close();
    });

    for (const storefront of ['de', 'us', 'fr'] as const) {
      test(`${storefront}: login and the legal pages show their content, no sort or results, and say so to analytics`, async () => {
        for (const slug of ['login', 'terms', 'privacy', 'imprint'] as const) {
          const response = await page.goto(`${shop.url}/${storefront}/${slug}`);
          expect(response?.status(), slug).toBe(200);
          await expect(page.getByRole('heading', { level: 1 }), slug).toHaveText(TITLES[storefront][slug]);
          await expect(page.locator('main .rich-text-block').first(), slug).toBeVisible();
          await expectNoListing(page);
          await expect
            .poll(
              () =>
                page.evaluate(() => {
                  const layer = (window as unknown as { dataLayer?: Record<string, unknown>[] }).dataLayer ?? [];
                  const view = layer.findLast((entry) => entry.event === 'page_view');
                  return view ? `${view.country} ${view.segment} ${view.route_name} ${view.page_type}` : null;
                }),
              { message: slug },
            )
            // Spec: page views carry country, segment, route name and type (a visit from no campaign: the default segment).
            .toBe(`${storefront.toUpperCase()} default ${slug === 'login' ? 'storefront-login' : 'storefront-slugs'} unknown`);
        }
        // The login page explains there is no account and links on; the footer reaches it and the legal pages.
        await page.goto(`${shop.url}/${storefront}/login`);
        await expect(page.locator(`main a[href="/${storefront}/adults/socks"]`)).toBeVisible();
        const footer = page.locator('footer');
        for (const slug of ['login', 'terms', 'privacy', 'imprint'])
          await expect(footer.locator(`a[href="/${storefront}/${slug}"]`)).toHaveCount(1);
      });

      test(`${storefront}: a category stays a category; a slug that is neither answers 404`, async () => {
        await page.goto(`${shop.url}/${storefront}/adults/socks`);
        await expect(page.locator('[name="sort"]').first()).toBeAttached();
        expect((await page.goto(`${shop.url}/${storefront}/no-such-page`))?.status()).toBe(404);
      });

      test(`${storefront}: the storefront menu lists the navigation as plain links, reachable by keyboard`, async () => {
        const response = await page.goto(`${shop.url}/${storefront}/menu`);
        expect(response?.status()).toBe(200);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(TITLES[storefront].menu);
        const main = page.locator('main');
        await expect(main.locator(`h2 a[href="/${storefront}/adults/socks"]`)).toBeVisible();
        await expect(
          main
            .locator(`a[href="/${storefront}/collection/sneaker-socks"] , strong a[href="/${storefront}/collection/sneaker-socks"]`)
            .first(),
        ).toBeVisible();
        await expect(main.locator(`a[href="/${storefront}/kids/underwear"]`)).toHaveCount(0); // disabled: text only
        await expect(main.locator(`a[href="/${storefront}/about-us"]`).first()).toBeVisible();
        await expectNoListing(page);
        // Keyboard: the menu's first link takes focus and Enter follows it.
        const first = main.locator('h2 a').first();
        await first.focus();
        await expect(first).toBeFocused();
        await page.keyboard.press('Enter');
        await expect(page).toHaveURL(`${shop.url}/${storefront}/adults/socks`);
      });

      test(`${storefront}: the FAQ links its sections; each section links back and to its siblings`, async () => {
        await page.goto(`${shop.url}/${storefront}/faq`);
        const main = page.locator('main');
        for (const section of ['ordering', 'shipping-and-delivery', 'returns', 'payment']) {
          await expect(main.locator(`a[href="/${storefront}/faq/${section}"]`)).toHaveCount(1);
        }
        await main.locator(`a[href="/${storefront}/faq/returns"]`).click();
        await expect(page).toHaveURL(`${shop.url}/${storefront}/faq/returns`);
        await expect(main.locator(`a[href="/${storefront}/faq"]`)).toHaveCount(1);
        await expect(main.locator(`a[href="/${storefront}/faq/ordering"]`)).toHaveCount(1);
        await expect(main.locator(`a[href="/${storefront}/faq/returns"]`)).toHaveCount(0);
        await main.locator(`a[href="/${storefront}/faq"]`).click();
        await expect(page).toHaveURL(`${shop.url}/${storefront}/faq`);
      });

      test(`${storefront}: the error page shows the content's description, its status and a link home`, async () => {
        expect((await page.goto(`${shop.url}/${storefront}/no-such-page`))?.status()).toBe(404);
        const error = page.locator('.error-page');
        await expect(error).toHaveAttribute('data-status', '404');
        await expect(error.locator('.error-page__description a[href]').first()).toHaveAttribute('href', `/${storefront}/faq`);
        await expect(error.locator('.error-page__details')).toBeHidden();
        await expect(error.locator('[data-error-message]')).toHaveText(`Page Not Found: /${storefront}/no-such-page`);
        await expect(error.locator('a.button')).toHaveAttribute('href', `/${storefront}`);
      });
    }

    test('an unknown storefront (/xx) goes back to the default storefront, with the description', async () => {
      expect((await page.goto(`${shop.url}/xx`))?.status()).toBe(404);
      const error = page.locator('.error-page');
      await expect(error).toHaveAttribute('data-status', '404');
      await expect(error.locator('.error-page__description')).toContainText(/sock/i);
      await expect(error.locator('a.button')).toHaveAttribute('href', '/de');
      await error.locator('a.button').click();
      await expect(page).toHaveURL(`${shop.url}/de`);
    });
  });
}
