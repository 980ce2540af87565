import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { CARDS, escapeRegExp, fillAddress, MARKETS, payByCard, type TestMarket } from './checkout-helpers';
import { expect, type Page, test, workerShop } from './fixtures';
import { VIEWPORTS } from './viewports';

// Gaps 3-5 as a shopper meets them in de (VAT included), us (sales tax added) and gl/JP (yen): the shipping
// options name their price, the totals of the cart, payment and confirmation steps add up on the screen, and the
// confirmation says where the order goes, how, how it was paid and where it stands. Each step is kept as a screenshot
// at 390 and 1440 px in test-results/totals/. One shop for the file; each test a new shopper.

const shop = workerShop();
const KEPT = join(process.cwd(), 'test-results', 'totals');

interface Case {
  market: Omit<TestMarket, 'storefront'> & { storefront: 'de' | 'us' | 'gl' };
  /** The tax row each step shows: sales tax added (us), VAT included (de), none (JP: the market states no tax). */
  tax: { cart: string | null; payment: string | null };
  price: RegExp;
}

const CASES: Case[] = [
  { market: MARKETS[0] as TestMarket, tax: { cart: 'included-tax', payment: 'included-tax' }, price: /^\d+,\d\d €$|^Kostenlos$/ },
  { market: MARKETS[1] as TestMarket, tax: { cart: 'estimated-tax', payment: 'sales-tax' }, price: /^\$\d+\.\d\d$|^Free$/ },
  {
    market: {
      storefront: 'gl',
      variant: 'CRW-100-3941',
      email: 'kenji@example.com',
      telephone: '+81 3 1234 5678',
      address: { firstName: 'Kenji', lastName: 'Sato', street0: 'Chiyoda 1-1', postCode: '100-0001', city: 'Tokyo', region: '13' },
    },
    tax: { cart: null, payment: null },
    price: /^¥[\d,]+$|^Free$/,
  },
];

type Rows = Record<string, string>;

/** The totals rows a shopper reads, by line, once the totals are on the page. */
async function totalsOf(page: Page): Promise<Rows> {
  await expect(page.locator('.cart-totals [data-line="total"] dd')).toHaveText(/\d/);
  return page
    .locator('.cart-totals > div')
    .evaluateAll((rows) =>
      Object.fromEntries(rows.map((row) => [row.getAttribute('data-line'), row.querySelector('dd')?.textContent ?? ''])),
    );
}

/** Every digit the shopper reads is a minor unit (totals keep their .00; yen have none). */
const minor = (text: string | undefined) => (text && /\d/.test(text) ? Number(text.replace(/\D/g, '')) : 0);

/** Subtotal + shipping + added sales tax − discount = total, from the screen; included VAT is not summed. */
function expectAddsUp(rows: Rows) {
  const sum = minor(rows.subtotal) + minor(rows.shipping) + minor(rows['sales-tax']) - minor(rows.discount);
  expect(sum, JSON.stringify(rows)).toBe(minor(rows.total));
}

async function keep(page: Page, name: string) {
  mkdirSync(KEPT, { recursive: true });
  const start = page.viewportSize();
  for (const { name: device, viewport } of VIEWPORTS) {
    await page.setViewportSize(viewport);
    await expect(page.locator('.cart-totals')).toBeVisible();
    writeFileSync(join(KEPT, `${name}-${device}.png`), await page.screenshot({ fullPage: true }));
  }
  if (start) await page.setViewportSize(start);
}

for (const { market, tax, price } of CASES) {
  test(`${market.storefront}: shipping prices, totals that add up, and a full confirmation`, async ({ page }) => {
    test.setTimeout(120_000);
    const base = `${shop.url}/${market.storefront}`;
    await page.goto(`${base}?items=${market.variant}x1`);
    await expect(page.getByRole('link', { name: /warenkorb|cart/i }).first()).toContainText('1');
    await page.goto(`${base}/checkout/cart`);
    await expect(page.getByRole('radio', { checked: true })).toBeVisible();

    // Each shipping option shows its price, in the market's format.
    const prices = await page.getByTestId('shipping-price').allTextContents();
    expect(prices.length).toBeGreaterThanOrEqual(1);
    for (const shown of prices) expect(shown).toMatch(price);
    // The cart step's totals add up.
    const cartRows = await totalsOf(page);
    expectAddsUp(cartRows);
    if (tax.cart) expect(cartRows).toHaveProperty(tax.cart);
    expect(cartRows).not.toHaveProperty('sales-tax');
    await keep(page, `${market.storefront}-cart`);

    await page.getByRole('button', { name: /weiter|continue/i }).click();
    await expect(page).toHaveURL(`${base}/checkout/address`);
    await fillAddress(page, market);
    await expect(page).toHaveURL(`${base}/checkout/payment`);
    await expect(page.frameLocator('iframe.card-frame').locator('#number')).toBeVisible();

    // The payment step's totals (the order's) add up too, with the US sales tax of the address as a line of the sum.
    const paymentRows = await totalsOf(page);
    expectAddsUp(paymentRows);
    if (tax.payment) expect(paymentRows).toHaveProperty(tax.payment);
    if (tax.payment === 'sales-tax') expect(minor(paymentRows['sales-tax'])).toBeGreaterThan(0);
    if (!tax.payment) expect(Object.keys(paymentRows).filter((line) => line.endsWith('tax'))).toEqual([]);
    await keep(page, `${market.storefront}-payment`);

    await payByCard(page, CARDS.authorised);
    await expect(page).toHaveURL(new RegExp(`^${escapeRegExp(base)}/checkout/success/[^/]+$`), { timeout: 20_000 });
    await expect(page.getByTestId('order-number')).toHaveAttribute('data-confirmed', 'true');

    // The confirmation says where it goes, how, when, how it was paid, where it stands; the totals as bought.
    await expect(page.getByTestId('order-status')).toHaveAttribute('data-status', 'paid');
    await expect(page.getByTestId('order-address')).toContainText(market.address.city);
    await expect(page.getByTestId('order-address')).toContainText(market.address.lastName);
    await expect(page.getByTestId('order-shipping')).toHaveText(/\S+/);
    await expect(page.getByTestId('order-delivery')).toHaveText(/\d/);
    await expect(page.getByTestId('order-payment')).toHaveText(/\S+/);
    const successRows = await totalsOf(page);
    expectAddsUp(successRows);
    expect(successRows.total).toBe(paymentRows.total);
    await keep(page, `${market.storefront}-confirmation`);
  });
}
