import type { Product } from '@sockshop/core/catalog';
import { LANGUAGES } from '@sockshop/core/markets';
import { describe, expect, it } from 'vitest';
import { generateCatalogue } from './generate.js';
import { localiseProduct } from './localise.js';

const catalogue = generateCatalogue({ size: 60 });
const first = catalogue[0]!;

describe('sandbox product texts in four languages', () => {
  it('keeps the generated catalogue English', () => {
    expect(first.description.short).toMatch(/^Flamingo Crew Sock in \w[\w ]* [\w ]+\.$/);
    expect(first.information.washingInstructions).toBe('Machine wash at 40 °C, inside out. Do not tumble dry.');
    expect(localiseProduct(first, 'en')).toBe(first);
  });

  it('writes description, composition, care and picture alt texts in de, nl and fr; the name stays', () => {
    const german = localiseProduct(first, 'de');
    expect(german.name).toBe(first.name);
    expect(german.description.short).toMatch(/^Flamingo Crew Sock in .+ aus .+\.$/);
    expect(german.description.full).toContain('Entworfen in Stockholm');
    expect(german.meta.description).toBe(german.description.short);
    expect(german.information.composition).toMatch(/^80 % .+, 18 % (Polyamid|Baumwolle), 2 % Elasthan$/);
    expect(german.information.legalMaterials).toBe(german.information.composition);
    expect(german.information.washingInstructions).toBe('Maschinenwäsche bei 40 °C, auf links gedreht. Nicht im Trockner trocknen.');
    expect(german.media.images.map((i) => i.alt)).toEqual(['Flamingo Crew Sock', 'Flamingo Crew Sock, Ansicht 2']);
    expect(localiseProduct(first, 'nl').information.washingInstructions).toBe('Machinewas op 40 °C, binnenstebuiten. Niet in de droger.');
    expect(localiseProduct(first, 'fr').description.short).toMatch(/^Flamingo Crew Sock, coloris .+, en .+\.$/);
  });

  it('leaves no English descriptive word in any product of another language', () => {
    const english = /\b(of|cotton|wool|wash|designed|knitted|view|elastane|dark|light|inside|tumble|green|black|white)\b/i;
    for (const language of LANGUAGES.filter((l) => l !== 'en')) {
      for (const product of catalogue) {
        const local = localiseProduct(product, language);
        const texts = [local.description.full, local.information.composition ?? '', local.information.washingInstructions ?? ''];
        // The name is a brand's product name and stays English.
        for (const text of texts) expect(text.replace(product.name, ''), `${product.sku} ${language}`).not.toMatch(english);
      }
    }
  });

  it('keeps the texts of a product the generator did not write', () => {
    const own: Product = { ...first, description: { short: 'Our own words.', full: 'Our own words, longer.' } };
    expect(localiseProduct(own, 'de')).toBe(own);
  });

  it('leaves filters reading the English catalogue: only texts change', () => {
    const german = localiseProduct(first, 'de');
    expect({ ...german, description: first.description, meta: first.meta, information: first.information, media: first.media }).toEqual(
      first,
    );
  });
});
