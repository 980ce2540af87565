import { axeViolations } from './axe';
import { CARDS, payByCard } from './checkout-helpers';
import { type BrowserContext, expect, type Page, test, workerShop } from './fixtures';
import { VIEWPORTS } from './viewports';

// Axe (WCAG 2.1 A and AA) finds no violation on any page type, on a desktop and a phone: de on both, us (tax lines,
// regions, the accessibility widget's slot) on the desktop and fr (the longest words) on the phone. A storefront on a
// screen is axe on 22 pages (18 page types, 4 checkout steps): the same templates a fifth and sixth time cost the browser
// step a minute and a half.
// Not serial: a page type that fails does not hide the others' results. Parallel: the file's eight tests are the suite's
// longest (axe on 18 large pages each), so they are spread over the workers instead of filling one.
test.describe.configure({ mode: 'parallel' });
const shop = workerShop();

/** axe on the page; the payment provider's card form is its own origin's page (a frame axe cannot enter here). */
async function violations(page: Page): Promise<string[]> {
  // Activity every half second while axe runs: the logo's 4 s idle collapse never starts mid-check, however
  // long axe takes on a busy machine (a single key press before it left a fading logo name to be measured).
  await page.evaluate(() => {
    const awake = () => window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Shift' }));
    awake();
    (window as unknown as { keepAwake: number }).keepAwake = window.setInterval(awake, 500);
  });
  try {
    return await axeViolations(page, { exclude: ['iframe.card-frame'] });
  } finally {
    await page.evaluate(() => window.clearInterval((window as unknown as { keepAwake: number }).keepAwake));
  }
}

/**
 * Waits for what a page loads after hydration: the chrome's behaviours (the speech bubble) and housekeeping. The chooser
 * has neither; the network going idle is no signal (the footer's newsletter and the balls load on sight, the card form
 * keeps a connection open).
 */
async function settled(page: Page) {
  await page.waitForLoadState('load');
  if ((await page.locator('.site-header').count()) === 0) return;
  // Both start on the shopper's first activity (or after 4 s of quiet): a key press, once React listens.
  await expect(async () => {
    await page.keyboard.press('Shift');
    await expect(page.locator('.site-header[data-enhanced] .speech-bubble')).toBeAttached({ timeout: 500 });
  }).toPass();
  await expect(page.locator('.site-notice[role="status"]')).toBeAttached();
}

/** Every page type a shopper opens by address, on storefront `sf`. */
const pagesOf = (sf: string) => [
  ['chooser', '/'],
  ['home', `/${sf}`],
  ['category', `/${sf}/adults/socks`],
  ['product', `/${sf}/product/CRW-100`],
  ['search', `/${sf}/search?term=flamingo`],
  ['empty cart', `/${sf}/checkout/cart`],
  ['faq', `/${sf}/faq`],
  ['faq section', `/${sf}/faq/returns`],
  ['blog', `/${sf}/happy-news`],
  ['about-us', `/${sf}/about-us`],
  ['campaign', `/${sf}/corporate-gifts`],
  ['login', `/${sf}/login`],
  ['terms', `/${sf}/terms`],
  ['privacy', `/${sf}/privacy`],
  ['imprint', `/${sf}/imprint`],
  ['menu', `/${sf}/menu`],
  ['404', `/${sf}/no-such-page`],
  ['shared content', `/${sf}/shared-content`],
];

/** A shopper per storefront for the checkout steps (the items query fills the cart). */
const SHOPPERS = {
  de: { variant: 'CRW-100-3941', region: undefined, postCode: '80331', city: 'München', telephone: '+49 30 7654321' },
  us: { variant: 'CRW-100-UP-3941', region: 'NY', postCode: '10001', city: 'New York', telephone: '+1 212 555 0100' },
  fr: { variant: 'CRW-100-3941', region: undefined, postCode: '75001', city: 'Paris', telephone: '+33 1 23 45 67 89' },
} as const;

/** The address step filled for a shopper of the storefront, then on to payment (in the storefront's language). */
async function fillAddress(page: Page, shopper: (typeof SHOPPERS)[keyof typeof SHOPPERS]) {
  await page.locator('main input[name="email"]').fill('grace@example.com');
  await page.locator('main input[name="telephone"]').fill(shopper.telephone);
  await page.locator('main input[name="shipping.firstName"]').fill('Grace');
  await page.locator('main input[name="shipping.lastName"]').fill('Hopper');
  await page.locator('main input[name="shipping.street0"]').fill('Main Street 5');
  await page.locator('main input[name="shipping.postCode"]').fill(shopper.postCode);
  await page.locator('main input[name="shipping.city"]').fill(shopper.city);
  if (shopper.region) await page.locator('main select[name="shipping.region"]').selectOption(shopper.region);
  await page.locator('main input[name="agreements"]').check();
  await page
    .locator('main')
    .getByRole('button', { name: /zahlung|payment|paiement/i })
    .click();
}

for (const { name, viewport } of VIEWPORTS) {
  test.describe(name, () => {
    let context: BrowserContext;
    let page: Page;
    test.beforeAll(async ({ browser }) => {
      // axe is injected as a script the page's CSP would refuse; the shop's own scripts still run by their hashes.
      context = await browser.newContext({ viewport, bypassCSP: true });
      page = await context.newPage();
    });
    test.afterAll(async () => {
      await context?.close();
    });

    for (const sf of name === 'desktop' ? (['de', 'us'] as const) : (['de', 'fr'] as const)) {
      test(`${sf}: no violations on any page type`, async () => {
        test.setTimeout(180_000);
        const found: Record<string, string[]> = {};
        for (const [type, path] of pagesOf(sf)) {
          await page.goto(`${shop.url}${path}`);
          await settled(page);
          const list = await violations(page);
          if (list.length > 0) found[`${type} ${path}`] = list;
        }
        expect(found).toEqual({});
      });

      test(`${sf}: no violations on the checkout steps: cart, address, payment, success`, async () => {
        test.setTimeout(120_000);
        const shopper = SHOPPERS[sf];
        const base = `${shop.url}/${sf}`;
        const found: Record<string, string[]> = {};
        const check = async (step: string) => {
          await settled(page);
          const list = await violations(page);
          if (list.length > 0) found[step] = list;
        };
        await page.goto(`${base}?items=${shopper.variant}x1`);
        await expect(page.getByRole('link', { name: /warenkorb|cart|panier/i }).first()).toContainText('1');
        await page.goto(`${base}/checkout/cart`);
        await expect(page.getByRole('radio', { checked: true })).toBeVisible();
        await check('cart');
        await page
          .locator('main')
          .getByRole('button', { name: /weiter|continue|continuer/i })
          .click();
        await expect(page).toHaveURL(`${base}/checkout/address`);
        await expect(page.locator('main input[name="email"]')).toBeVisible();
        await check('address');
        await fillAddress(page, shopper);
        await expect(page).toHaveURL(`${base}/checkout/payment`);
        await expect(page.frameLocator('iframe.card-frame').locator('#number')).toBeVisible();
        await check('payment');
        await payByCard(page, CARDS.authorised);
        await expect(page).toHaveURL(new RegExp(`/${sf}/checkout/success/[^/]+$`), { timeout: 20_000 });
        await expect(page.getByTestId('order-number')).toHaveAttribute('data-confirmed', 'true');
        await check('success');
        expect(found).toEqual({});
      });
    }
  });
}
