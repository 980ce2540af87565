import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CARDS, fillAddress, MARKETS, payByCard } from './checkout-helpers';
import { expect, type Page, test, workerShop } from './fixtures';
import { VIEWPORTS } from './viewports';

// The checkout's breadth, as a shopper sees it on desktop and mobile: payment methods by market (paymentmethods
// call), the stock check before the order, add_shipping_info and add_payment_info in the data layer, the content's
// checkout banner, and the provider's card form in the shop's language. One shop for the file; each test a new shopper.

const shop = workerShop();

interface Shopper {
  storefront: string;
  /** The market country (the address step ships there). */
  country: string;
  email: string;
  telephone: string;
  address: { firstName: string; lastName: string; street0: string; postCode: string; city: string; region?: string };
}

const DE: Shopper = { ...MARKETS[0]!, country: 'DE' };
const US: Shopper = { ...MARKETS[1]!, country: 'US' };
const GL: Shopper = {
  storefront: 'gl',
  country: 'JP',
  email: 'kenji@example.com',
  telephone: '+81 3 1234 5678',
  address: { firstName: 'Kenji', lastName: 'Sato', street0: 'Chiyoda 1-1', postCode: '100-0001', city: 'Tokyo', region: '13' },
};

/** A well-stocked pair (the US warehouse sells the -UP skus). */
const WELL_STOCKED = { NL: 'CRW-100-3941', US: 'CRW-100-UP-3941' } as const;
/** The sandbox stocks this variant with exactly 10 pairs (sandbox/src/catalogue/attributes.ts), so a test can sell out. */
const TEN_PAIRS = 'SNK-101-3941';

const cartLink = (page: Page) => page.getByRole('link', { name: /warenkorb|cart/i }).first();

/** One pair in the cart (items query), through cart and address, to the payment step. */
async function toPayment(page: Page, shopper: Shopper, variant: string): Promise<void> {
  const base = `${shop.url}/${shopper.storefront}`;
  await page.goto(`${base}?items=${variant}x1`);
  await expect(cartLink(page)).toContainText('1');
  await page.goto(`${base}/checkout/cart`);
  await expect(page.getByRole('radio', { checked: true })).toBeVisible(); // the cart has its pair and a shipping method
  await page.getByRole('button', { name: /weiter|continue/i }).click();
  await expect(page).toHaveURL(`${base}/checkout/address`);
  await fillAddress(page, shopper);
  await expect(page).toHaveURL(`${base}/checkout/payment`);
}

const dataLayerEvents = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as { dataLayer?: { event?: string; ecommerce?: Record<string, unknown> }[] }).dataLayer ?? [])
      .filter((entry) => entry.ecommerce)
      .map((entry) => ({ event: entry.event, ...entry.ecommerce })),
  );

/** The commerce service as browsers reach it, from the sandbox's hand-over file. */
function commerceUrl(): string {
  const handover = JSON.parse(readFileSync(join(shop.dataDir, 'sandbox.json'), 'utf8')) as Record<string, string>;
  const url = handover.COMMERCE_PUBLIC_URL ?? handover.COMMERCE_API_URL;
  if (!url) throw new Error('sandbox.json names no commerce service');
  return url;
}

/** Another shopper orders all ten pairs of TEN_PAIRS straight at the commerce service: the order reserves them. */
async function anotherShopperBuysTheLastPairs(page: Page): Promise<void> {
  const base = commerceUrl();
  const created = await page.request.post(`${base}/carts`, {
    data: {
      store: { countryCode: 'DE', languageCode: 'de' },
      products: [
        { id: TEN_PAIRS, quantity: 10 },
        { id: 'de-standard', quantity: 1 },
      ],
    },
  });
  expect(created.status()).toBe(201);
  const token = ((await created.json()) as { jwtToken: string }).jwtToken;
  const address = {
    givenName: 'Ada',
    familyName: 'Byron',
    streetAddress: 'Unter den Linden',
    houseNumberOrName: '1',
    postalCode: '10117',
    city: 'Berlin',
    country: 'DE',
  };
  const order = await page.request.post(`${base}/carts/adyen/orders`, {
    headers: { authorization: `Bearer ${token}`, 'idempotency-key': `other-${Date.now()}` },
    data: {
      shippingAddress: address,
      billingAddress: address,
      email: 'ada@example.com',
      telephone: '+49 30 1234567',
      languageCode: 'de',
      returnUrl: `${shop.url}/de/checkout/payment`,
    },
  });
  expect(order.status()).toBe(201);
  const stock = await page.request.get(`${base}/products?storeId=DE&productIds=${TEN_PAIRS}`);
  expect(((await stock.json()) as { products: { isAvailable: boolean }[] }).products[0]?.isAvailable).toBe(false);
}

const methods = (page: Page) => page.getByTestId('payment-methods');
const paypalButton = (page: Page) => page.getByRole('button', { name: /paypal/i });
const cardNumber = (page: Page) => page.frameLocator('iframe.card-frame').locator('#number');

for (const { name, viewport } of VIEWPORTS) {
  test.describe(`${name} ${viewport.width}`, () => {
    test.use({ viewport });

    test('payment methods differ by market: de card and PayPal, us adds Discover, gl takes cards only', async ({ page }) => {
      await toPayment(page, DE, WELL_STOCKED.NL);
      await expect(methods(page)).toHaveAttribute('data-methods', 'scheme paypal');
      await expect(page.getByTestId('card-brands')).toHaveText('Akzeptierte Karten: Visa, Mastercard, American Express');
      await expect(paypalButton(page)).toBeVisible();
      await expect(cardNumber(page)).toBeVisible();

      await toPayment(page, US, WELL_STOCKED.US);
      await expect(methods(page)).toHaveAttribute('data-methods', 'scheme paypal');
      await expect(page.getByTestId('card-brands')).toContainText('Discover');

      await toPayment(page, GL, WELL_STOCKED.NL);
      await expect(methods(page)).toHaveAttribute('data-methods', 'scheme');
      await expect(page.getByTestId('card-brands')).toContainText('JCB');
      await expect(cardNumber(page)).toBeVisible();
      await expect(paypalButton(page)).toHaveCount(0);
    });

    test('the card form speaks German on /de, with the checkout banner above the steps', async ({ page }) => {
      await toPayment(page, DE, WELL_STOCKED.NL);
      const card = page.frameLocator('iframe.card-frame');
      await expect(card.getByLabel('Kartennummer', { exact: true })).toBeVisible();
      await expect(card.getByRole('button', { name: /^Bezahlen/ })).toBeVisible();
      await expect(card.getByText('Card number')).toHaveCount(0);
      await expect(page.getByTestId('checkout-banner')).toContainText('Vor 15 Uhr bestellt');
      await expect(page.getByTestId('checkout-banner').getByRole('link', { name: 'Versanddetails' })).toHaveAttribute(
        'href',
        '/de/shipping',
      );
    });

    test('the checkout banner shows on the cart step in English on /us', async ({ page }) => {
      await page.goto(`${shop.url}/us?items=${WELL_STOCKED.US}x1`);
      await expect(cartLink(page)).toContainText('1');
      await page.goto(`${shop.url}/us/checkout/cart`);
      await expect(page.getByTestId('checkout-banner')).toContainText('Order before 3 pm');
    });

    test('add_shipping_info at the address step and add_payment_info when a card is used reach the data layer', async ({ page }) => {
      await toPayment(page, DE, WELL_STOCKED.NL);
      await expect(cardNumber(page)).toBeVisible();
      const shipping = (await dataLayerEvents(page)).filter((e) => e.event === 'add_shipping_info');
      expect(shipping).toHaveLength(1);
      expect(shipping[0]).toMatchObject({ currency: 'EUR', shipping_tier: expect.any(String) });
      await payByCard(page, CARDS.refused);
      await expect(page.getByRole('alert').filter({ hasText: /abgelehnt/i })).toBeVisible();
      const payment = (await dataLayerEvents(page)).filter((e) => e.event === 'add_payment_info');
      expect(payment).toEqual([expect.objectContaining({ currency: 'EUR', payment_type: 'scheme' })]);
    });
  });
}

// The sandbox sells TEN_PAIRS once per shop; a second run in the same shop would find them gone before the cart.
test.describe('stock check', () => {
  test('an out-of-stock line blocks the order with a message naming it; the cart stays (desktop, then mobile view)', async ({ page }) => {
    const base = `${shop.url}/de`;
    await page.goto(`${base}?items=${TEN_PAIRS}x1`);
    await expect(cartLink(page)).toContainText('1');
    await page.goto(`${base}/checkout/cart`);
    await expect(page.getByRole('radio', { checked: true })).toBeVisible();
    await anotherShopperBuysTheLastPairs(page);
    await page.getByRole('button', { name: /weiter/i }).click();
    await expect(page).toHaveURL(`${base}/checkout/address`);
    await page.locator('input[name="email"]').fill(DE.email);
    await page.locator('input[name="telephone"]').fill(DE.telephone);
    await page.locator('input[name="shipping.firstName"]').fill(DE.address.firstName);
    await page.locator('input[name="shipping.lastName"]').fill(DE.address.lastName);
    await page.locator('input[name="shipping.street0"]').fill(DE.address.street0);
    await page.locator('input[name="shipping.postCode"]').fill(DE.address.postCode);
    await page.locator('input[name="shipping.city"]').fill(DE.address.city);
    await page.locator('input[name="agreements"]').check();
    await page.getByRole('button', { name: /zahlung/i }).click();
    await expect(page).toHaveURL(`${base}/checkout/payment`);
    const alert = page
      .getByRole('alert')
      .filter({ hasText: /nicht mehr (vorrätig|auf lager)|ausverkauft/i })
      .first();
    await expect(alert).toBeVisible();
    await expect(page.getByTestId('out-of-stock-lines')).toContainText('Banana Sneaker Sock');
    await expect(page.getByTestId('out-of-stock-lines')).toContainText('39-41');
    await expect(page.locator('iframe.card-frame')).toHaveCount(0);
    // No order: nothing to pay, the cart holds its pair; the way back leads to it.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByTestId('out-of-stock-lines')).toBeVisible();
    await page.getByRole('button', { name: /zum warenkorb/i }).click();
    await expect(page).toHaveURL(`${base}/checkout/cart`);
    await expect(page.getByText('Banana Sneaker Sock').first()).toBeVisible();
  });
});
