import { build } from 'esbuild';
import { axeViolations } from './axe';
import { expect, type Page, test } from './fixtures';

// The mobile menu slides in: its transitions are part of what is tested.
test.use({ reducedMotion: 'no-preference' });

// Page chrome in a real browser: keyboard operation (header, footer) and axe, on a harness page
// built from the ui components alone, so it needs no shop server.
let script = '';
let css = '';

test.beforeAll(async () => {
  const common = { bundle: true, write: false, conditions: ['source', 'browser'], logLevel: 'silent' as const };
  const js = await build({
    ...common,
    entryPoints: ['tests/e2e/components/chrome-harness.tsx'],
    jsx: 'automatic',
    format: 'iife',
    // What Vite's browser build defines: components choose their browser side on it when the module loads.
    define: { 'process.env.NODE_ENV': '"development"', 'import.meta.env.SSR': 'false' },
  });
  // Paths from the site's root (`/icons/…`) are the server's public files, not modules to bundle.
  const styles = await build({ ...common, entryPoints: ['ui/src/styles/app.css'], external: ['/icons/*', '/flags/*'] });
  script = js.outputFiles![0]!.text;
  css = styles.outputFiles![0]!.text;
});

async function open(page: Page, width: number) {
  await page.setViewportSize({ width, height: 900 });
  await page.setContent(
    '<!doctype html><html lang="en"><head><title>Chrome harness</title></head><body><div id="root"></div></body></html>',
  );
  await page.addStyleTag({ content: css });
  await page.addScriptTag({ content: script });
  await expect(page.locator('header[data-enhanced]')).toBeAttached();
}

test('desktop: keyboard focus opens a submenu panel, Escape closes it and returns focus', async ({ page }) => {
  await open(page, 1440);
  const adults = page.locator('.primary-nav__link', { hasText: 'Adults' });
  const toggle = page.locator('.primary-nav__toggle');
  const panel = page.locator('.primary-nav .submenu-panel');
  await adults.focus();
  await expect(panel).toBeVisible();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(page.locator('.primary-nav .submenu-link', { hasText: 'All socks' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(adults).toBeFocused();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.press('Enter');
  await expect(panel).toBeVisible();
  await toggle.press('Enter');
  await expect(panel).toBeHidden();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
});

test('desktop: hovering a nav link shows its panel; leaving hides it', async ({ page }) => {
  await open(page, 1440);
  const panel = page.locator('.primary-nav .submenu-panel');
  await page.locator('.primary-nav__link', { hasText: 'Adults' }).hover();
  await expect(panel).toBeVisible();
  await page.locator('.submenu-link', { hasText: 'Sale' }).first().hover();
  await expect(panel).toBeVisible();
  await page.mouse.move(720, 880);
  await expect(panel).toBeHidden();
});

test('mobile: slide-in menu, submenu with back button, Escape steps back, focus follows', async ({ page }) => {
  await open(page, 390);
  const toggle = page.locator('.menu-toggle');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(page.locator('main')).toHaveAttribute('data-menu-open', 'yes');
  const adults = page.locator('.mobile-menu__item', { hasText: 'Adults' });
  await expect(adults).toBeFocused();
  await adults.press('Enter');
  await expect(page.locator('.mobile-menu__back')).toBeFocused();
  await expect(page.locator('.mobile-menu .submenu-link', { hasText: 'All socks' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(adults).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(toggle).toBeFocused();
  await expect(page.locator('.mobile-menu')).toBeHidden();
  await toggle.press('Enter');
  await toggle.focus();
  await toggle.press('Escape');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
});

test('footer: the country switcher opens a modal dialog that Escape closes', async ({ page }) => {
  await open(page, 1024);
  const button = page.getByRole('button', { name: /Deutschland/ });
  await button.click();
  const dialog = page.getByRole('dialog', { name: 'Choose your country' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'Nederland' })).toHaveAttribute('href', '#nl');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(button).toBeFocused();
});

test('axe finds no WCAG A/AA violations on mobile, with the menu and a submenu open', async ({ page }) => {
  await open(page, 390);
  expect(await axeViolations(page)).toEqual([]);
  await page.locator('.menu-toggle').click();
  await page.locator('.mobile-menu__item', { hasText: 'Adults' }).click();
  await expect(page.locator('.mobile-menu__back')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

test('axe finds no WCAG A/AA violations on desktop, with a submenu panel and the country dialog open', async ({ page }) => {
  await open(page, 1440);
  expect(await axeViolations(page)).toEqual([]);
  await page.locator('.primary-nav__toggle').click();
  await expect(page.locator('.primary-nav .submenu-panel')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: /Deutschland/ }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});
