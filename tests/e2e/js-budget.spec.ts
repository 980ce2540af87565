import { gzipSync } from 'node:zlib';
import { BUDGET_BYTES, BUDGET_KIB, PAGE_TYPES } from '../../scripts/first-load-js.mjs';
import { type Browser, expect, type Page, test, workerShop } from './fixtures';

// The JavaScript budget counts what the browser loads, not the route manifest alone. Each budgeted page type
// (scripts/first-load-js.mjs, the one place of its pages and number) is opened in a fresh context, without interaction,
// and every script file fetched until the network is idle is gzipped on its own (level 6, like size-limit) and summed.
// Inline scripts are the HTML's, which has a budget of its own; only fetched files count. In KiB, as the budget is written.
const shop = workerShop();

interface Loaded {
  path: string;
  gzipBytes: number;
}

async function scriptsUntilNetworkIdle(page: Page, path: string): Promise<Loaded[]> {
  const origin = new URL(shop.url).origin;
  const pending: Promise<Loaded>[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (response.request().resourceType() !== 'script' || url.origin !== origin) return;
    pending.push(response.body().then((body) => ({ path: url.pathname, gzipBytes: gzipSync(body, { level: 6 }).length })));
  });
  await page.goto(`${shop.url}${path}`, { waitUntil: 'networkidle' });
  return Promise.all(pending);
}

/**
 * A fresh context, as a first-time shopper has one, with the motion most shoppers allow (the footer's animation is part
 * of what a page may load). The cart page is a first-time shopper's, empty: a cart with lines loads the cart's code
 * (adapters, zod, xstate: ~215 KiB in all), over budget, still open (docs/decisions.md "JavaScript the browser loads").
 */
async function freshPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ reducedMotion: 'no-preference' });
  return context.newPage();
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

for (const [pageType, { example }] of Object.entries(PAGE_TYPES)) {
  test(`${pageType} loads at most ${BUDGET_KIB} KiB gzip of JavaScript until the network is idle (${example})`, async ({ browser }) => {
    const page = await freshPage(browser);
    try {
      const scripts = await scriptsUntilNetworkIdle(page, example);
      const total = scripts.reduce((sum, script) => sum + script.gzipBytes, 0);
      const listing = scripts
        .sort((a, b) => b.gzipBytes - a.gzipBytes)
        .map((script) => `  ${kib(script.gzipBytes).padStart(10)}  ${script.path}`)
        .join('\n');
      expect(total, `${pageType}: ${kib(total)} in ${scripts.length} files\n${listing}`).toBeLessThanOrEqual(BUDGET_BYTES);
    } finally {
      await page.context().close();
    }
  });
}
