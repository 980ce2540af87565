import { nuErrors } from '@sockshop/test-fixtures/harness/nu-checker';
import { expect, test, workerShop } from './fixtures';

// The W3C Nu checker finds 0 errors in the cart with a line in it. The server renders every cart empty (pages
// are shared by caches; server/src/pages/valid-html.app.test.ts checks that and the other page types), so the filled
// cart, and the mini-cart drawer add to cart opens, exist in the browser only: each is checked as the browser holds it
// (the DOM serialised), de and us, in one checker run.

const shop = workerShop();
const ADD_TO_CART = /in den warenkorb|add to cart/i;

test('the Nu checker reports 0 errors on the mini-cart drawer and the cart page with a line (de, us)', async ({ page }) => {
  // Four page loads, two adds and one JVM start: 50 s at load average 19 on 2 cores, so twice the suite's minute.
  test.setTimeout(120_000);
  const documents: Record<string, string> = {};
  for (const storefront of ['de', 'us']) {
    await page.goto(`${shop.url}/${storefront}/product/CRW-100`);
    const add = page.getByRole('button', { name: ADD_TO_CART });
    await expect(add).toBeEnabled();
    await add.click();
    const drawer = page.getByRole('dialog');
    await expect(drawer.getByRole('listitem')).toHaveCount(1);
    await expect(drawer.getByTestId('basket-upsell').getByRole('article').first()).toBeVisible();
    documents[`/${storefront}/product/CRW-100 (drawer open)`] = await page.content();

    await page.goto(`${shop.url}/${storefront}/checkout/cart`);
    await expect(page.locator('.checkout-cart').getByRole('listitem').filter({ hasText: 'Flamingo Crew Sock' })).toHaveCount(1);
    await expect(page.getByRole('radio').first()).toBeChecked();
    await expect(page.getByTestId('basket-upsell').getByRole('article').first()).toBeVisible();
    documents[`/${storefront}/checkout/cart (one line)`] = await page.content();
  }
  expect(await nuErrors(documents)).toEqual([]);
});
