import { axeViolations } from './axe';
import { type BrowserContext, expect, hydrated, type Page, test, workerShop } from './fixtures';

// Standards: axe-core finds no WCAG A/AA violations on the shop's pages, and the main paths work from the keyboard.
let context: BrowserContext;
let page: Page;

test.describe.configure({ mode: 'serial' });
const shop = workerShop();
test.beforeAll(async ({ browser }) => {
  // axe is injected as a script the page's CSP would refuse; the shop's own scripts still run by their hashes.
  context = await browser.newContext({ bypassCSP: true });
  page = await context.newPage();
});
test.afterAll(async () => {
  await context?.close();
});

const PAGES = [
  ['storefront chooser', '/'],
  ['home', '/de'],
  ['category', '/de/adults/socks'],
  ['product', '/de/product/CRW-100'],
  ['search', '/de/search?term=flamingo'],
  ['content page', '/uk/about-us'],
  ['FAQ', '/fr/faq'],
  ['not found', '/de/no-such-page'],
  ['empty cart', '/de/checkout/cart'],
] as const;

for (const [name, path] of PAGES) {
  test(`axe: no violations on the ${name} page (${path})`, async () => {
    await page.goto(`${shop.url}${path}`);
    await page.waitForLoadState('networkidle');
    expect(await axeViolations(page)).toEqual([]);
  });
}

test('keyboard: the skip link moves focus to the main content', async () => {
  await page.goto(`${shop.url}/de`);
  await page.keyboard.press('Tab');
  const skip = page.locator(':focus');
  await expect(skip).toHaveAttribute('href', '#main');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#main$/);
});

test('keyboard: a size is chosen with the arrow keys and the product added with Enter', async () => {
  await page.goto(`${shop.url}/de/product/CRW-100`);
  const sizes = page.getByRole('radio');
  await sizes.first().focus();
  await page.keyboard.press('ArrowRight');
  await expect(sizes.nth(1)).toBeChecked();
  const add = page.getByRole('button', { name: /in den warenkorb|add to cart/i });
  await expect(add).toBeEnabled();
  await add.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: /\S/ }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: /warenkorb|cart/i }).first()).toContainText('1');
});

test('search suggestions: 3 characters fetch them, arrows move, Enter opens the product; axe finds nothing', async () => {
  await page.goto(`${shop.url}/de`);
  await hydrated(page);
  const field = page.getByRole('combobox', { name: /suche|search/i });
  await field.fill('fl');
  await expect(page.getByRole('listbox')).toBeHidden();
  await field.fill('flamingo');
  const options = page.getByRole('option');
  await expect(options.first()).toBeVisible();
  expect(await options.count()).toBeLessThanOrEqual(8);
  expect(await axeViolations(page)).toEqual([]);
  await field.press('ArrowDown');
  await expect(options.first()).toHaveAttribute('aria-selected', 'true');
  await field.press('ArrowUp');
  await expect(options.first()).toHaveAttribute('aria-selected', 'false');
  await field.press('ArrowDown');
  await field.press('Enter');
  await expect(page).toHaveURL(/\/de\/product\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/flamingo/i);
});
