#!/usr/bin/env node
// Copies the pictures the chrome and the content blocks use from well-kept icon sets into ui/public (flags from
// /flags/{countrycode}.svg, icons from /icons/{name}.svg), so none is hand-drawn:
//   flags: flag-icons (4:3), one per market country and external storefront;
//   social networks: simple-icons (brand glyphs); generic icons: lucide-static.
// Run it after updating those packages here (scripts/bench/package.json):
//   npm ci --prefix scripts/bench && node scripts/bench/copy-icon-sets.mjs
// The copies are committed so the dev server, the build and the tests need no step, and the shop's own install needs
// none of these packages. ui/icon-sets.json records each copy's package, version, source file and sha256;
// sandbox/src/content/shop-icons.test.ts fails when a copy and that record differ, or when a market has no flag.
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, '../..');
// Read by path: simple-icons exports no package.json to resolve by.
const packageDir = (name) => join(here, 'node_modules', name);
const versionOf = (name) => JSON.parse(readFileSync(join(packageDir(name), 'package.json'), 'utf8')).version;
const sha256 = (contents) => createHash('sha256').update(contents).digest('hex');

/** Market countries (core/src/markets/codes.ts COUNTRY_CODES) and external storefronts (au, nz). */
const FLAG_COUNTRIES = [
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
const ICON_SOURCES = {
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

/** Every file this script copies: public path (under ui/public), the package and file it comes from, and contents. */
function iconSetFiles() {
  const flags = FLAG_COUNTRIES.map((cc) => {
    const source = `flags/4x3/${cc}.svg`;
    return { path: `flags/${cc}.svg`, pkg: 'flag-icons', source, contents: readFileSync(join(packageDir('flag-icons'), source), 'utf8') };
  });
  const icons = Object.entries(ICON_SOURCES).map(([name, [pkg, source]]) => ({
    path: `icons/${name}.svg`,
    pkg,
    source,
    contents: inked(readFileSync(join(packageDir(pkg), source), 'utf8')),
  }));
  return [...flags, ...icons];
}

const publicDir = join(root, 'ui/public');
const files = iconSetFiles();
// Files of other origins in these folders stay; only the hand-made PNG flags this replaced are removed.
for (const dir of ['flags', 'icons']) mkdirSync(join(publicDir, dir), { recursive: true });
for (const png of readdirSync(join(publicDir, 'flags')).filter((f) => f.endsWith('.png'))) rmSync(join(publicDir, 'flags', png));
for (const { path, contents } of files) writeFileSync(join(publicDir, path), contents);
// Beside ui/public rather than in it: the record is for the tests, not something the shop serves.
const copies = files.map(({ path, pkg, source, contents }) => ({
  path,
  package: pkg,
  version: versionOf(pkg),
  source,
  sha256: sha256(contents),
}));
writeFileSync(join(root, 'ui/icon-sets.json'), `${JSON.stringify({ copies }, null, 2)}\n`);
console.log(
  `wrote ${files.length} files and ui/icon-sets.json: ${readdirSync(join(publicDir, 'flags')).length} flags, ${readdirSync(join(publicDir, 'icons')).length} icons`,
);
