import { expect, type Page, test, workerShop } from './fixtures';
import { VIEWPORTS } from './viewports';

// Issue 14: the footer's bouncing balls (spec §9) sit behind the footer's content and never cover a link, on a desktop
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

/** Footer links and buttons whose centre is not the link itself (nor inside it), scrolled into view one by one. */
async function coveredLinks(page: Page): Promise<string[]> {
  const count = await page.locator('footer.site-footer :is(a[href], button)').count();
  expect(count).toBeGreaterThan(5);
  const covered: string[] = [];
  for (let i = 0; i < count; i++) {
    const link = page.locator('footer.site-footer :is(a[href], button)').nth(i);
    if (!(await link.isVisible())) continue;
    await link.scrollIntoViewIfNeeded();
    const top = await link.evaluate((element) => {
      const box = element.getBoundingClientRect();
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return hit === element || (hit !== null && element.contains(hit))
        ? null
        : `${element.textContent?.trim() || element.outerHTML.slice(0, 80)} under ${hit?.className}`;
    });
    if (top) covered.push(top);
  }
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
