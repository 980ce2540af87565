import { expect, type Page, test, workerShop } from './fixtures';

// Every storefront's pages fit every common window, from a small phone to a large desktop (iPad
// landscape at 1024 and 1180 px, small laptops at 1280 px): nothing scrolls sideways, the header's cart link is on the
// screen, and no main navigation label wraps onto a second line. One page per storefront goes through its page types and
// is resized through the widths (not reloaded), which keeps the whole file to seconds.

const WIDTHS = [320, 375, 768, 960, 1024, 1180, 1280, 1440, 1920] as const;
/** Every language the content has (de, fr, nl, en), and a dollar and a yen storefront (us; gl, for JP). */
const STOREFRONTS = ['de', 'fr', 'nl', 'us', 'gl'] as const;
const PAGES = {
  home: '',
  category: '/adults/socks',
  product: '/product/CRW-100',
  // With a line in the cart (a size of the product just seen: ids differ by market): the cart's rows must fit too.
  cart: '/checkout/cart?items=',
} as const;

const shop = workerShop();

/** What does not fit at the window's present width, read after the resize has been laid out and painted. */
function misfits(page: Page): Promise<string[]> {
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve) =>
        requestAnimationFrame(() =>
          requestAnimationFrame(() => {
            const found: string[] = [];
            const width = window.innerWidth;
            const scrollWidth = document.documentElement.scrollWidth;
            if (scrollWidth > width) found.push(`scrolls sideways (${scrollWidth} px wide)`);
            const cart = document.querySelector('.site-header .cart-link')?.getBoundingClientRect();
            if (!cart || cart.width === 0) found.push('no cart link in the header');
            else if (cart.left < 0 || cart.right > width) found.push(`cart link at ${Math.round(cart.left)}–${Math.round(cart.right)} px`);
            for (const link of document.querySelectorAll<HTMLElement>('.primary-nav__link')) {
              if (link.getClientRects().length === 0) continue;
              const text = document.createRange();
              text.selectNodeContents(link);
              const lines = new Set([...text.getClientRects()].map((rect) => Math.round(rect.top)));
              if (lines.size > 1) found.push(`"${link.textContent}" wraps`);
            }
            resolve(found);
          }),
        ),
      ),
  );
}

for (const storefront of STOREFRONTS) {
  test(`${storefront}: home, category, product and cart fit every width from 320 to 1920 px`, async ({ page }) => {
    const found: string[] = [];
    let variant = '';
    for (const [type, path] of Object.entries(PAGES)) {
      await page.setViewportSize({ width: WIDTHS[0], height: 800 });
      await page.goto(`${shop.url}/${storefront}${path}${type === 'cart' ? `${variant}x2` : ''}`);
      await expect(page.locator('header[data-enhanced]')).toBeAttached();
      if (type === 'product') variant = await page.locator('input[name="variant"]:not([disabled])').first().inputValue();
      if (type === 'cart') await expect(page.locator('.site-header .cart-link__count')).toHaveText('2');
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 800 });
        for (const misfit of await misfits(page)) found.push(`${type} at ${width} px: ${misfit}`);
      }
    }
    expect(found).toEqual([]);
  });
}

test('the desktop navigation shows only where its longest labels fit (nl, de), the menu button below', async ({ page }) => {
  await page.setViewportSize({ width: 1180, height: 800 });
  await page.goto(`${shop.url}/nl`);
  await expect(page.locator('.menu-toggle')).toBeVisible();
  await expect(page.locator('.primary-nav')).toBeHidden();
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(page.locator('.primary-nav')).toBeVisible();
  await expect(page.locator('.menu-toggle')).toBeHidden();
});
