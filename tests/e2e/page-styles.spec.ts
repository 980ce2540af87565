import { expect, test, workerShop } from './fixtures';

// A page inlines only its page type's share of the styles for its first screen (ui/src/styles/page-styles.ts);
// the whole sheet, linked in the body ahead of the footer, styles the rest and a page the browser renders next by client
// navigation as if served.

const shop = workerShop();

test('a category inlines no product page rules, and the product page a card leads to is styled all the same', async ({ page }) => {
  await page.goto(`${shop.url}/de/adults/socks`);
  const inline = await page.locator('head style').evaluateAll((styles) => styles.map((style) => style.textContent ?? '').join(''));
  expect(inline).toContain('.product-grid');
  expect(inline).not.toContain('.product-page');
  // The whole sheet, linked ahead of the footer, has loaded.
  await expect
    .poll(() => page.evaluate(() => [...document.styleSheets].some((sheet) => /\/assets\/all-[^/]*\.css$/.test(sheet.href ?? ''))))
    .toBe(true);
  await page.locator('.product-card__name > a').first().click();
  await expect(page).toHaveURL(/\/de\/product\//);
  // Rendered in the browser: the layout comes from the whole sheet (product.css), not from the category's inline share.
  await expect(page.locator('.product-page')).toHaveCSS('display', 'grid');
});

/** Properties a stylesheet sets that do not move with time or pictures loading. */
const PROPERTIES = [
  'display',
  'position',
  'visibility',
  'color',
  'background-color',
  'font-size',
  'font-weight',
  'margin',
  'padding',
  'gap',
  'grid-template-columns',
  'border-radius',
];

for (const path of ['/de', '/de/adults/socks', '/de/search?term=sock', '/de/product/CRW-100', '/de/checkout/cart']) {
  test(`${path}: its inline share styles every element above the footer's stylesheet as the whole sheet does`, async ({ page }) => {
    const wholeSheet = /\/assets\/all-[^/]*\.css$/;
    await page.route(wholeSheet, (route) => route.abort());
    await page.goto(`${shop.url}${path}`);
    // The body links the whole sheet (refused here) ahead of the footer; everything before that link paints from the
    // inline share alone, so it must look as it does with the whole sheet.
    const link = page.locator('body link[rel="stylesheet"][href*="/assets/all-"]');
    await expect(link).toBeAttached();
    expect(await link.evaluate((element) => Boolean(element.nextElementSibling?.matches('footer.site-footer')))).toBe(true);
    await page.unroute(wholeSheet);
    const sheet = await page.addStyleTag({ url: (await link.getAttribute('href')) ?? '' });
    // Both readings in one task, so lists that fill in on their own (home's bestsellers) cannot change in between.
    const [inlineOnly, withWholeSheet] = await sheet.evaluate((element, properties) => {
      const footerSheet = document.querySelector('body link[rel="stylesheet"]');
      const styles = () =>
        [...document.querySelectorAll('body *:not(script, template, style, link)')]
          .filter((node) => footerSheet && node.compareDocumentPosition(footerSheet) & Node.DOCUMENT_POSITION_FOLLOWING)
          // What only scripts show (the hidden suggestions list, the speech bubble they add) is styled by the linked
          // sheet: the page's scripts run only once it has loaded (here it was refused, which no shopper meets).
          .filter((node) => !node.closest('[hidden], .speech-bubble'))
          .map((node) => {
            const style = getComputedStyle(node);
            return `${node.tagName}.${node.className}: ${properties.map((name) => style.getPropertyValue(name)).join(' ')}`;
          });
      (element as HTMLLinkElement).disabled = true;
      const before = styles();
      (element as HTMLLinkElement).disabled = false;
      return [before, styles()];
    }, PROPERTIES);
    expect(withWholeSheet).toEqual(inlineOnly);
  });
}
