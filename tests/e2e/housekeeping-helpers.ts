import type { Page } from '@playwright/test';

/** The storefronts the housekeeping specs run on, with the texts of their language (sandbox translations). */
export const STOREFRONTS = [
  {
    code: 'de',
    update: 'Eine neue Version des Shops ist verfügbar',
    failed: 'Diese Seite konnte nicht geladen werden',
    reload: 'Neu laden',
  },
  { code: 'us', update: 'A new version of the shop is available', failed: 'This page could not be loaded', reload: 'Reload' },
  {
    code: 'fr',
    update: 'Une nouvelle version de la boutique est disponible',
    failed: "Cette page n'a pas pu être chargée",
    reload: 'Recharger',
  },
] as const;

/** Housekeeping loads after hydration: its (empty) live region is in the page once it runs. */
export async function housekeepingRunning(page: Page): Promise<void> {
  await page.locator('.site-notice[role="status"]').waitFor({ state: 'attached' });
}

/** The main frame's document requests, in order (full page loads, not client navigations). */
export function documentLoads(page: Page): string[] {
  const loads: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) loads.push(new URL(request.url()).pathname);
  });
  return loads;
}
