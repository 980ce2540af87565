#!/usr/bin/env node
// First-load JavaScript per page type (docs/measuring.md "Bundles"): the module scripts a page's HTML loads —
// the client entry and its imports, and each matched route's module with its imports — deduplicated, each gzipped on
// its own. The sets come from the build's own route manifest (build/client/assets/manifest-*.js), so they stay right
// when hashes change. `.size-limit.mjs` budgets the same sets. The manifest file itself is not in them: the
// server writes the manifest into the HTML, and the browser never fetches the file.
//
// The budget that counts is what the browser loads until the network is idle without interaction
// (tests/e2e/js-budget.spec.ts in `npm test`, which lists the files when a page type is over); these static sets are its
// floor.
//
//   node scripts/first-load-js.mjs           prints a table (gzip -6 like `gzip -c FILE | wc -c`, in KiB)
//   node scripts/first-load-js.mjs --files   also lists each page type's files
//
// Code a page imports lazily (the cart's composition root, the checkout machine, form validation) is not in the static
// sets by design: it must load on first use, never right after hydration, which the browser budget checks.
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = resolve(import.meta.dirname, '..');
const clientDir = join(root, 'build/client');

/** Each budgeted page type and the route ids React Router matches for it (ui/src/routes.ts), outermost first. */
export const PAGE_TYPES = {
  home: { example: '/de', routes: ['root', 'storefront-layout', 'storefront'] },
  category: { example: '/de/adults/socks', routes: ['root', 'storefront-layout', 'storefront-slugs'] },
  product: { example: '/de/product/CRW-100', routes: ['root', 'storefront-layout', 'storefront-product'] },
  search: { example: '/de/search?term=sock', routes: ['root', 'storefront-layout', 'storefront-search'] },
  cart: { example: '/de/checkout/cart', routes: ['root', 'storefront-layout', 'storefront-checkout', 'storefront-checkout-cart'] },
};

/**
 * The budget of every page type in bytes of gzip: 125 KB, read as KiB (its anchor "react-dom 19 + React Router 7 alone
 * 110 KB" is this build's 113,000 bytes of framework chunks).
 */
export const BUDGET_KIB = 125;
export const BUDGET_BYTES = BUDGET_KIB * 1024;
const kib = (bytes) => (bytes / 1024).toFixed(1).padStart(6);

/** React Router's browser manifest of the current build: entry and route modules with their static imports. */
export function readRouteManifest(dir = clientDir) {
  const assets = join(dir, 'assets');
  const name = readdirSync(assets).find((file) => /^manifest-[\w-]+\.js$/.test(file));
  if (!name) throw new Error(`no React Router manifest in ${assets}: run \`npm run build\` first`);
  const source = readFileSync(join(assets, name), 'utf8');
  const json = source.slice(source.indexOf('{'), source.lastIndexOf('}') + 1);
  return { file: `/assets/${name}`, manifest: JSON.parse(json) };
}

/** Page type → the absolute paths of the module scripts its HTML loads (deduplicated, entry first). */
export function firstLoadFiles(dir = clientDir) {
  const { manifest } = readRouteManifest(dir);
  const sets = {};
  for (const [pageType, { routes }] of Object.entries(PAGE_TYPES)) {
    const urls = new Set([manifest.entry.module, ...manifest.entry.imports]);
    for (const id of routes) {
      const route = manifest.routes[id];
      if (!route) throw new Error(`route ${id} is not in the build's manifest (ui/src/routes.ts changed?)`);
      if (route.module) urls.add(route.module);
      for (const imported of route.imports ?? []) urls.add(imported);
    }
    sets[pageType] = [...urls].map((url) => join(dir, url));
  }
  return sets;
}

const gzipBytes = (path) => gzipSync(readFileSync(path)).length;

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const listFiles = process.argv.includes('--files');
  const sets = firstLoadFiles();
  console.log(`First-load JavaScript per page type (gzip, budget ${BUDGET_KIB} KiB)`);
  let over = false;
  for (const [pageType, files] of Object.entries(sets)) {
    const sizes = files.map((path) => [path, gzipBytes(path)]);
    const total = sizes.reduce((sum, [, size]) => sum + size, 0);
    over ||= total > BUDGET_BYTES;
    const mark = total > BUDGET_BYTES ? '✘' : '✔';
    console.log(`${mark} ${pageType.padEnd(9)} ${kib(total)} KiB  ${files.length} files  ${PAGE_TYPES[pageType].example}`);
    if (listFiles) {
      for (const [path, size] of sizes.sort((a, b) => b[1] - a[1])) console.log(`      ${kib(size)} KiB  ${path.slice(clientDir.length)}`);
    }
  }
  process.exitCode = over ? 1 : 0;
}
