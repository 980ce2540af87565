import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { COUNTRY_CODES, EXTERNAL_MARKETS } from '@sockshop/core/markets';
import { flagUrl, iconUrl } from '@sockshop/core/routing';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ESM build script without types
import { iconSetFiles } from '../../../scripts/copy-icon-sets.mjs';
import { buildContentSeed } from './seed/index.js';

// The shop's public files: what the sandbox's content names by icon, and the flags of the markets it serves.
const publicDir = resolve(import.meta.dirname, '../../../ui/public');
const publicFile = (url: string) => readFileSync(join(publicDir, url));
const digest = (body: Buffer) => createHash('sha256').update(body).digest('hex');

describe('flags and icons (spec §2, issue 14)', () => {
  it('has a flag for every market country and external storefront, each its own picture', () => {
    const countries = [...COUNTRY_CODES, ...EXTERNAL_MARKETS.map((m) => m.countryCode)];
    const flags = countries.map((cc) => publicFile(flagUrl(cc)));
    expect(new Set(flags.map(digest)).size).toBe(countries.length);
    const files = readdirSync(join(publicDir, 'flags'));
    expect(new Set(files.map((f) => digest(readFileSync(join(publicDir, 'flags', f))))).size).toBe(files.length);
  });

  it('keeps the committed copies equal to the icon sets they come from (node scripts/copy-icon-sets.mjs)', () => {
    for (const { path, contents } of iconSetFiles() as { path: string; contents: string }[]) {
      expect(publicFile(`/${path}`).toString('utf8'), `${path}: run node scripts/copy-icon-sets.mjs`).toBe(contents);
    }
  });

  it('has a real path-drawn icon for every icon the content and the social links use', () => {
    const seed = JSON.stringify(buildContentSeed());
    const used = new Set([...seed.matchAll(/"(?:icon|network)":"([a-z-]+)"/g)].map((m) => m[1]!));
    expect(used.size).toBeGreaterThan(4);
    for (const name of used) {
      const svg = publicFile(iconUrl(name)).toString('utf8');
      expect(svg, name).toMatch(/<svg[\s\S]*<path\s[^>]*d="[^"]{20,}"/);
    }
  });
});
