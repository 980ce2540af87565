import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page, test, workerShop } from './fixtures';
import { VIEWPORTS } from './viewports';

// The visual check: full-page screenshots of home, a category and a product in de and us, on a desktop and a
// phone, attached to the test output and kept in test-results/visual/ for review; and the product pictures there are
// real pictures (decoded, served as AVIF or WebP), not placeholders.
const PAGES = [
  ['home', ''],
  ['category', '/adults/socks'],
  ['product', '/product/CRW-100'],
] as const;
const KEPT = join(process.cwd(), 'test-results', 'visual');
const PRODUCT_IMAGES = '.product-card__media > img, .product-gallery__image';

const shop = workerShop();
test.beforeAll(async () => {
  mkdirSync(KEPT, { recursive: true });
});
test.afterAll(async () => {});

/**
 * Scrolls the page through once so lazy pictures load, staying at each stop until the pictures in view have loaded (or
 * failed), then back to the top, and waits for the network to rest.
 */
async function loadEverything(page: Page) {
  await expect(page.locator('header[data-enhanced]')).toBeAttached();
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  const step = page.viewportSize()?.height ?? 800;
  for (let y = 0; y < height; y += step / 2) {
    // Instant, not the page's smooth scrolling: the stop is where the pictures are looked at.
    await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
    await page.waitForFunction(() =>
      [...document.images].every((image) => {
        const box = image.getBoundingClientRect();
        const inView = box.width > 0 && box.bottom > 0 && box.top < window.innerHeight && box.right > 0 && box.left < window.innerWidth;
        return !inView || image.complete;
      }),
    );
  }
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  await page.waitForLoadState('networkidle');
}

for (const { name: device, viewport } of VIEWPORTS) {
  for (const market of ['de', 'us']) {
    for (const [pageName, path] of PAGES) {
      test(`${device} ${market} ${pageName}`, async ({ page }, testInfo) => {
        // The first request of each picture at each width renders it (AVIF at 720 px about 0.6 s); a category page asks
        // for dozens, which took 25-60 s on 2 cores. Picture speed is not what this checks: leave a slower machine room.
        test.setTimeout(240_000);
        await page.setViewportSize(viewport);
        const mediaTypes = new Map<string, string>();
        page.on('response', (response) => {
          if (new URL(response.url()).pathname.startsWith('/media/'))
            mediaTypes.set(response.url(), response.headers()['content-type'] ?? '');
        });
        await page.goto(`${shop.url}/${market}${path}`);
        await loadEverything(page);

        const pictures = await page
          .locator(PRODUCT_IMAGES)
          .evaluateAll((images) =>
            (images as HTMLImageElement[]).map((img) => ({ src: img.currentSrc, complete: img.complete, width: img.naturalWidth })),
          );
        if (pageName !== 'home') expect(pictures.length).toBeGreaterThan(0);
        for (const picture of pictures) {
          expect(picture, picture.src).toMatchObject({ complete: true });
          expect(picture.width, picture.src).toBeGreaterThan(0);
          expect(mediaTypes.get(picture.src), picture.src).toMatch(/^image\/(avif|webp)$/);
        }

        // A full-page screenshot draws the page at once, not as it scrolls by: cards away from the screen are drawn only
        // as they come near (content-visibility, ui/src/styles/product-lists.css), so here they are drawn as when seen.
        await page.locator('.product-grid > .product-card').evaluateAll((cards) => {
          for (const card of cards) (card as HTMLElement).style.contentVisibility = 'visible';
        });
        const screenshot = await page.screenshot({ fullPage: true });
        const file = `${market}-${pageName}-${device}.png`;
        writeFileSync(join(KEPT, file), screenshot);
        await testInfo.attach(file, { body: screenshot, contentType: 'image/png' });
      });
    }
  }
}
