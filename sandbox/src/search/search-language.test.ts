import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateCatalogue } from '../catalogue/generate.js';
import { type SearchSandbox, startSearchSandbox } from './search.sandbox.js';

const TOKEN = 'search-language-token';
let sandbox: SearchSandbox;

beforeAll(async () => {
  sandbox = await startSearchSandbox({ token: TOKEN, products: generateCatalogue({ size: 30 }) });
});
afterAll(() => sandbox.close());

// biome-ignore lint/suspicious/noExplicitAny: the tests read the service's JSON loosely; the adapter is what parses it strictly
type Json = Record<string, any>;
async function findFirst(context: Json): Promise<Json> {
  const response = await fetch(`${sandbox.url}/search`, {
    method: 'POST',
    body: JSON.stringify({ token: TOKEN, query: '', options: { filter: 'sku = "CRW-100"', limit: 1 }, context }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as Json).items[0].product;
}

describe('search sandbox: the language of the request', () => {
  it('answers product texts in the language the context names', async () => {
    const german = await findFirst({ storefront: 'de', currency: 'EUR', language: 'de' });
    expect(german.information.washingInstructions).toBe('Maschinenwäsche bei 40 °C, auf links gedreht. Nicht im Trockner trocknen.');
    expect(german.name).toBe('Flamingo Crew Sock');
    const dutch = await findFirst({ storefront: 'nl', currency: 'EUR', language: 'nl' });
    expect(dutch.description.full).toContain('Ontworpen in Stockholm');
    const french = await findFirst({ storefront: 'fr', currency: 'EUR', language: 'fr' });
    expect(french.information.composition).toMatch(/ %.*élasthanne$/);
  });

  it('answers English when the context names no language, and keeps prices per currency apart from language', async () => {
    const english = await findFirst({ storefront: 'de', currency: 'EUR' });
    expect(english.information.washingInstructions).toBe('Machine wash at 40 °C, inside out. Do not tumble dry.');
    const german = await findFirst({ storefront: 'de', currency: 'EUR', language: 'de' });
    expect(german.price).toEqual(english.price);
  });

  it('answers recommendation widgets in the language asked for', async () => {
    const widget = async (language: string) => {
      const response = await fetch(`${sandbox.url}/widget/pdp/recommendations/sku/CRW-100?storefront=de&language=${language}`, {
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      expect(response.status).toBe(200);
      return ((await response.json()) as Json).recommendations.map((r: Json) => r.product.information.washingInstructions);
    };
    const german = await widget('de');
    expect(german.length).toBeGreaterThan(0);
    expect(german.every((text: string) => text.startsWith('Maschinenwäsche'))).toBe(true);
    expect((await widget('en')).every((text: string) => text.startsWith('Machine wash'))).toBe(true);
  });

  it('refuses a language the shop does not speak', async () => {
    const response = await fetch(`${sandbox.url}/search`, {
      method: 'POST',
      body: JSON.stringify({ token: TOKEN, query: '', context: { storefront: 'de', language: 'sv' } }),
    });
    expect(response.status).toBe(400);
  });
});
