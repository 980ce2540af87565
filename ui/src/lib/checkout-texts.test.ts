import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CHECKOUT_TEXT_KEYS, CHECKOUT_TEXT_PREFIXES, splitCheckoutTexts } from './checkout-texts';

const UI = join(import.meta.dirname, '..');

/** The ui's source files (no tests), as paths from ui/src. */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [relative(UI, path)] : [];
  });
}

/** The checkout's own files: its routes, its state and its components. */
const CHECKOUT_FILES = /^(checkout|routes\/checkout|components\/checkout)\//;

describe('the texts only the checkout shows', () => {
  it("reach no other page through the checkout's components", () => {
    const importers = sources(UI).filter(
      (path) => !CHECKOUT_FILES.test(path) && /components\/checkout\//.test(readFileSync(join(UI, path), 'utf8')),
    );
    expect(importers).toEqual([]);
  });

  it('are used by no file outside the checkout (other pages do not receive them)', () => {
    const outside = sources(UI).filter((path) => !CHECKOUT_FILES.test(path) && path !== 'lib/checkout-texts.ts');
    const uses = outside.flatMap((path) => {
      const text = readFileSync(join(UI, path), 'utf8');
      const keys = [...CHECKOUT_TEXT_KEYS].filter((key) => new RegExp(`['"\`]${key}['"\`]`).test(text));
      const families = CHECKOUT_TEXT_PREFIXES.filter((prefix) => new RegExp(`['"\`]${prefix.replace('.', '\\.')}`).test(text));
      return [...keys, ...families].map((key) => `${path}: ${key}`);
    });
    expect(uses).toEqual([]);
  });

  it('split a dictionary in two that together are the whole', () => {
    const { shared, checkout } = splitCheckoutTexts({
      thankYou: 'Danke',
      cart: 'Warenkorb',
      emptyCart: 'Leer',
      'orderStatus.paid': 'Bezahlt',
      orderStatusX: 'x',
    });
    expect(shared).toEqual({ cart: 'Warenkorb', orderStatusX: 'x' });
    expect(checkout).toEqual({ thankYou: 'Danke', emptyCart: 'Leer', 'orderStatus.paid': 'Bezahlt' });
  });
});
