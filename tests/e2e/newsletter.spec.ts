import { axeViolations } from './axe';
import { type Browser, expect, type Locator, type Page, test, workerShop } from './fixtures';
import type { ShopServer } from './shop-server';
import { screensWith } from './viewports';

// The newsletter in the footer and from the header on the running shop with its
// sandbox, whose newsletter provider refuses `fail-once@…` addresses once (sandbox/src/newsletter/reserved-addresses.ts).

/** The sandbox content's newsletter texts and the translations the dialogs use, per storefront's language. */
const STOREFRONTS = [
  {
    code: 'de',
    welcome: 'Willkommen! Schau in dein Postfach.',
    failure: 'Die Anmeldung hat nicht geklappt. Bitte versuche es erneut.',
    anErrorOcurred: 'Ein Fehler ist aufgetreten',
    retry: 'Erneut versuchen',
    invalidEmail: 'Bitte gib eine gültige E-Mail-Adresse ein',
  },
  {
    code: 'us',
    welcome: 'Welcome! Check your inbox.',
    failure: 'We could not sign you up. Please try again.',
    anErrorOcurred: 'An error occurred',
    retry: 'Try again',
    invalidEmail: 'Please enter a valid email address',
  },
  {
    code: 'fr',
    welcome: 'Bienvenue ! Consultez votre boîte mail.',
    failure: "L'inscription a échoué. Veuillez réessayer.",
    anErrorOcurred: 'Une erreur est survenue',
    retry: 'Réessayer',
    invalidEmail: 'Veuillez saisir une adresse e-mail valide',
  },
] as const;

// Each test is a new shopper in a browser context of its own: the file's tests are spread over the workers (it is one of
// the suite's longest, and kept in one worker it ended the run late).
test.describe.configure({ mode: 'parallel' });
let unique = 0;
const address = (local: string) => `${local}+${Date.now()}-${++unique}@example.com`;

async function open(shop: ShopServer, browser: Browser, viewport: { width: number; height: number }, path: string) {
  const page = await (await browser.newContext({ viewport })).newPage();
  const signUps: unknown[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/newsletter') signUps.push(request.postDataJSON());
  });
  await page.goto(`${shop.url}${path}`);
  // Hydrated: the header's client-only markers are set (the newsletter needs React's events).
  await page.locator('.site-header[data-enhanced]').waitFor();
  const form = page.locator('footer form.newsletter__form');
  const email = page.locator('#newsletter-email');
  return { page, signUps, form, email };
}

/** The first focus fetches the form's controller, which marks the form once it listens (a shopper takes longer to type). */
async function wake(form: Locator, email: Locator) {
  await email.focus();
  await expect(form).toHaveAttribute('aria-busy', 'false');
}

const dialog = (page: Page) => page.locator('dialog[open]');
const shop = workerShop();

for (const { name, viewport, storefront: sf } of screensWith(STOREFRONTS[1], STOREFRONTS[0])) {
  test.describe(`${name} ${sf.code}`, () => {
    test('footer sign-up: two quick submits send one request and open the welcome dialog (axe clean)', async ({ browser }) => {
      const { page, signUps, form, email } = await open(shop, browser, viewport, `/${sf.code}`);
      const mail = address('socks');
      await wake(form, email);
      await email.fill(mail);
      const answered = page.waitForResponse(
        (response) => response.request().method() === 'POST' && new URL(response.url()).pathname === '/api/newsletter',
      );
      await form.getByRole('button').dblclick();
      // Both submits have been handled when the double click returns, so a second request would have been sent by then;
      // the first one's answer and the settled form mean the sign-up is over.
      expect((await answered).ok()).toBe(true);
      await expect(form).toHaveAttribute('aria-busy', 'false');
      await expect(dialog(page)).toBeVisible();
      await expect(page.getByRole('dialog', { name: sf.welcome })).toBeVisible();
      expect(await dialog(page).evaluate((node) => node.contains(document.activeElement))).toBe(true);
      expect(await axeViolations(page)).toEqual([]);
      expect(signUps).toEqual([{ store: sf.code, countryCode: sf.code.toUpperCase(), email: mail }]);
      await page.keyboard.press('Escape');
      await expect(dialog(page)).toHaveCount(0);
      await expect(page.locator('#newsletter-status')).toHaveText(sf.welcome);
      await expect(page.locator('#newsletter-status')).toBeFocused();
    });

    test("a failing provider: 'anErrorOcurred' dialog with the content's message, retry resets the form, sending again signs up (axe clean)", async ({
      browser,
    }) => {
      const { page, signUps, form, email } = await open(shop, browser, viewport, `/${sf.code}`);
      const mail = address('fail-once');
      await wake(form, email);
      await email.fill(mail);
      await email.press('Enter');
      const failed = page.getByRole('dialog', { name: sf.anErrorOcurred });
      await expect(failed).toBeVisible();
      await expect(failed).toContainText(sf.failure);
      await expect(failed.getByRole('button', { name: sf.retry })).toBeFocused();
      expect(await axeViolations(page)).toEqual([]);
      await failed.getByRole('button', { name: sf.retry }).click();
      // The retry resets the form; the shopper sends again.
      await expect(dialog(page)).toHaveCount(0);
      await expect(email).toHaveValue('');
      await expect(email).toBeFocused();
      expect(signUps).toHaveLength(1);
      await email.fill(mail);
      await email.press('Enter');
      await expect(page.getByRole('dialog', { name: sf.welcome })).toBeVisible();
      expect(signUps).toHaveLength(2);
      expect(new Set(signUps.map((body) => (body as { email: string }).email))).toEqual(new Set([mail]));
    });

    test("an invalid email shows 'invalidEmail' on the field and sends nothing", async ({ browser }) => {
      const { page, signUps, form, email } = await open(shop, browser, viewport, `/${sf.code}`);
      await wake(form, email);
      await email.fill('socks-at-example');
      await form.getByRole('button').click();
      await expect(page.locator('#newsletter-status')).toHaveText(sf.invalidEmail);
      await expect(email).toHaveAttribute('aria-invalid', 'true');
      await expect(email).toHaveAttribute('aria-describedby', 'newsletter-status');
      expect(signUps).toEqual([]);
      // It clears, debounced, once the address is valid.
      await email.fill('socks@example.com');
      await expect(email).not.toHaveAttribute('aria-invalid', 'true');
      await expect(page.locator('#newsletter-status')).toHaveText('');
    });

    test('keyboard only: the header entry leads to the field, Enter signs up, Escape closes and keeps focus', async ({ browser }) => {
      const { page, signUps } = await open(shop, browser, viewport, `/${sf.code}/adults/socks`);
      const entry = page.locator('header a[href="#newsletter-email"]');
      await expect(entry).toBeVisible();
      await expect(entry).toHaveAccessibleName(/newsletter|nieuwsbrief/i);
      await entry.focus();
      await page.keyboard.press('Enter');
      await expect(page.locator('#newsletter-email')).toBeFocused();
      await expect(page.locator('#newsletter-email')).toBeInViewport();
      await expect(page.locator('footer form.newsletter__form')).toHaveAttribute('aria-busy', 'false');
      const mail = address('keyboard');
      await page.keyboard.type(mail);
      await page.keyboard.press('Enter');
      await expect(page.getByRole('dialog', { name: sf.welcome })).toBeVisible();
      expect(await dialog(page).evaluate((node) => node.contains(document.activeElement))).toBe(true);
      await page.keyboard.press('Escape');
      await expect(dialog(page)).toHaveCount(0);
      await expect(page.locator('#newsletter-status')).toBeFocused();
      expect(signUps).toHaveLength(1);
    });
  });
}
