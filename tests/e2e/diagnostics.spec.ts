import { expect, test, workerShop } from './fixtures';
import { housekeepingRunning, STOREFRONTS } from './housekeeping-helpers';
import { VIEWPORTS } from './viewports';

// spec §7 POST /api/diagnostics/log and spec §8 "Cart fetch failure: logged as error with code error_fetch_cart": a page
// whose cart cannot be fetched posts exactly one report, with the spec's body, which the shop's server accepts.

test.describe.configure({ mode: 'serial' });
const shop = workerShop();

for (const { name, viewport } of VIEWPORTS) {
  for (const storefront of STOREFRONTS) {
    test(`${name} ${storefront.code}: a failing cart fetch posts one diagnostics report`, async ({ browser }) => {
      const context = await browser.newContext({ viewport });
      // A saved cart token in both warehouse regions: start-up fetches the cart.
      await context.addInitScript(() => {
        for (const region of ['NL', 'US']) {
          window.localStorage.setItem(`cartToken:${region}`, JSON.stringify({ token: 'e2e-cart-token', savedAt: Date.now() }));
        }
      });
      const page = await context.newPage();
      // The commerce backend answers the cart fetch with 500 (its own headers kept, CORS included).
      let cartFetches = 0;
      await page.route(
        (url) => url.pathname.endsWith('/carts'),
        async (route) => {
          if (route.request().method() !== 'GET') return route.continue();
          cartFetches++;
          const response = await route.fetch();
          return route.fulfill({ response, status: 500, json: { error: { code: 'INTERNAL', message: 'boom' } } });
        },
      );
      const posts: unknown[] = [];
      const answers: number[] = [];
      page.on('response', (response) => {
        if (response.url().endsWith('/api/diagnostics/log')) answers.push(response.status());
      });
      await page.route('**/api/diagnostics/log', (route) => {
        posts.push(route.request().postDataJSON());
        return route.continue();
      });

      await page.goto(`${shop.url}/${storefront.code}`);
      await housekeepingRunning(page);
      await expect.poll(() => posts.length, { timeout: 15_000 }).toBe(1);
      expect(cartFetches).toBeGreaterThan(0);
      // Batched a second, then nothing more: exactly one line.
      await page.waitForTimeout(2_500);
      expect(posts).toEqual([
        {
          level: 'error',
          service: 'cart',
          code: 'cart:error_fetch_cart',
          message: 'Cart fetch failed',
          data: { error: expect.any(String) },
        },
      ]);
      await expect.poll(() => answers).toEqual([202]);
      await context.close();
    });
  }
}

test('an unexpected browser error and an unhandled rejection are reported, each once, in one batch', async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const posts: unknown[] = [];
  await page.route('**/api/diagnostics/log', (route) => {
    posts.push(route.request().postDataJSON());
    return route.continue();
  });
  await page.goto(`${shop.url}/de`);
  await housekeepingRunning(page);
  await page.evaluate(() => {
    for (let i = 0; i < 3; i++) {
      setTimeout(() => {
        throw new Error('e2e uncaught');
      });
      void Promise.reject(new Error('e2e rejection'));
    }
  });
  await expect.poll(() => posts.length).toBe(1);
  await page.waitForTimeout(2_000);
  expect(posts).toEqual([
    expect.arrayContaining([
      expect.objectContaining({ level: 'error', service: 'ui', code: 'ui:error_uncaught', message: 'Error: e2e uncaught' }),
      expect.objectContaining({ level: 'error', service: 'ui', code: 'ui:error_unhandled_rejection', message: 'Error: e2e rejection' }),
    ]),
  ]);
  expect(posts[0]).toHaveLength(2);
  await context.close();
});
