import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page, test, workerShop } from './fixtures';

// Issue 12, LCP and layout, on the production build in a phone-sized window (Lighthouse's mobile viewport): every page
// type paints from the HTML alone (no stylesheet request), preloads its largest picture at high priority, and does not
// move when React hydrates.
const PAGES = {
  home: { path: '/de', lead: '.hero__image' },
  // A category that opens with a hero: the hero is its largest paint, else the first row of product cards.
  category: { path: '/de/adults/socks', lead: '.hero__image, .product-card__image' },
  product: { path: '/de/product/CRW-220', lead: '.product-gallery__image' },
  search: { path: '/de/search?term=socks', lead: '.product-card__image' },
} as const;
const PHONE = { width: 412, height: 823 };

const shop = workerShop();

/** Layout shifts since navigation, read after hydration and a settled frame, each with the elements that moved. */
async function layoutShifts(page: Page): Promise<{ value: number; moved: string[] }[]> {
  await expect(page.locator('header[data-enhanced]')).toBeAttached();
  await page.waitForLoadState('networkidle');
  return page.evaluate(
    () =>
      new Promise((resolve) => {
        type Shift = { value: number; hadRecentInput: boolean; sources?: { node?: Node | null }[] };
        const shifts: { value: number; moved: string[] }[] = [];
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as unknown as Shift[]) {
            if (entry.hadRecentInput) continue;
            const moved = (entry.sources ?? []).map(({ node }) =>
              node instanceof Element ? `${node.tagName.toLowerCase()}.${[...node.classList].join('.')}` : String(node?.nodeName),
            );
            shifts.push({ value: entry.value, moved });
          }
        }).observe({ type: 'layout-shift', buffered: true });
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(shifts)));
      }),
  );
}

for (const [name, { path, lead }] of Object.entries(PAGES)) {
  test(`${name}: styles inline, the largest picture preloaded at high priority, no layout shift`, async ({ page }) => {
    await page.setViewportSize(PHONE);
    const response = await page.goto(`${shop.url}${path}`);
    const html = (await response?.text()) ?? '';
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).not.toMatch(/<link[^>]+rel="stylesheet"/);
    expect(head).toMatch(/<style>[^<]*\.site-header\{/);

    const picture = page.locator(lead).first();
    await expect(picture).toHaveAttribute('fetchpriority', 'high');
    await expect(picture).toHaveAttribute('loading', 'eager');
    const src = (await picture.getAttribute('src')) ?? '';
    const preload = page.locator('head link[rel="preload"][as="image"][fetchpriority="high"]');
    expect(
      await preload.evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? link.getAttribute('imagesrcset'))),
    ).toContainEqual(expect.stringContaining(src));
    // Everything after the first screen waits until it is needed.
    const lazy = await page
      .locator('main img')
      .evaluateAll((images) => images.filter((image) => image.getAttribute('loading') === 'lazy').length);
    expect(lazy).toBeGreaterThan(0);

    expect(await layoutShifts(page)).toEqual([]);
  });
}

test('without JavaScript, phones get the navigation as a row of links instead of the menu button', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: PHONE });
  const page = await context.newPage();
  await page.goto(`${shop.url}/de`);
  await expect(page.locator('.primary-nav')).toBeVisible();
  await expect(page.locator('.menu-toggle')).toBeHidden();
  await context.close();
});

test('with JavaScript, phones get the menu button from the first paint, before hydration', async ({ browser }) => {
  const context = await browser.newContext({ viewport: PHONE });
  const page = await context.newPage();
  // The module scripts never arrive: what shows is the server's HTML and styles alone.
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto(`${shop.url}/de`);
  await expect(page.locator('header:not([data-enhanced])')).toBeAttached();
  await expect(page.locator('.menu-toggle')).toBeVisible();
  await expect(page.locator('.primary-nav')).toBeHidden();
  await context.close();
});

test('the production server imports the production build of React Router, never its development build', () => {
  const serverBuild = readdirSync('build/server', { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.js'))
    .map((name) => join('build/server', name));
  const imports = [...serverBuild, 'server/dist/main.js'].flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/from\s*"([^"]*react-router[^"]*)"/g)].map((match) => match[1] ?? ''),
  );
  expect(imports.length).toBeGreaterThan(0);
  for (const specifier of imports) {
    expect(specifier === 'react-router' || specifier.includes('/dist/development/'), specifier).toBe(false);
  }
  expect(imports.some((specifier) => specifier.endsWith('react-router/dist/production/index.mjs'))).toBe(true);
});
