import { expect, test, workerShop } from './fixtures';

// Issue 23: a page inlines only its page type's share of the styles (ui/src/styles/page-styles.ts); once hydrated the
// browser loads the whole sheet, so a page it renders next by client navigation is styled as if served.

const shop = workerShop();

test('a category inlines no product page rules, and the product page a card leads to is styled all the same', async ({ page }) => {
  await page.goto(`${shop.url}/de/adults/socks`);
  const inline = await page.locator('head style').evaluateAll((styles) => styles.map((style) => style.textContent ?? '').join(''));
  expect(inline).toContain('.product-grid');
  expect(inline).not.toContain('.product-page');
  // The whole sheet, appended once hydrated, has loaded.
  await expect
    .poll(() => page.evaluate(() => [...document.styleSheets].some((sheet) => /\/assets\/all-[^/]*\.css$/.test(sheet.href ?? ''))))
    .toBe(true);
  await page.locator('.product-card__link').first().click();
  await expect(page).toHaveURL(/\/de\/product\//);
  // Rendered in the browser: the layout comes from the whole sheet (product.css), not from the category's inline share.
  await expect(page.locator('.product-page')).toHaveCSS('display', 'grid');
});
