#!/usr/bin/env node
// Copies the pictures the chrome and the content blocks use from well-kept icon sets into ui/public (spec §2: flags from
// /flags/{countrycode}.svg, icons from /icons/{name}.svg), so none is hand-drawn:
//   flags: flag-icons (4:3), one per market country and external storefront;
//   social networks: simple-icons (brand glyphs); generic icons: lucide-static.
// Run it after updating those packages: `node scripts/copy-icon-sets.mjs`. The copies are committed so the dev server,
// the build and the tests need no step; sandbox/src/content/shop-icons.test.ts fails when they and the packages
// differ, or when a market has no flag.
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
// npm workspaces install the root's dev dependencies here (simple-icons exports no package.json to resolve by).
const packageDir = (name) => join(root, 'node_modules', name);

/** Market countries (core/src/markets/codes.ts COUNTRY_CODES) and external storefronts (au, nz); the test checks them. */
export const FLAG_COUNTRIES = [
  'gb',
  'de',
  'at',
  'be',
  'ch',
  'nl',
  'fr',
  'us',
  'es',
  'it',
  'hr',
  'ee',
  'sk',
  'se',
  'fi',
  'pt',
  'lv',
  'lt',
  'ie',
  'cz',
  'si',
  'dk',
  'hu',
  'pl',
  'lu',
  'no',
  'jp',
  'kr',
  'sg',
  'il',
  'ae',
  'au',
  'nz',
];

/** The shop's icon names (social networks of the footer, blurb icons of the content) and where each comes from. */
export const ICON_SOURCES = {
  instagram: ['simple-icons', 'icons/instagram.svg'],
  facebook: ['simple-icons', 'icons/facebook.svg'],
  youtube: ['simple-icons', 'icons/youtube.svg'],
  tiktok: ['simple-icons', 'icons/tiktok.svg'],
  external: ['lucide-static', 'icons/external-link.svg'],
  gift: ['lucide-static', 'icons/gift.svg'],
  leaf: ['lucide-static', 'icons/leaf.svg'],
  return: ['lucide-static', 'icons/undo-2.svg'],
  // The newsletter's envelope (a CSS mask in ui/src/styles/blocks.css).
  mail: ['lucide-static', 'icons/mail.svg'],
};

/** The house ink (ui/src/styles: --ink), as an <img> has no currentColor to inherit. */
const INK = '#1b1b3a';

function inked(svg) {
  const coloured = svg.replaceAll('currentColor', INK);
  // simple-icons draw with the default fill (black): give the glyph the ink colour.
  return coloured.includes(`fill="${INK}"`) || coloured.includes('fill="none"')
    ? coloured
    : coloured.replace('<svg ', `<svg fill="${INK}" `);
}

/** Every file this script writes, as public path (under ui/public) and contents. */
export function iconSetFiles() {
  const flags = join(packageDir('flag-icons'), 'flags/4x3');
  return [
    ...FLAG_COUNTRIES.map((cc) => ({ path: `flags/${cc}.svg`, contents: readFileSync(join(flags, `${cc}.svg`), 'utf8') })),
    ...Object.entries(ICON_SOURCES).map(([name, [pkg, file]]) => ({
      path: `icons/${name}.svg`,
      contents: inked(readFileSync(join(packageDir(pkg), file), 'utf8')),
    })),
  ];
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const publicDir = join(root, 'ui/public');
  const files = iconSetFiles();
  // Files of other origins in these folders stay; only the hand-made PNG flags this replaced are removed.
  for (const dir of ['flags', 'icons']) mkdirSync(join(publicDir, dir), { recursive: true });
  for (const png of readdirSync(join(publicDir, 'flags')).filter((f) => f.endsWith('.png'))) rmSync(join(publicDir, 'flags', png));
  for (const { path, contents } of files) writeFileSync(join(publicDir, path), contents);
  console.log(
    `wrote ${files.length} files: ${readdirSync(join(publicDir, 'flags')).length} flags, ${readdirSync(join(publicDir, 'icons')).length} icons`,
  );
}
