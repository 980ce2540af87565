import { readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { expect, type Locator, type Page, test, workerShop } from './fixtures';

// LCP and layout, on the production build in a phone-sized window (Lighthouse's mobile viewport): every page
// type paints from the HTML alone (no stylesheet request), preloads its largest picture at high priority, and does not
// move when React hydrates.
const PAGES = {
  home: { path: '/de', lead: '.hero__image' },
  // A category that opens with a hero: the hero is its largest paint, else the first row of product cards.
  category: { path: '/de/adults/socks', lead: '.hero__image, .product-card__media > img' },
  product: { path: '/de/product/CRW-220', lead: '.product-gallery__image' },
  search: { path: '/de/search?term=socks', lead: '.product-card__media > img' },
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

  // The largest paint waits for no script. The bootstrap (ui/src/hydration/hydrate-after-lcp.server.ts)
  // fetches the shop's modules only once the LCP picture has loaded, and that picture is the one the page preloads.
  test(`${name}: the largest picture is painted before any script is fetched`, async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto(`${shop.url}${path}`);
    await expect(page.locator('header[data-enhanced]')).toBeAttached();
    const order = await page.evaluate(
      () =>
        new Promise<{ largest: string | null; picturesLoaded: number; firstScript: number }>((resolve) => {
          new PerformanceObserver((list) => {
            const largest = list.getEntries().at(-1) as unknown as { element: Element | null };
            const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
            const pictures = [...document.querySelectorAll<HTMLImageElement>('img[fetchpriority="high"]')];
            const loaded = pictures.map((image) => resources.find((entry) => entry.name === image.currentSrc)?.responseEnd ?? Number.NaN);
            resolve({
              largest: largest.element?.getAttribute('fetchpriority') ?? null,
              picturesLoaded: Math.max(...loaded),
              firstScript: Math.min(...resources.filter((entry) => /\/assets\/.*\.js$/.test(entry.name)).map((entry) => entry.startTime)),
            });
          }).observe({ type: 'largest-contentful-paint', buffered: true });
        }),
    );
    expect(order.largest).toBe('high');
    expect(order.picturesLoaded).toBeLessThanOrEqual(order.firstScript);
  });

  test(`${name}: paints its largest picture with JavaScript off`, async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: PHONE });
    const page = await context.newPage();
    await page.goto(`${shop.url}${path}`);
    const picture = page.locator(lead).first();
    await expect(picture).toBeInViewport();
    await expect(picture).toHaveJSProperty('complete', true);
    expect(await picture.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
    await expect(picture).toHaveCSS('opacity', '1');
    await expect(picture).toHaveCSS('visibility', 'visible');
    // Nothing hides it: at its centre lies the picture, under nothing but a product card's own (transparent) link.
    const box = await picture.boundingBox();
    const above = await picture.evaluate(
      (image, { x, y }) => {
        const stack = document.elementsFromPoint(x, y);
        return stack.includes(image)
          ? stack
              .slice(0, stack.indexOf(image))
              .map((element) => (element.matches('.product-card__name > a') ? 'card link' : element.className))
          : null;
      },
      { x: (box?.x ?? 0) + (box?.width ?? 0) / 2, y: (box?.y ?? 0) + (box?.height ?? 0) / 2 },
    );
    expect(above?.filter((name) => name !== 'card link')).toEqual([]);
    await context.close();
  });
}

/** Windows shoppers browse in, with their device pixels: phones, a tablet, laptops, a wide screen. */
const SCREENS = [
  { width: 412, height: 823, deviceScaleFactor: 1.75 },
  { width: 768, height: 1024, deviceScaleFactor: 2 },
  { width: 360, height: 780, deviceScaleFactor: 3 },
  { width: 1024, height: 768, deviceScaleFactor: 1 },
  { width: 1280, height: 800, deviceScaleFactor: 1.5 },
  { width: 1440, height: 900, deviceScaleFactor: 1 },
  { width: 1920, height: 1080, deviceScaleFactor: 1 },
];

/** The width a loaded picture was fetched at, the widths it offered, and the device pixels it is drawn across. */
async function fetchedWidth(picture: Locator): Promise<{ drawn: number; widths: number[]; picked: number }> {
  await expect(picture).toHaveJSProperty('complete', true);
  return picture.evaluate((image: HTMLImageElement) => {
    const candidates = image.srcset.split(',').map((candidate) => candidate.trim().split(/\s+/));
    return {
      drawn: image.getBoundingClientRect().width * devicePixelRatio,
      widths: candidates.map(([, descriptor]) => Number.parseInt(descriptor ?? '', 10)),
      picked: Number.parseInt(candidates.find(([url]) => url === image.currentSrc)?.[1] ?? '', 10),
    };
  });
}

/** The width picked covers the drawn width (or is the largest there is), and no smaller width would. */
function expectFetchedAsDrawn({ drawn, widths, picked }: { drawn: number; widths: number[]; picked: number }, screen: string): void {
  const at = `${screen}, drawn ${drawn} device px`;
  expect(picked, at).toBeGreaterThanOrEqual(Math.min(Math.floor(drawn), Math.max(...widths)));
  expect(Math.max(0, ...widths.filter((candidate) => candidate < picked)), `${at}: a smaller width would do`).toBeLessThan(drawn);
}

// The browser picks a picture's width from `sizes` before it lays the page out: a `sizes` wider than the picture is
// drawn fetches a larger file than the screen shows (the heroes' `100vw` fetched 1920 px for a 655 px column, the
// gallery's 1920 px for a phone's 328).
for (const [name, picture] of [
  ['home', '.hero__image'],
  ['category', '.hero__image'],
  ['product', '.product-gallery__image'],
] as const) {
  test(`${name}: the largest picture is fetched at the width it is drawn, from a phone to a wide screen`, async ({ browser }) => {
    for (const { width, height, deviceScaleFactor } of SCREENS) {
      const context = await browser.newContext({ viewport: { width, height }, deviceScaleFactor, javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto(`${shop.url}${PAGES[name].path}`);
      expectFetchedAsDrawn(await fetchedWidth(page.locator(picture).first()), `${width} px at ${deviceScaleFactor}×`);
      await context.close();
    }
  });
}

// A `poster` is fetched at once, wherever the video is: on a phone it shared the line with the hero.
test('home: the video’s poster is not fetched with the page, only when the shopper comes near the video', async ({ browser }) => {
  const context = await browser.newContext({ viewport: PHONE });
  const page = await context.newPage();
  const posters: string[] = [];
  page.on('request', (request) => {
    if (/poster/.test(new URL(request.url()).pathname)) posters.push(request.url());
  });
  await page.goto(`${shop.url}${PAGES.home.path}`, { waitUntil: 'networkidle' });
  const video = page.locator('video.video__player').first();
  await expect(video).toHaveJSProperty('poster', '');
  expect(posters).toEqual([]);
  await video.scrollIntoViewIfNeeded();
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.poster)).toMatch(/poster/);
  await expect.poll(() => posters.length).toBe(1);
  await context.close();
});

// A card is lazy, so a browser that reads `sizes="auto"` takes the width it lays the card out at: the grids' columns
// (160 to 340 CSS px) are no share of the window that one `sizes` list could say. Lazy loading needs scripts on.
test('a listing’s cards are fetched at the width they are drawn, from a phone to a wide screen', async ({ browser }) => {
  for (const { width, height, deviceScaleFactor } of SCREENS) {
    const context = await browser.newContext({ viewport: { width, height }, deviceScaleFactor });
    const page = await context.newPage();
    await page.goto(`${shop.url}${PAGES.category.path}`);
    expectFetchedAsDrawn(await fetchedWidth(page.locator('.product-card__media > img').first()), `${width} px at ${deviceScaleFactor}×`);
    await context.close();
  }
});

/**
 * Serves `path` as a slow network would: the document stops after `cut`, and the rest follows once the browser has
 * painted that part (a script in it reports a frame). Everything else comes from the shop. Under load the browser paints
 * part of a document on its own; this makes that happen on every run. Without the shop's CSP header, which would refuse
 * the reporting script.
 */
async function paintedInTwoParts(page: Page, path: string, cut: string): Promise<void> {
  const html = await (await fetch(`${shop.url}${path}`)).text();
  const at = html.indexOf(cut) + cut.length;
  expect(at).toBeGreaterThan(cut.length);
  let painted: () => void = () => {};
  const framed = new Promise<void>((resolve) => {
    painted = resolve;
  });
  const server = createServer(async (request, response) => {
    if (request.url === '/painted') {
      painted();
      response.end();
    } else if (request.url === path) {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.write(`${html.slice(0, at)}<script>requestAnimationFrame(() => requestAnimationFrame(() => fetch('/painted')))</script>`);
      await framed;
      response.end(html.slice(at));
    } else {
      const answer = await fetch(`${shop.url}${request.url}`);
      response.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'text/plain' });
      response.end(Buffer.from(await answer.arrayBuffer()));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    await page.goto(`http://localhost:${(server.address() as AddressInfo).port}${path}`, { waitUntil: 'load' });
  } finally {
    server.close();
  }
}

test('a listing’s cards away from the screen are drawn as they come near: nothing moves, a focused card is drawn whole', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await page.goto(`${shop.url}/de/adults/socks`);
  await expect(page.locator('header[data-enhanced]')).toBeAttached();
  const last = page.locator('.product-grid > .product-card').last();
  const contentVisibility = () => last.evaluate((card) => getComputedStyle(card).contentVisibility);
  // Not styled or laid out until near the screen (ui/src/styles/product-lists.css).
  expect(await contentVisibility()).toBe('auto');
  // Scrolled through in steps, as a shopper does: each card's first drawing moves nothing in view.
  const shifts = await page.evaluate(async () => {
    const values: number[] = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[])
        if (!entry.hadRecentInput) values.push(entry.value);
    }).observe({ type: 'layout-shift' });
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    for (let top = 0; top < document.documentElement.scrollHeight; top += window.innerHeight / 2) {
      window.scrollTo({ top, behavior: 'instant' });
      await frame();
    }
    return values;
  });
  expect(shifts).toEqual([]);
  // The focus ring is drawn outside the card, where the containment would cut it off: a focused card has none.
  await last.getByRole('link').focus();
  expect(await contentVisibility()).toBe('visible');
});

test('a header painted before its cart link arrived does not move when the link comes', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await paintedInTwoParts(page, '/de/adults/socks', '</form>');
  const shifts = await page.evaluate(
    () =>
      new Promise<number[]>((resolve) => {
        const values: number[] = [];
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) values.push((entry as unknown as { value: number }).value);
        }).observe({ type: 'layout-shift', buffered: true });
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(values)));
      }),
  );
  expect(shifts).toEqual([]);
  await expect(page.locator('.site-header__tools .cart-link')).toBeVisible();
});

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
