import { type CheckedLanguage, englishPhrases, findEnglish } from './english-words';
import { expect, type Page, test, workerShop } from './fixtures';
import { VIEWPORTS } from './viewports';

// The shop's four languages all the way through. Every page a shopper walks to an order, in German, Dutch and
// French, on a desktop and a phone, shows no English UI word: facet values, badges, sizes, product texts, address checks,
// the payment step and its card form.

test.describe.configure({ mode: 'serial' });
const shop = workerShop();

const STOREFRONTS: { storefront: string; language: CheckedLanguage }[] = [
  { storefront: 'de', language: 'de' },
  { storefront: 'nl', language: 'nl' },
  { storefront: 'fr', language: 'fr' },
];
/** The first product is a well-stocked adult sock; product index 4 is a kids' sock, sized by age (words). */
const ADULT_SKU = 'CRW-100';
const KIDS_SKU = 'KID-104';

/** The page's visible text, less product names (a brand's names stay English in every language, colour words included). */
async function visibleText(page: Page): Promise<string> {
  // One read in the page: cards that load on sight (the home page's widgets) arrived between reading the names and the
  // text. Longest name first: "Rainbow Crew Sock" is part of "Light blue Rainbow Crew Sock".
  return page.evaluate(() => {
    const names = [...document.querySelectorAll<HTMLElement>('.product-card__name, .product-page__name, .cart-line__name')]
      .map((element) => element.innerText.trim())
      .filter(Boolean)
      .sort((a, b) => b.length - a.length);
    let text = document.body.innerText;
    for (const name of names) text = text.split(name).join(' ');
    return text;
  });
}

async function expectNoEnglish(page: Page, language: CheckedLanguage, where: string) {
  await expect(page.locator('html')).toHaveAttribute('lang', new RegExp(`^${language}`));
  const found = findEnglish(await visibleText(page), englishPhrases(language));
  expect(found, `English on ${where}:\n${found.join('\n')}`).toEqual([]);
}

/** An address each storefront's market ships to. */
const ADDRESSES: Record<string, { postCode: string; city: string; telephone: string }> = {
  de: { postCode: '80331', city: 'München', telephone: '+49 30 7654321' },
  nl: { postCode: '1012 AB', city: 'Amsterdam', telephone: '+31 20 7654321' },
  fr: { postCode: '75001', city: 'Paris', telephone: '+33 1 76543210' },
};

async function fillAddress(page: Page, storefront: string) {
  const address = ADDRESSES[storefront]!;
  await page.locator('input[name="telephone"]').fill(address.telephone);
  await page.locator('input[name="shipping.firstName"]').fill('Grace');
  await page.locator('input[name="shipping.lastName"]').fill('Hopper');
  await page.locator('input[name="shipping.street0"]').fill('Rue 5');
  await page.locator('input[name="shipping.postCode"]').fill(address.postCode);
  await page.locator('input[name="shipping.city"]').fill(address.city);
  await page.locator('input[name="agreements"]').check();
  await page.locator('form.checkout-address button[type="submit"]').click();
}

for (const { name, viewport } of VIEWPORTS) {
  test.describe(`${name} ${viewport.width}`, () => {
    test.use({ viewport });

    for (const { storefront, language } of STOREFRONTS) {
      test(`/${storefront}: home, category, product, cart, address, payment and 404 speak ${language}`, async ({ page }) => {
        const base = `${shop.url}/${storefront}`;
        await page.goto(base);
        await expectNoEnglish(page, language, `${storefront} home`);

        await page.goto(`${base}/adults/socks`);
        await expect(page.locator('.product-card').first()).toBeVisible();
        // Facet values are words of the language: the colour facet of /de lists "Dunkelgrün", never "dark-green".
        await expect(page.locator('.facet > label').first()).toBeAttached();
        await expectNoEnglish(page, language, `${storefront} category (facets, badges, stock)`);
        expect(await page.locator('.facet > label').allInnerTexts()).not.toContainEqual(expect.stringMatching(/^[a-z]+(-[a-z]+)+ /));

        await page.goto(`${base}/kids/socks`);
        await expect(page.locator('.product-card').first()).toBeVisible();
        await expectNoEnglish(page, language, `${storefront} kids category (age sizes)`);

        await page.goto(`${base}/product/${ADULT_SKU}`);
        await expect(page.locator('.product-page__name')).toBeVisible();
        await expectNoEnglish(page, language, `${storefront} product (description, composition, care)`);

        await page.goto(`${base}/product/${KIDS_SKU}`);
        await expect(page.locator('.size-picker__option').first()).toBeVisible();
        await expectNoEnglish(page, language, `${storefront} kids product (age sizes)`);

        // A cart restored from the items query, then its page and the address step.
        await page.goto(`${base}?items=${ADULT_SKU}-3941x1`);
        await expect(page.getByRole('link', { name: /warenkorb|winkelwagen|panier/i }).first()).toContainText('1');
        await page.goto(`${base}/checkout/cart`);
        await expect(page.locator('.cart-line__name').first()).toBeVisible();
        await expectNoEnglish(page, language, `${storefront} cart`);

        await page.goto(`${base}/checkout/address`);
        const email = page.locator('input[name="email"]');
        await expect(email).toBeVisible();
        await expectNoEnglish(page, language, `${storefront} checkout address`);
        // An incomplete address: the spec's check is read in the language too.
        await email.fill('grace@example.com');
        await page.locator('form.checkout-address button[type="submit"]').click();
        await expect(page.getByRole('alert').filter({ hasText: /\S/ }).first()).toBeVisible();
        await expectNoEnglish(page, language, `${storefront} checkout address with an incomplete address`);

        // The payment step, and the provider's card form framed in it (it gets the shop's language).
        await fillAddress(page, storefront);
        await expect(page).toHaveURL(`${base}/checkout/payment`);
        const card = page.frameLocator('iframe.card-frame');
        await expect(card.locator('#number')).toBeVisible();
        await expectNoEnglish(page, language, `${storefront} checkout payment`);
        const cardText = await card.locator('body').innerText();
        const inCard = findEnglish(cardText, englishPhrases(language));
        expect(inCard, `English in the card form on ${storefront}:\n${inCard.join('\n')}`).toEqual([]);

        const missing = await page.goto(`${base}/no-such-page-${language}`);
        expect(missing?.status()).toBe(404);
        await expectNoEnglish(page, language, `${storefront} 404`);
      });
    }
  });
}
