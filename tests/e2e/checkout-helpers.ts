import { expect, type Page } from './fixtures';

/** A storefront the payment tests check out in, with an address its market ships to (and taxes, for us). */
export interface TestMarket {
  storefront: 'de' | 'us';
  /** A well-stocked variant; US variants carry -UP in their sku. */
  variant: string;
  email: string;
  telephone: string;
  address: { firstName: string; lastName: string; street0: string; postCode: string; city: string; region?: string };
}

export const MARKETS: readonly TestMarket[] = [
  {
    storefront: 'de',
    variant: 'CRW-100-3941',
    email: 'grace@example.com',
    telephone: '+49 30 7654321',
    address: { firstName: 'Grace', lastName: 'Hopper', street0: 'Hauptstraße 5', postCode: '80331', city: 'München' },
  },
  {
    storefront: 'us',
    variant: 'CRW-100-UP-3941',
    email: 'ada@example.com',
    telephone: '+1 212 555 0100',
    // us-tax.ts: the zip must lie in the state, else the order is refused with the tax error.
    address: { firstName: 'Ada', lastName: 'Lovelace', street0: '350 Fifth Avenue', postCode: '10001', city: 'New York', region: 'NY' },
  },
];

export const CARDS = {
  authorised: '4111 1111 4555 1142',
  refused: '4000 0000 0000 0002',
  challenge: '4212 3456 7891 0006',
} as const;

const cartLink = (page: Page) => page.getByRole('link', { name: /warenkorb|cart/i }).first();

/** Fills the cart (one pair from the items query), goes through cart and address, and stops on the payment step. */
export async function reachPayment(page: Page, shopUrl: string, market: TestMarket): Promise<void> {
  const base = `${shopUrl}/${market.storefront}`;
  await page.goto(`${base}?items=${market.variant}x1`);
  await expect(cartLink(page)).toContainText('1');
  await page.goto(`${base}/checkout/cart`);
  await expect(page.getByText('Flamingo Crew Sock').first()).toBeVisible();
  await expect(page.getByRole('radio', { checked: true })).toBeVisible(); // the first shipping method is selected
  await page.getByRole('button', { name: /weiter|continue/i }).click();
  await expect(page).toHaveURL(`${base}/checkout/address`);
  await fillAddress(page, market);
  await expect(page).toHaveURL(`${base}/checkout/payment`);
  await expect(page.frameLocator('iframe.card-frame').locator('#number')).toBeVisible();
}

/** The address step's fields, filled for a shopper, then on to payment. */
export async function fillAddress(page: Page, market: Pick<TestMarket, 'email' | 'telephone' | 'address'>): Promise<void> {
  const { address } = market;
  // The form has core's address limits.
  await expect(page.locator('input[name="shipping.postCode"]')).toHaveAttribute('maxlength', '16');
  await expect(page.locator('input[name="shipping.firstName"]')).toHaveAttribute('maxlength', '100');
  await page.locator('input[name="email"]').fill(market.email);
  await page.locator('input[name="telephone"]').fill(market.telephone);
  await page.locator('input[name="shipping.firstName"]').fill(address.firstName);
  await page.locator('input[name="shipping.lastName"]').fill(address.lastName);
  await page.locator('input[name="shipping.street0"]').fill(address.street0);
  await page.locator('input[name="shipping.postCode"]').fill(address.postCode);
  await page.locator('input[name="shipping.city"]').fill(address.city);
  if (address.region) await page.locator('select[name="shipping.region"]').selectOption(address.region);
  await page.locator('input[name="agreements"]').check();
  await page.getByRole('button', { name: /zahlung|payment/i }).click();
}

/** Types a card into the provider's framed form and submits it. */
export async function payByCard(page: Page, number: string): Promise<void> {
  const card = page.frameLocator('iframe.card-frame');
  await card.locator('#number').fill(number);
  await card.locator('#expiry').fill('03/30');
  await card.locator('#cvc').fill('737');
  await card.locator('#holderName').fill('Grace Hopper');
  await card.getByRole('button').click();
}

export async function payWithPaypal(page: Page): Promise<void> {
  await page.getByRole('button', { name: /paypal/i }).click();
}

/**
 * On the provider's redirect page (challenge or wallet), reached on the public host the shopper uses (it was
 * 127.0.0.1 while the shop ran on localhost), the shopper's answer.
 */
export async function decideOnProviderPage(page: Page, shopUrl: string, decision: 'authorise' | 'refuse' | 'cancel'): Promise<void> {
  const { hostname } = new URL(shopUrl);
  await expect(page).toHaveURL(new RegExp(`^http://${escapeRegExp(hostname)}:\\d+/checkout/redirect/`), { timeout: 20_000 });
  const names = {
    authorise: /authori[sz]e|autorisieren|bestätigen/i,
    refuse: /refuse|ablehnen/i,
    cancel: /cancel|abbrechen/i,
  } as const;
  await page.getByRole('button', { name: names[decision] }).click();
}

export async function expectPaid(page: Page, shopUrl: string, market: TestMarket): Promise<void> {
  await expect(page).toHaveURL(new RegExp(`^${escapeRegExp(shopUrl)}/${market.storefront}/checkout/success/[^/]+$`), { timeout: 20_000 });
  await expect(page.getByTestId('order-number')).toHaveText(/\S+/);
  await expect(page.getByTestId('order-number')).toHaveAttribute('data-confirmed', 'true');
}

/** Back on the payment step after an unpaid attempt: the cart keeps its pair and the card form is there again. */
export async function expectBackOnPayment(page: Page, shopUrl: string, market: TestMarket, message: RegExp): Promise<void> {
  await expect(page).toHaveURL(`${shopUrl}/${market.storefront}/checkout/payment`, { timeout: 20_000 });
  await expect(page.getByRole('alert').filter({ hasText: message })).toBeVisible();
  await expect(cartLink(page)).toContainText('1');
  await expect(page.frameLocator('iframe.card-frame').locator('#number')).toBeVisible();
}

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
