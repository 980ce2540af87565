import { axeViolations } from './axe';
import { expect, test, workerShop } from './fixtures';
import { documentLoads, housekeepingRunning, STOREFRONTS } from './housekeeping-helpers';
import { screensWith } from './viewports';

// The notice's animation is under test (and, in one test, its reduced-motion form).
test.use({ reducedMotion: 'no-preference' });

// Framework housekeeping: the periodic GET /api/build shows an update notice when the build id changes
// (docs/decisions.md "Update notice, chunk reload and browser diagnostics": every 5 minutes, on showing the tab and on
// navigations, at most once a minute, never in a hidden tab). The browser's clock is Playwright's, so minutes pass at
// once.

test.describe.configure({ mode: 'serial' });
const shop = workerShop();

const NEXT_BUILD = { id: 'next-build-e2e', builtAt: '2026-11-23T20:00:00.000Z' };

for (const { name, viewport, storefront } of screensWith(STOREFRONTS[2], STOREFRONTS[1])) {
  test(`${name} ${storefront.code}: a new build id shows a polite notice; Reload loads the page again`, async ({ browser }) => {
    // axe is injected as a script the page's CSP would refuse.
    const context = await browser.newContext({ viewport, bypassCSP: true });
    const page = await context.newPage();
    await page.clock.install();
    const checks: string[] = [];
    await page.route('**/api/build', async (route) => {
      checks.push(route.request().url());
      await route.fulfill({ json: NEXT_BUILD, headers: { 'cache-control': 'no-store' } });
    });
    await page.goto(`${shop.url}/${storefront.code}`);
    await housekeepingRunning(page);
    const region = page.getByRole('status').filter({ has: page.locator('.site-notice__card') });
    await expect(region).toHaveCount(0);

    // The tab shown again a minute after the page loaded: one check, ~100 ms later.
    await page.clock.fastForward(61_000);
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    await expect(region).toContainText(storefront.update);
    expect(checks).toHaveLength(1);
    await expect(page.locator('.site-notice')).toHaveAttribute('aria-live', 'polite');
    // It takes no focus and blocks nothing: the page's own links still answer.
    await expect(page.locator('.site-notice__card button:focus')).toHaveCount(0);
    expect(await axeViolations(page)).toEqual([]);

    // Keyboard: Reload is reachable and loads the same page as a whole document.
    const loads = documentLoads(page);
    const reload = page.getByRole('button', { name: storefront.reload });
    await reload.focus();
    await expect(reload).toBeFocused();
    await Promise.all([page.waitForEvent('load'), reload.press('Enter')]);
    expect(loads).toEqual([`/${storefront.code}`]);
    await context.close();
  });

  test(`${name}: the notice is dismissed with Close; reduced motion shows it without animation`, async ({ browser }) => {
    const context = await browser.newContext({ viewport, reducedMotion: 'reduce' });
    const page = await context.newPage();
    await page.clock.install();
    await page.route('**/api/build', (route) => route.fulfill({ json: NEXT_BUILD }));
    await page.goto(`${shop.url}/de/adults/socks`);
    await housekeepingRunning(page);
    // The periodic check: five minutes in a visible tab.
    await page.clock.fastForward('05:01');
    const card = page.locator('.site-notice__card');
    await expect(card).toContainText(STOREFRONTS[0].update);
    expect(await card.evaluate((element) => getComputedStyle(element).animationName)).toBe('none');
    await page.getByRole('button', { name: 'Schließen' }).click();
    await expect(card).toHaveCount(0);
    await context.close();
  });
}

test('a hidden tab never asks; a failed check shows nothing', async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.clock.install();
  let checks = 0;
  let answer: 'fail' | 'new' = 'fail';
  await page.route('**/api/build', (route) => {
    checks++;
    return answer === 'fail' ? route.fulfill({ status: 503, body: 'unavailable' }) : route.fulfill({ json: NEXT_BUILD });
  });
  await page.goto(`${shop.url}/us`);
  await housekeepingRunning(page);
  await page.evaluate(() => Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' }));
  await page.clock.fastForward('20:00');
  await page.clock.runFor(1_000);
  expect(checks).toBe(0);
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'visible' });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  await expect.poll(() => checks).toBe(1);
  await page.clock.runFor(1_000);
  await expect(page.locator('.site-notice__card')).toHaveCount(0);
  // The next check (the timer, five minutes on) finds the new build.
  answer = 'new';
  await page.clock.fastForward('05:01');
  await expect(page.locator('.site-notice__card')).toContainText(STOREFRONTS[1].update);
  await context.close();
});
