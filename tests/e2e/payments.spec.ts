import {
  CARDS,
  decideOnProviderPage,
  expectBackOnPayment,
  expectPaid,
  MARKETS,
  payByCard,
  payWithPaypal,
  reachPayment,
} from './checkout-helpers';
import { expect, type Page, test, workerShop } from './fixtures';

// Every payment method and outcome on the README's defaults, browsing at the shop's public origin
// (http://localhost:<port>), in a euro market and in the US (state sales tax), on the worker's shop; each test has
// its own browser context (a new shopper with a new cart).

// Each test is a new shopper in a browser context of its own: the file's tests are spread over the workers (it is one of
// the suite's longest, and kept in one worker it ended the run late).
test.describe.configure({ mode: 'parallel' });
const shop = workerShop();

const TEXT = {
  de: { refused: /abgelehnt/i, cancelled: /abgebrochen/i, cardNumber: 'Kartennummer' },
  us: { refused: /refused/i, cancelled: /canceled/i, cardNumber: 'Card number' },
} as const;

for (const market of MARKETS) {
  const text = TEXT[market.storefront];

  test.describe(`/${market.storefront}`, () => {
    test('card authorised', async ({ page }) => {
      await reachPayment(page, shop.url, market);
      // The provider's card form speaks the market's language.
      await expect(page.frameLocator('iframe.card-frame').getByLabel(text.cardNumber, { exact: true })).toBeVisible();
      await payByCard(page, CARDS.authorised);
      await expectPaid(page, shop.url, market);
    });

    test('card refused, then another card authorised', async ({ page }) => {
      await reachPayment(page, shop.url, market);
      await payByCard(page, CARDS.refused);
      await expectBackOnPayment(page, shop.url, market, text.refused);
      // One generic message: the provider's reason never reaches the shopper.
      await expect(page.getByRole('alert').filter({ hasText: /declined|insufficient|cvc|expired/i })).toHaveCount(0);
      await payByCard(page, CARDS.authorised);
      await expectPaid(page, shop.url, market);
    });

    test('challenge card authorised on the redirect page', async ({ page }) => {
      await reachPayment(page, shop.url, market);
      await payByCard(page, CARDS.challenge);
      await decideOnProviderPage(page, shop.url, 'authorise');
      await expectPaid(page, shop.url, market);
    });

    test('challenge refused on the redirect page: back on the payment step, then paid by card', async ({ page }) => {
      await reachPayment(page, shop.url, market);
      await payByCard(page, CARDS.challenge);
      await decideOnProviderPage(page, shop.url, 'refuse');
      await expectBackOnPayment(page, shop.url, market, text.refused);
      await payByCard(page, CARDS.authorised);
      await expectPaid(page, shop.url, market);
    });

    test('PayPal authorised', async ({ page }) => {
      await reachPayment(page, shop.url, market);
      await payWithPaypal(page);
      await decideOnProviderPage(page, shop.url, 'authorise');
      await expectPaid(page, shop.url, market);
    });

    test('PayPal cancelled: back on the payment step with the cart intact, then PayPal again', async ({ page }) => {
      await reachPayment(page, shop.url, market);
      await payWithPaypal(page);
      await decideOnProviderPage(page, shop.url, 'cancel');
      await expectBackOnPayment(page, shop.url, market, text.cancelled);
      await expect(page.locator('.cart-totals')).toBeVisible();
      // A new attempt, not a replay of the cancelled one: the provider's page opens again and this time pays.
      await payWithPaypal(page);
      await decideOnProviderPage(page, shop.url, 'authorise');
      await expectPaid(page, shop.url, market);
    });
  });
}

test.describe('/de attempts', () => {
  const de = MARKETS[0]!;
  const cardNumber = (page: Page) => page.frameLocator('iframe.card-frame').locator('#number');

  test('five refused cards close the order; "start a new order" pays from the same cart', async ({ page }) => {
    // Seven payments through the provider's frame, each a round trip to the provider: more than one ordinary test's time.
    test.setTimeout(150_000);
    await reachPayment(page, shop.url, de);
    for (let attempt = 1; attempt <= 5; attempt++) {
      await payByCard(page, CARDS.refused);
      // The answer is in when the card form was replaced by an empty one.
      await expect(cardNumber(page)).toHaveValue('');
      await expect(page.getByRole('alert').filter({ hasText: TEXT.de.refused })).toBeVisible();
    }
    await payByCard(page, CARDS.authorised);
    await expect(page.getByRole('alert').filter({ hasText: /zu oft/i })).toBeVisible();
    await expect(page.locator('iframe.card-frame')).toHaveCount(0);
    await page.getByRole('button', { name: /neue bestellung beginnen/i }).click();
    await expect(cardNumber(page)).toBeVisible();
    await expect(page.getByRole('link', { name: /warenkorb/i }).first()).toContainText('1');
    await payByCard(page, CARDS.authorised);
    await expectPaid(page, shop.url, de);
  });
});
