import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SERVER_ONLY_KEYS, withoutLoaderTexts } from './loader-texts';

describe('texts only loaders read', () => {
  it('are left out of the layout data, every other text kept', () => {
    expect(
      withoutLoaderTexts({
        material: 'Material',
        'material.wool': 'Wolle',
        'feature.anti-slip': 'Rutschfest',
        'color.red': 'Rot',
        newsletterLegal: 'Abmelden jederzeit',
      }),
    ).toEqual({
      material: 'Material',
      'color.red': 'Rot',
    });
  });

  it('are read by no browser code (only *.server.ts files label materials and features)', () => {
    const root = join(import.meta.dirname, '..');
    const files = (readdirSync(root, { recursive: true }) as string[]).filter(
      (file) =>
        /\.tsx?$/.test(file) &&
        !/\.(server|test|dom\.test)\.tsx?$/.test(file) &&
        !file.includes('fixtures') &&
        !file.endsWith('loader-texts.ts'),
    );
    const readers = files.filter((file) =>
      /vocabularyLabel\(\s*'(material|feature)'|['`](material|feature)\./.test(readFileSync(join(root, file), 'utf8')),
    );
    expect(readers).toEqual([]);
    const keyReaders = files.flatMap((file) => {
      const text = readFileSync(join(root, file), 'utf8');
      return [...SERVER_ONLY_KEYS].filter((key) => new RegExp(`['"\`]${key}['"\`]`).test(text)).map((key) => `${file}: ${key}`);
    });
    expect(keyReaders).toEqual([]);
  });
});
