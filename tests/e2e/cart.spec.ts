import { payByCard } from './checkout-helpers';
import { type BrowserContext, expect, type Page, test, workerShop } from './fixtures';
import { startShopServer } from './shop-server';

// Cart and checkout behaviour a shopper sees.
let context: BrowserContext;
let page: Page;

test.describe.configure({ mode: 'serial' });
const shop = workerShop();
test.beforeAll(async ({ browser }) => {
  context = await browser.newContext();
  page = await context.newPage();
});
test.afterAll(async () => {
  await context?.close();
});

const cartLink = () => page.getByRole('link', { name: /warenkorb|cart/i }).first();

test('a cart is restored from the items query; entries lacking a part are ignored', async () => {
  await page.goto(`${shop.url}/de?items=CRW-100-3638x2,CRW-100-3941x1,broken,x3,CRW-100-4244x`);
  await expect(cartLink()).toContainText('3');
  await cartLink().click();
  await expect(page.getByRole('listitem').filter({ hasText: 'Flamingo Crew Sock' })).toHaveCount(2);
});

test('quantities change and a line is removed with quantity 0', async () => {
  const line = page.getByRole('listitem').filter({ hasText: '39-41' });
  await line.getByRole('button', { name: /increase|erhöhen|\+/i }).click();
  await expect(cartLink()).toContainText('4');
  await line.getByRole('button', { name: /entfernen|remove/i }).click();
  await expect(page.getByRole('listitem').filter({ hasText: '39-41' })).toHaveCount(0);
  await expect(cartLink()).toContainText('2');
});

test('a discount code is applied and shown in the totals; an unknown one is refused', async () => {
  const code = page.getByLabel(/rabattcode|discount code/i);
  await code.fill('NOPE');
  await page.getByRole('button', { name: /anwenden|apply/i }).click();
  await expect(page.getByRole('status').filter({ hasText: /\S/ }).first()).toBeVisible();
  await code.fill('HAPPY10');
  await page.getByRole('button', { name: /anwenden|apply/i }).click();
  await expect(page.getByText(/rabatt|discount/i).first()).toBeVisible();
  await expect(page.locator('.cart-totals')).toContainText('-');
});

test('payment cannot be reached before the address is complete', async () => {
  await page.goto(`${shop.url}/de/checkout/payment`);
  await expect(page).not.toHaveURL(/\/checkout\/payment$/);
  await page.goto(`${shop.url}/de/checkout/address`);
  await page.locator('input[name="email"]').fill('grace@example.com');
  await page.getByRole('button', { name: /zahlung|payment/i }).click();
  await expect(page).toHaveURL(/\/de\/checkout\/address$/);
  // The spec's address check, in the storefront's language.
  await expect(page.getByRole('alert').filter({ hasText: 'Lieferadresse ungültig oder unvollständig' })).toBeVisible();
});

async function fillAddress() {
  await page.locator('input[name="email"]').fill('grace@example.com');
  await page.locator('input[name="telephone"]').fill('+49 30 7654321');
  await page.locator('input[name="shipping.firstName"]').fill('Grace');
  await page.locator('input[name="shipping.lastName"]').fill('Hopper');
  await page.locator('input[name="shipping.street0"]').fill('Hauptstraße 5');
  await page.locator('input[name="shipping.postCode"]').fill('80331');
  await page.locator('input[name="shipping.city"]').fill('München');
  await page.locator('input[name="agreements"]').check();
  await page.getByRole('button', { name: /zahlung|payment/i }).click();
}

test('a refused card says so and the shopper can pay again with another card', async () => {
  await fillAddress();
  await expect(page).toHaveURL(/\/de\/checkout\/payment$/);

  await payByCard(page, '4000 0000 0000 0002');
  await expect(page.getByRole('alert').filter({ hasText: /abgelehnt|refused/i })).toBeVisible();
  await payByCard(page, '4111 1111 4555 1142');
  await expect(page).toHaveURL(/\/de\/checkout\/success\/[^/]+$/, { timeout: 20_000 });
  await expect(page.getByTestId('order-number')).toHaveText(/\S+/);
});

test('a card challenge goes through the provider page and comes back with redirectResult', async () => {
  await page.goto(`${shop.url}/de/product/CRW-100`);
  await page.getByRole('button', { name: /in den warenkorb|add to cart/i }).click();
  await expect(cartLink()).toContainText('1');
  await page.goto(`${shop.url}/de/checkout/cart`);
  await page.getByRole('button', { name: /weiter|continue/i }).click();
  // The paid checkout was reset, saved information included.
  await expect(page.locator('input[name="shipping.city"]')).toHaveValue('');
  await fillAddress();
  await payByCard(page, '4212 3456 7891 0006');
  await page.getByRole('button', { name: /authori[sz]e|autorisieren|bestätigen/i }).click();
  await expect(page).toHaveURL(/\/de\/checkout\/success\/[^/]+$/, { timeout: 20_000 });
});

test('commerce down: browsing works and the cart says it cannot be reached', async ({ browser }) => {
  const down = await startShopServer({ COMMERCE_API_URL: 'http://127.0.0.1:9', COMMERCE_PUBLIC_URL: 'http://127.0.0.1:9' });
  const other = await browser.newPage();
  try {
    await other.goto(`${down.url}/de/product/CRW-100`);
    await expect(other.getByRole('heading', { level: 1, name: 'Flamingo Crew Sock' })).toBeVisible();
    await other.getByRole('button', { name: /in den warenkorb|add to cart/i }).click();
    await expect(other.getByRole('status').filter({ hasText: /nicht verfügbar|not available/i })).toBeVisible();
    // A returning shopper (a cart token in storage) is told the cart cannot be reached; no blank page.
    await other.evaluate(() => localStorage.setItem('cartToken:NL', JSON.stringify({ token: 'a-token', savedAt: Date.now() })));
    await other.goto(`${down.url}/de/checkout/cart`);
    await expect(other.getByRole('alert').first()).toBeVisible();
    await expect(other.getByRole('heading', { level: 1 })).toBeVisible();
  } finally {
    await other.close();
    await down.stop();
  }
});
