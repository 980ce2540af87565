import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { COUNTRY_CODES, EXTERNAL_MARKETS } from '@sockshop/core/markets';
import { flagUrl, iconUrl } from '@sockshop/core/routing';
import { describe, expect, it } from 'vitest';
import { buildContentSeed } from './seed/index.js';

// The shop's public files: what the sandbox's content names by icon, and the flags of the markets it serves.
const uiDir = resolve(import.meta.dirname, '../../../ui');
const publicDir = join(uiDir, 'public');
const publicFile = (url: string) => readFileSync(join(publicDir, url));
const digest = (body: Buffer) => createHash('sha256').update(body).digest('hex');
const countries = [...COUNTRY_CODES, ...EXTERNAL_MARKETS.map((m) => m.countryCode)];

/** What scripts/bench/copy-icon-sets.mjs copied from the icon sets, so the shop's install needs none of them. */
interface IconSetCopy {
  path: string;
  package: string;
  version: string;
  sha256: string;
}
const { copies } = JSON.parse(readFileSync(join(uiDir, 'icon-sets.json'), 'utf8')) as { copies: IconSetCopy[] };

function usedIcons(): string[] {
  const seed = JSON.stringify(buildContentSeed());
  return [...new Set([...seed.matchAll(/"(?:icon|network)":"([a-z-]+)"/g)].map((m) => m[1]!))];
}

describe('flags and icons', () => {
  it('has a flag for every market country and external storefront, each its own picture', () => {
    const flags = countries.map((cc) => publicFile(flagUrl(cc)));
    expect(new Set(flags.map(digest)).size).toBe(countries.length);
    const files = readdirSync(join(publicDir, 'flags'));
    expect(new Set(files.map((f) => digest(readFileSync(join(publicDir, 'flags', f))))).size).toBe(files.length);
  });

  it('keeps the committed copies equal to the icon-set files recorded in ui/icon-sets.json, and draws none by hand', () => {
    for (const copy of copies) {
      const hint = `${copy.path} differs from ${copy.package}@${copy.version}'s: run node scripts/bench/copy-icon-sets.mjs`;
      expect(digest(publicFile(`/${copy.path}`)), hint).toBe(copy.sha256);
    }
    const copied = new Set(copies.map((copy) => `/${copy.path}`));
    for (const url of [...countries.map(flagUrl), ...usedIcons().map(iconUrl)])
      expect(copied.has(url), `${url} is no icon-set copy`).toBe(true);
  });

  it('has a real path-drawn icon for every icon the content and the social links use', () => {
    const used = usedIcons();
    expect(used.length).toBeGreaterThan(4);
    for (const name of used) {
      const svg = publicFile(iconUrl(name)).toString('utf8');
      expect(svg, name).toMatch(/<svg[\s\S]*<path\s[^>]*d="[^"]{20,}"/);
    }
  });
});
