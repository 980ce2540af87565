import { defineConfig } from '@playwright/test';
import { CHROMIUM_PATH } from './scripts/chromium-path.mjs';

// Debian's headless Chromium: test tools cannot download browsers here (scripts/ensure-chromium.mjs installs it).
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  // Three workers, each with one shop (tests/e2e/fixtures.ts); a file's tests run in order in one worker. The tests
  // wait on pages, servers and disk far more than they compute: three keep two cores busy where two left them half idle.
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 3),
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  forbidOnly: true,
  globalSetup: './tests/e2e/global-setup.ts',
  reporter: [['list'], ['json', { outputFile: '.tmp/playwright.json' }]],
  use: {
    browserName: 'chromium',
    headless: true,
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    // Shoppers who ask for reduced motion: the footer's balls, the marquee and every transition cost CPU in each open page,
    // and the suite is CPU-bound on two cores (the newsletter file: 186 s with motion, 54 s without). The files that test
    // motion itself ask for it back with `test.use({ reducedMotion: 'no-preference' })`.
    reducedMotion: 'reduce',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  outputDir: '.tmp/test-results',
});
