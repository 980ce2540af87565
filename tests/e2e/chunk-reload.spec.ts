import { expect, type Page, test, workerShop } from './fixtures';
import { documentLoads, housekeepingRunning, STOREFRONTS } from './housekeeping-helpers';
import { screensWith } from './viewports';

// Reload guard 10 s. React Router 7.18 reloads
// the page being left when a route module fails to import; the shop loads the page asked for instead, once in 10 s.

test.describe.configure({ mode: 'serial' });
const shop = workerShop();

/** A client navigation as a link would start it, through the hydrated router. */
async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    const router = (window as unknown as { __reactRouterDataRouter: { navigate(to: string): Promise<void> } }).__reactRouterDataRouter;
    void router.navigate(to);
  }, path);
}

/** Aborts the route module chunks whose file names match `pattern` while `blocked()` says so. */
async function failChunks(page: Page, pattern: RegExp, blocked: () => boolean): Promise<string[]> {
  const aborted: string[] = [];
  await page.route(pattern, (route) => {
    if (!blocked()) return route.continue();
    aborted.push(new URL(route.request().url()).pathname);
    return route.abort('failed');
  });
  return aborted;
}

for (const { name, viewport, storefront } of screensWith(STOREFRONTS[0], STOREFRONTS[2])) {
  test(`${name} ${storefront.code}: a failed product chunk loads the product page once; a second failure within 10 s does not loop`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    const product = `/${storefront.code}/product/CRW-100`;
    const category = `/${storefront.code}/adults/socks`;
    let blockProduct = true;
    const abortedProduct = await failChunks(page, /\/assets\/product-[\w-]+\.js$/, () => blockProduct);
    await page.goto(`${shop.url}/${storefront.code}`);
    await housekeepingRunning(page);
    const loads = documentLoads(page);
    // The product page's document may load its chunks again.
    page.on('request', (request) => {
      if (request.isNavigationRequest() && new URL(request.url()).pathname === product) blockProduct = false;
    });

    await navigateInApp(page, product);
    await page.waitForURL(`**${product}`);
    await housekeepingRunning(page);
    expect(abortedProduct.length).toBeGreaterThan(0);
    // One whole-document load, of the page asked for, not of the home page being left.
    expect(loads).toEqual([product]);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    // Within 10 s another route chunk fails: no reload (no loop), a notice names the problem and offers the reload.
    let blockCategory = true;
    const abortedCategory = await failChunks(page, /\/assets\/slugs-[\w-]+\.js$/, () => blockCategory);
    await navigateInApp(page, category);
    const notice = page.locator('.site-notice__card');
    await expect(notice).toContainText(storefront.failed);
    expect(abortedCategory.length).toBeGreaterThan(0);
    // The handler that cancelled the router's reload shows the notice in place of loading the target: once it shows, no
    // reload is on its way. One that came anyway would be in `loads` below, or take the notice away before its click.
    expect(loads).toEqual([product]);
    expect(new URL(page.url()).pathname).toBe(product);

    // The shopper asks: the category loads as a document.
    blockCategory = false;
    await Promise.all([page.waitForURL(`**${category}`), notice.getByRole('button', { name: storefront.reload }).click()]);
    expect(loads).toEqual([product, category]);
    await context.close();
  });
}

test('after the 10 s guard a failed chunk reloads the target again', async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.clock.install();
  let block = true;
  await failChunks(page, /\/assets\/(product|slugs)-[\w-]+\.js$/, () => block);
  await page.goto(`${shop.url}/de`);
  await housekeepingRunning(page);
  const loads = documentLoads(page);
  page.on('request', (request) => {
    if (request.isNavigationRequest()) block = false;
  });
  await navigateInApp(page, '/de/product/CRW-100');
  await page.waitForURL('**/de/product/CRW-100');
  await housekeepingRunning(page);
  block = true;
  await page.clock.fastForward(11_000);
  await navigateInApp(page, '/de/adults/socks');
  await page.waitForURL('**/de/adults/socks');
  expect(loads).toEqual(['/de/product/CRW-100', '/de/adults/socks']);
  await context.close();
});
