import { type BrowserContext, expect, type Page, test, workerShop } from './fixtures';
import { housekeepingRunning, STOREFRONTS } from './housekeeping-helpers';
import { screensWith } from './viewports';

// POST /api/diagnostics/log and a page
// whose cart cannot be fetched posts exactly one report, with the spec's body, which the shop's server accepts.

test.describe.configure({ mode: 'serial' });
const shop = workerShop();

/** The page's logger posts a batch one second after the first report in it. */
const BATCH_WINDOW_MS = 1_000;

/**
 * Counts the page's posts to the diagnostics endpoint as the page makes them. A route sees a post a moment later, so a
 * count taken there right after the fake clock ran could miss a post that run set off.
 */
async function countPostsInPage(context: BrowserContext): Promise<(page: Page) => Promise<number>> {
  await context.addInitScript(() => {
    const counter = window as unknown as { diagnosticsPosts: number };
    const send = window.fetch.bind(window);
    counter.diagnosticsPosts = 0;
    window.fetch = (input, init) => {
      if (String(input).endsWith('/api/diagnostics/log')) counter.diagnosticsPosts++;
      return send(input, init);
    };
  });
  return (page) => page.evaluate(() => (window as unknown as { diagnosticsPosts: number }).diagnosticsPosts);
}

for (const { name, viewport, storefront } of screensWith(STOREFRONTS[1], STOREFRONTS[0])) {
  test(`${name} ${storefront.code}: a failing cart fetch posts one diagnostics report`, async ({ browser }) => {
    const context = await browser.newContext({ viewport });
    // A saved cart token in both warehouse regions: start-up fetches the cart.
    await context.addInitScript(() => {
      for (const region of ['NL', 'US']) {
        window.localStorage.setItem(`cartToken:${region}`, JSON.stringify({ token: 'e2e-cart-token', savedAt: Date.now() }));
      }
    });
    const postedInPage = await countPostsInPage(context);
    const page = await context.newPage();
    // The page's time runs on as usual until the test moves it on.
    await page.clock.install();
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
    // A report taken after that batch would be posted one window later: the clock runs past it, and nothing more came.
    await page.clock.runFor(BATCH_WINDOW_MS);
    expect(await postedInPage(page)).toBe(1);
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

test('an unexpected browser error and an unhandled rejection are reported, each once, in one batch', async ({ browser }) => {
  const context = await browser.newContext();
  const postedInPage = await countPostsInPage(context);
  const page = await context.newPage();
  await page.clock.install();
  const posts: unknown[] = [];
  await page.route('**/api/diagnostics/log', (route) => {
    posts.push(route.request().postDataJSON());
    return route.continue();
  });
  await page.goto(`${shop.url}/de`);
  await housekeepingRunning(page);
  await page.evaluate(() => {
    for (let i = 0; i < 3; i++) {
      // Thrown in a microtask, which nothing catches (the fake clock would catch a throw in a timer of its own).
      queueMicrotask(() => {
        throw new Error('e2e uncaught');
      });
      void Promise.reject(new Error('e2e rejection'));
    }
  });
  await expect.poll(() => posts.length).toBe(1);
  // Past the next window: a report taken after the batch would have been posted by now.
  await page.clock.runFor(BATCH_WINDOW_MS);
  expect(await postedInPage(page)).toBe(1);
  expect(posts).toEqual([
    expect.arrayContaining([
      expect.objectContaining({ level: 'error', service: 'ui', code: 'ui:error_uncaught', message: 'Error: e2e uncaught' }),
      expect.objectContaining({ level: 'error', service: 'ui', code: 'ui:error_unhandled_rejection', message: 'Error: e2e rejection' }),
    ]),
  ]);
  expect(posts[0]).toHaveLength(2);
  await context.close();
});
