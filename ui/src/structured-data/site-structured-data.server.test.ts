import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { jsonForScript } from './product-structured-data.server';
import { organizationStructuredData, websiteStructuredData } from './site-structured-data.server';

// The home page tells search engines who runs the shop and how to search it.
const facts = { origin: 'https://shop.example', storefront: 'de', language: 'de-DE' };

describe('site structured data', () => {
  it('names the organisation with the storefront home and a logo the shop serves', () => {
    expect(organizationStructuredData(facts)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'Sock Shop',
      url: 'https://shop.example/de',
      logo: 'https://shop.example/favicon.svg',
    });
  });

  it('offers a SearchAction on the storefront search page with the search form key `term`', () => {
    const site = websiteStructuredData(facts);
    expect(site).toMatchObject({ '@type': 'WebSite', url: 'https://shop.example/de', inLanguage: 'de-DE' });
    const action = site.potentialAction as { target: { urlTemplate: string }; 'query-input': string };
    expect(action.target.urlTemplate).toBe('https://shop.example/de/search?term={search_term_string}');
    // The placeholder named in query-input is the one in the template.
    const name = /name=(\w+)/.exec(action['query-input'])?.[1];
    expect(action.target.urlTemplate).toContain(`{${name}}`);
  });

  it('survives any storefront or language text as a script body: no `<`, and it parses back to the same value', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (storefront, language) => {
        const value = websiteStructuredData({ ...facts, storefront, language });
        const text = jsonForScript(value);
        expect(text).not.toContain('<');
        expect(JSON.parse(text)).toEqual(value);
      }),
    );
  });
});
