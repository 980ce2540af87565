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
    // The first paint: while the whole sheet loads, the browser shows the markup above its link with the inline share
    // alone and parses nothing after it (the footer, React's swaps of finished sections, the scripts). Held here until read.
    const wholeSheet = /\/assets\/all-[^/]*\.css$/;
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(wholeSheet, async (route) => {
      await released;
      await route.continue();
    });
    await page.goto(`${shop.url}${path}`, { waitUntil: 'commit' });
    // The body links the whole sheet ahead of the footer; everything before that link paints from the inline share
    // alone, so it must look as it does with the whole sheet.
    const link = page.locator('body link[rel="stylesheet"][href*="/assets/all-"]');
    await expect(link).toBeAttached();
    const href = (await link.getAttribute('href')) ?? '';
    const wholeSheetText = await (await page.request.get(`${shop.url}${href}`)).text();
    // Both readings in one task, so nothing can change in between. The whole sheet's rules come in after every sheet
    // of the page, where the link would apply them (a constructed sheet: the page's CSP refuses a style element).
    const [inlineOnly, withWholeSheet] = await page.evaluate(
      ([text, properties]) => {
        const footerSheet = document.querySelector('body link[rel="stylesheet"]');
        const styles = () =>
          [...document.querySelectorAll('body *:not(script, template, style, link)')]
            .filter((node) => footerSheet && node.compareDocumentPosition(footerSheet) & Node.DOCUMENT_POSITION_FOLLOWING)
            // What only scripts show (the hidden suggestions list) is styled by the linked sheet: the page's scripts run
            // only once it has loaded.
            .filter((node) => !node.closest('[hidden], .speech-bubble'))
            // Inside a closed menu (a submenu panel, the mobile menu) nothing paints until it opens, and its rules come
            // with the whole sheet: compared is the closed container, whose own rules are in the share.
            .filter((node) => node.parentElement?.checkVisibility({ visibilityProperty: true }) ?? true)
            .map((node) => {
              const style = getComputedStyle(node);
              return `${node.tagName}.${node.className}: ${properties.map((name) => style.getPropertyValue(name)).join(' ')}`;
            });
        const before = styles();
        const whole = new CSSStyleSheet();
        whole.replaceSync(text);
        document.adoptedStyleSheets = [...document.adoptedStyleSheets, whole];
        return [before, styles()];
      },
      [wholeSheetText, PROPERTIES] as const,
    );
    release();
    expect(inlineOnly.length).toBeGreaterThan(50);
    await expect(page.locator('footer.site-footer')).toBeAttached();
    expect(await link.evaluate((element) => Boolean(element.nextElementSibling?.matches('footer.site-footer')))).toBe(true);
    expect(withWholeSheet).toEqual(inlineOnly);
  });
}
