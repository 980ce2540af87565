import { expect, type Page, test, workerShop } from './fixtures';
import { VIEWPORTS } from './viewports';

// The balls must be running, as a shopper without a reduced-motion preference sees them.
test.use({ reducedMotion: 'no-preference' });

// The footer's bouncing balls sit behind the footer's content and never cover a link, on a desktop
// and a phone, while they run.
const shop = workerShop();

/** Scrolls to the footer and waits until the animation has sized its canvas to the strip (it loads on sight). */
async function ballsRunning(page: Page) {
  await expect(page.locator('header[data-enhanced]')).toBeAttached();
  await page.locator('.bouncing-balls__canvas').scrollIntoViewIfNeeded();
  const canvas = page.locator('.bouncing-balls__canvas');
  await expect
    .poll(() => canvas.evaluate((c: HTMLCanvasElement) => c.height === c.clientHeight && c.width === c.clientWidth && c.height > 0))
    .toBe(true);
}

/**
 * Footer links and buttons whose centre is not the link itself (nor inside it), each scrolled into view. One call in the
 * page: a round trip per link (forty of them, twice per test) is what made this test slow, not the checking.
 */
async function coveredLinks(page: Page): Promise<string[]> {
  const { count, covered } = await page.evaluate(() => {
    const links = [...document.querySelectorAll<HTMLElement>('footer.site-footer :is(a[href], button)')];
    const found: string[] = [];
    for (const element of links) {
      if (!element.checkVisibility({ visibilityProperty: true }) || element.getClientRects().length === 0) continue;
      element.scrollIntoView({ block: 'center', behavior: 'instant' });
      const box = element.getBoundingClientRect();
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      if (hit !== element && (hit === null || !element.contains(hit))) {
        found.push(`${element.textContent?.trim() || element.outerHTML.slice(0, 80)} under ${hit?.className}`);
      }
    }
    return { count: links.length, covered: found };
  });
  expect(count).toBeGreaterThan(5);
  return covered;
}

for (const { name, viewport } of VIEWPORTS) {
  for (const market of ['de', 'us']) {
    test(`${name} ${market}: every footer link is on top of the running balls`, async ({ page }) => {
      // The first page of a fresh shop renders its pictures first; then each link is checked in view.
      test.setTimeout(120_000);
      await page.setViewportSize(viewport);
      await page.goto(`${shop.url}/${market}`);
      await ballsRunning(page);
      // As shoppers click: the strip takes no pointer, so no ball ever catches a link's click.
      expect(await coveredLinks(page)).toEqual([]);
      // As shoppers see: the strip made hit-testable, a link must still be what lies on top at its centre.
      await page.locator('.bouncing-balls').evaluate((strip: HTMLElement) => {
        strip.style.setProperty('pointer-events', 'auto');
        strip.style.setProperty('height', '100%');
      });
      await page.locator('.bouncing-balls__canvas').evaluate((canvas: HTMLElement) => canvas.style.setProperty('pointer-events', 'auto'));
      expect(await coveredLinks(page)).toEqual([]);
    });
  }
}
