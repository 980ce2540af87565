import { type BrowserContext, expect, type Page, test, workerShop } from './fixtures';

// The product page as shoppers and crawlers see it, on a desktop and a phone, in de and us: its three product lists
// (cluster and similar streamed with the page, "you may also like" loaded by the browser with the shopper's
// session), the size guide opened from the keyboard, image sources, schema.org data, and no console or CSP error.

const VIEWPORTS = { desktop: { width: 1440, height: 900 }, mobile: { width: 390, height: 844 } } as const;
const STOREFRONTS = ['de', 'us'] as const;
const SKU = 'CRW-100';

const shop = workerShop();

/** A fresh shopper whose console errors, page errors and CSP violations are kept. */
async function watchedPage(context: BrowserContext): Promise<{ page: Page; problems: () => Promise<string[]> }> {
  const seen: string[] = [];
  await context.addInitScript(() => {
    const violations: string[] = [];
    (window as unknown as { __violations: string[] }).__violations = violations;
    document.addEventListener('securitypolicyviolation', (event) => violations.push(`${event.violatedDirective} ${event.blockedURI}`));
  });
  const page = await context.newPage();
  page.on('console', (message) => {
    if (message.type() === 'error' || /Content Security Policy|Refused/.test(message.text())) seen.push(message.text());
  });
  page.on('pageerror', (error) => seen.push(error.message));
  const problems = async () => [
    ...seen,
    ...(await page.evaluate(() => (window as unknown as { __violations?: string[] }).__violations ?? [])),
  ];
  return { page, problems };
}

async function expectProductLinks(page: Page, list: string) {
  // The section is replaced when its products come (placeholder cards first), so the links are what is waited for.
  const links = page.locator(`section[data-list="${list}"] .product-card a[href*="/product/"]`);
  await expect(links.first()).toBeAttached();
  await links.first().scrollIntoViewIfNeeded();
  await expect(links.first()).toBeVisible();
  const hrefs = await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')));
  expect(hrefs.length, list).toBeGreaterThan(0);
  expect(
    hrefs.every((href) => href !== null && !href.endsWith(`/${SKU}`)),
    list,
  ).toBe(true);
}

for (const [device, viewport] of Object.entries(VIEWPORTS)) {
  for (const storefront of STOREFRONTS) {
    test(`${storefront} on ${device}: three lists, size guide by keyboard, image sources, structured data, no errors`, async ({
      browser,
    }) => {
      const context = await browser.newContext({ viewport });
      const { page, problems } = await watchedPage(context);
      const sessionCall = page.waitForRequest((request) => request.url().includes(`/api/product/pdp/${SKU}?sessionId=`));
      await page.goto(`${shop.url}/${storefront}/product/${SKU}`);
      await expect(page.locator('header[data-enhanced]')).toBeAttached();

      // The gallery's pictures at the five widths, with the quality rule.
      const lead = page.locator('.product-gallery__image').first();
      const srcset = (await lead.getAttribute('srcset')) ?? '';
      for (const width of [320, 720, 1024, 1920, 3840]) expect(srcset).toContain(` ${width}w`);
      expect(srcset).toMatch(/w=720&q=70 720w/);
      expect(srcset).toMatch(/w=1920&q=60 1920w/);
      expect(await lead.getAttribute('sizes')).toBeTruthy();

      // schema.org data blocks are JSON; one of them is the page's BreadcrumbList ending at the product.
      const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
      const data = blocks.map((text) => JSON.parse(text) as { '@type': string; itemListElement?: { item: string }[] });
      const trail = data.find((entry) => entry['@type'] === 'BreadcrumbList');
      expect(trail?.itemListElement?.length).toBeGreaterThanOrEqual(2);
      expect(trail?.itemListElement?.at(-1)?.item).toMatch(new RegExp(`/${storefront}/product/${SKU}$`));
      expect(data.map((entry) => entry['@type'])).toContain('Product');

      // The size guide, a disclosure beside the size picker, opens from the keyboard.
      const toggle = page.locator('.size-guide summary');
      await toggle.focus();
      await page.keyboard.press('Enter');
      await expect(page.locator('.size-guide')).toHaveAttribute('open', '');
      await expect(page.locator('.size-guide table tbody tr').first()).toBeVisible();

      // Cluster and similar come with the page; "you may also like" is asked by the browser with the session.
      await expectProductLinks(page, 'cluster');
      // "You may also like" is asked for only when its place nears the viewport.
      await page.locator('.session-recommendations').scrollIntoViewIfNeeded();
      await expectProductLinks(page, 'recommendations');
      const session = new URL((await sessionCall).url());
      expect(session.searchParams.get('sessionId')).toMatch(/^[\w-]+$/);
      await expectProductLinks(page, 'similar');
      // The cards' pictures carry sources too (the card widths, 320 and 720).
      expect(await page.locator('section[data-list="similar"] .product-card__media > img').first().getAttribute('srcset')).toMatch(
        /320w.*720w/,
      );

      await page.waitForLoadState('networkidle');
      expect(await problems()).toEqual([]);
      await context.close();
    });
  }
}

test('the shared page carries no shopper: the per-session list is not in its HTML', async () => {
  const html = await (await fetch(`${shop.url}/de/product/${SKU}`)).text();
  expect(html).toContain('data-list="cluster"');
  expect(html).not.toContain('sessionId');
  expect(html).not.toMatch(/<img[^>]*\s(style|onerror)=/i);
});

test('a product page title names the colour in the page language, so products of one name in two colours differ', async ({ page }) => {
  // The sample catalogue names each product once; a real one may not ('Striped Socks' in three
  // colours shared one title), so the title carries the colour: CRW-100 is the pink Flamingo Crew Sock.
  await page.goto(`${shop.url}/de/product/CRW-100`);
  const name = (await page.locator('h1').textContent()) ?? '';
  expect(name).toBe('Flamingo Crew Sock');
  expect(await page.title()).toMatch(/^Flamingo Crew Sock – Rosa\b/);
  await page.goto(`${shop.url}/us/product/CRW-100`);
  expect(await page.title()).toMatch(/^Flamingo Crew Sock – Pink\b/);
});

test('a category page has BreadcrumbList data, and the home page lists bestsellers from the widget API', async ({ page }) => {
  await page.goto(`${shop.url}/de/adults/socks`);
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const trail = blocks
    .map((text) => JSON.parse(text) as { '@type': string; itemListElement: { item: string }[] })
    .find((d) => d['@type'] === 'BreadcrumbList');
  expect(trail?.itemListElement.at(0)?.item).toBe(`${shop.url}/de`);
  expect(trail?.itemListElement.at(-1)?.item).toBe(`${shop.url}/de/adults/socks`);

  const widgetCall = page.waitForRequest((request) => request.url().includes('/api/v2/products/bestsellers/'));
  await page.goto(`${shop.url}/de`);
  await page.locator('section[data-widget="bestsellers"]').scrollIntoViewIfNeeded();
  await widgetCall;
  await expect(page.locator('section[data-widget="bestsellers"] .product-card a[href*="/de/product/"]').first()).toBeVisible();
});
