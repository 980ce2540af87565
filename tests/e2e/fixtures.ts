import { randomUUID } from 'node:crypto';
import { test as base, type Page } from '@playwright/test';
import { type ShopServer, startShopServer } from './shop-server';

export * from '@playwright/test';

/** The preview token of this worker's shop, so the draft-preview tests can sign editor links with it. */
export const PREVIEW_TOKEN = `e2e-preview-${randomUUID()}`;

interface WorkerFixtures {
  /** One running shop (launcher, sandbox, server) per worker, shared by every test the worker runs. */
  shop: ShopServer;
}

export const test = base.extend<object, WorkerFixtures>({
  // A file that needs another configuration starts a shop of its own in `beforeAll` (chrome-behaviours.spec.ts): a worker
  // fixture option would give it a worker of its own, which Playwright starts only when no other file is left.
  shop: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern; none here.
    async ({}, use) => {
      const shop = await startShopServer({ CONTENT_PREVIEW_TOKEN: PREVIEW_TOKEN });
      await use(shop);
      await shop.stop();
    },
    { scope: 'worker', timeout: 90_000 },
  ],
});

/**
 * The worker's shop as a handle a spec file keeps at its top, for helpers that run outside a test's own fixtures; it is
 * filled in before the file's first test (and before its own `beforeAll` hooks, declared after this call).
 */
export function workerShop(): ShopServer {
  const handle = {} as ShopServer;
  test.beforeAll(async ({ shop }) => {
    Object.assign(handle, shop);
  });
  return handle;
}

/**
 * Resolves once React has hydrated the page: the footer's country switcher turns from a link into a button then. Typing
 * into a field before that would race React taking the field over.
 */
export async function hydrated(page: Page): Promise<void> {
  await page.locator('button.country-switcher-button').waitFor({ state: 'attached' });
}
