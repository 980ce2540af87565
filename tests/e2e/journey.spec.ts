import { formatPrice } from '@sockshop/core/pricing';
import { generateCatalogue } from '@sockshop/sandbox/catalogue/generate';
import { type BrowserContext, expect, type Page, test, workerShop } from './fixtures';

// One shopper journey through every layer on the de storefront, then a restart that keeps the order.
const product = generateCatalogue()[0]!;
const eur = product.currencies.EUR!;
const expectedPrice = formatPrice(eur.finalPrice, 'EUR', 'DE', { dropZeroDecimals: true });

// One browser profile for both tests: the shopper who paid comes back to the same order.
let context: BrowserContext;
let page: Page;
const consoleErrors: string[] = [];
const shop = workerShop();
test.beforeAll(async ({ browser }) => {
  context = await browser.newContext();
  page = await context.newPage();
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
});
test.afterAll(async () => {
  await context?.close();
});

test.describe.configure({ mode: 'serial' });
let orderUrl = '';
let orderNumber = '';

test('a shopper browses, adds a product to the cart, checks out and pays on /de', async () => {
  // Home page from the content service, server-rendered in the market's language.
  await page.goto(`${shop.url}/de`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();

  // A category page lists products from the search service.
  const category = product.categories[0]!;
  await page.goto(`${shop.url}/de/${category}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('.product-grid .product-card').first()).toBeVisible();

  // Search from the header finds the product; its card leads to the product page.
  const search = page.getByRole('search').getByRole('combobox');
  await search.fill(product.name);
  await search.press('Enter');
  await expect(page).toHaveURL(/\/de\/search\?term=/);
  await page.locator(`.product-grid a[href="/de/product/${product.sku}"]`).click();

  // The product page shows name, price formatted by core, sizes and stock.
  await expect(page).toHaveURL(new RegExp(`/de/product/${product.sku}$`));
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await expect(page.getByTestId('product-price')).toHaveText(expectedPrice);
  const sizes = page.getByRole('group', { name: /size|größe/i }).getByRole('radio');
  await expect(sizes.first()).toBeVisible();

  // Add to cart: the header's cart count becomes 1.
  await page.getByRole('button', { name: /add to cart|in den warenkorb/i }).click();
  const cartLink = page.getByRole('link', { name: /cart|warenkorb/i }).first();
  await expect(cartLink).toContainText('1');

  // Checkout: cart → address → payment → success.
  await cartLink.click();
  await expect(page).toHaveURL(/\/de\/checkout\/cart$/);
  await expect(page.getByText(product.name).first()).toBeVisible();
  await expect(page.getByRole('radio', { checked: true })).toBeVisible(); // first shipping method selected
  await page.getByRole('button', { name: /continue|weiter/i }).click();

  await expect(page).toHaveURL(/\/de\/checkout\/address$/);
  await page.locator('input[name="email"]').fill('ada@example.com');
  await page.locator('input[name="telephone"]').fill('+49 30 1234567');
  await page.locator('input[name="shipping.firstName"]').fill('Ada');
  await page.locator('input[name="shipping.lastName"]').fill('Lovelace');
  await page.locator('input[name="shipping.street0"]').fill('Sockenstraße 1');
  await page.locator('input[name="shipping.postCode"]').fill('10115');
  await page.locator('input[name="shipping.city"]').fill('Berlin');
  await page.locator('input[name="agreements"]').check();
  await page.getByRole('button', { name: /payment|zahlung/i }).click();

  await expect(page).toHaveURL(/\/de\/checkout\/payment$/);
  const cardForm = page.frameLocator('iframe.card-frame');
  await cardForm.locator('#number').fill('4111 1111 4555 1142');
  await cardForm.locator('#expiry').fill('03/30');
  await cardForm.locator('#cvc').fill('737');
  await cardForm.locator('#holderName').fill('Ada Lovelace');
  await cardForm.getByRole('button').click();

  await expect(page).toHaveURL(/\/de\/checkout\/success\/[^/]+$/, { timeout: 20_000 });
  const number = page.getByTestId('order-number');
  await expect(number).toHaveText(/\S+/);
  orderNumber = (await number.textContent()) ?? '';
  orderUrl = page.url();
  // The way back from checkout is the last page before it.
  await expect(page.getByRole('link', { name: /weiter einkaufen|continue shopping/i })).toHaveAttribute(
    'href',
    `/de/product/${product.sku}`,
  );
  // GA4 events in window.dataLayer along the way.
  // Polled: the confirmation's events come from effects, which the order number's markup does not wait for.
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { dataLayer?: { event: string }[] }).dataLayer?.map((e) => e.event) ?? []))
    .toEqual(expect.arrayContaining(['page_view', 'view_item', 'add_to_cart', 'begin_checkout', 'purchase']));
  await expect(page.getByRole('link', { name: /cart|warenkorb/i }).first()).not.toContainText('1');
});

test('no page of the journey had a hydration mismatch or a script error', () => {
  expect(consoleErrors.filter((text) => /hydrat|did not match|Minified React error|Uncaught/i.test(text))).toEqual([]);
});

test('the order is still there after the shop restarts', async () => {
  expect(orderUrl, 'the journey test placed an order').not.toBe('');
  await page.goto(orderUrl);
  await expect(page.getByTestId('order-number')).toHaveText(orderNumber);
  await shop.restart();
  await page.reload();
  // Confirmed by the restarted commerce service from its database, not only read from the browser's storage.
  await expect(page.getByTestId('order-number')).toHaveText(orderNumber);
  await expect(page.getByTestId('order-number')).toHaveAttribute('data-confirmed', 'true');
});
