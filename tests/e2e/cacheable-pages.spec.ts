import { type BrowserContext, expect, type Page, test, workerShop } from './fixtures';

// Pages are the same for every shopper (cacheable), and the browser does what is per shopper: the CSP by
// hash lets the shop's own scripts run and nothing else, the shell script sets uid and the experiment variant before
// first paint, and the product page shows exactly the drawn variant.

let context: BrowserContext;
let page: Page;
const problems: string[] = [];
test.describe.configure({ mode: 'serial' });
const shop = workerShop();
test.beforeAll(async ({ browser }) => {
  context = await browser.newContext();
  page = await context.newPage();
  page.on('console', (message) => {
    if (message.type() === 'error' || /Content Security Policy|Refused/.test(message.text())) problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
});
test.afterAll(async () => {
  await context?.close();
});

/** CSP violations the page itself saw (the event fires for every refused script, style, image or preload). */
async function violations(): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __violations?: string[] }).__violations ?? []);
}

test('every page type runs under the hashed CSP with no violation and no console error, with and without a cart', async () => {
  await context.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __violations: string[] }).__violations = seen;
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`));
  });
  for (const path of ['/de', '/de/adults/socks', '/de/product/CRW-100', '/de/search?term=sock', '/de/checkout/cart']) {
    const response = await page.goto(`${shop.url}${path}`);
    expect(response?.headers()['content-security-policy'], path).toContain("'strict-dynamic'");
    await page.waitForLoadState('networkidle');
    expect(await violations(), path).toEqual([]);
  }
  // With something in the cart, the cart's code loads and parses the commerce answers with zod, whose
  // `new Function` probe the CSP refused (script-src 'unsafe-eval'); the product and cart pages again, now with a cart.
  for (const path of ['/de/product/CRW-100?items=CRW-100-3638x1', '/de/checkout/cart']) {
    await page.goto(`${shop.url}${path}`);
    await expect(page.locator('.site-header .cart-link__count')).toHaveText('1');
    await page.waitForLoadState('networkidle');
    expect(await violations(), path).toEqual([]);
  }
  expect(problems).toEqual([]);
});

test('the shell script gives the shopper a uid and one shipping-speed variant, kept across pages', async ({ browser }) => {
  // A new shopper: a new browser session, so the exposure is reported here.
  await context.close();
  context = await browser.newContext();
  page = await context.newPage();
  await page.goto(`${shop.url}/de`);
  const cookies = await context.cookies();
  const uid = cookies.find((cookie) => cookie.name === 'uid');
  expect(uid?.value).toMatch(/^[0-9a-f-]{32,36}$/);
  expect(uid?.sameSite).toBe('Lax');
  const variant = cookies.find((cookie) => cookie.name === 'exp_shipping-speed')?.value;
  expect(['control', 'indicator']).toContain(variant);

  await page.goto(`${shop.url}/de/product/CRW-100`);
  await expect(page.locator('html')).toHaveAttribute('data-exp-shipping-speed', variant ?? '');
  // Both variants are in the (cacheable) HTML; only the drawn one shows.
  await expect(page.locator('[data-exp="shipping-speed"]')).toHaveCount(2);
  await expect(page.locator('.shipping-speed')).toHaveCount(1);
  await expect(page.locator('.shipping-speed')).toBeVisible({ visible: variant === 'indicator' });
  // The exposure is reported from an effect, so after hydration, which the markup checks above do not wait for.
  const exposures = () =>
    page.evaluate(() =>
      ((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []).filter(
        (event) => (event as { event?: string }).event === 'experiment_exposure',
      ),
    );
  await expect.poll(exposures).toEqual([{ event: 'experiment_exposure', experiment_id: 'shipping-speed', variant }]);

  await page.reload();
  expect((await context.cookies()).find((cookie) => cookie.name === 'uid')?.value).toBe(uid?.value);
  await expect(page.locator('html')).toHaveAttribute('data-exp-shipping-speed', variant ?? '');
});

test('outside the experiment’s markets nothing is drawn and no variant is hidden', async () => {
  await page.goto(`${shop.url}/uk/product/CRW-100`);
  await expect(page.locator('html')).not.toHaveAttribute('data-exp-shipping-speed', /.*/);
  await expect(page.locator('.shipping-speed')).toHaveCount(0);
});
