import { describe, expect, it } from 'vitest';
import { breadcrumbStructuredData, categoryCrumbs, productCrumbs } from './breadcrumb-structured-data.server';

// Search engines read the page's place in the shop as a schema.org BreadcrumbList.
const categories = [{ content: { id: 'adults', name: 'Erwachsene' } }, { content: { id: 'adults/socks', name: 'Socken' } }];

describe('breadcrumb structured data', () => {
  it('is a BreadcrumbList of positions from 1 with absolute URLs', () => {
    expect(
      breadcrumbStructuredData(
        [
          { name: 'Sock Shop', path: '/de' },
          { name: 'Socken', path: '/de/adults/socks' },
        ],
        'https://shop.example',
      ),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Sock Shop', item: 'https://shop.example/de' },
        { '@type': 'ListItem', position: 2, name: 'Socken', item: 'https://shop.example/de/adults/socks' },
      ],
    });
  });

  it('walks a category slug level by level, naming levels the content knows and the page by its title', () => {
    expect(categoryCrumbs('adults/socks', 'de', categories, { home: 'Sock Shop', title: 'Alle Socken' })).toEqual([
      { name: 'Sock Shop', path: '/de' },
      { name: 'Erwachsene', path: '/de/adults' },
      { name: 'Alle Socken', path: '/de/adults/socks' },
    ]);
    // A level with no category of its own is skipped, not named by its slug.
    expect(categoryCrumbs('collection/low-socks', 'at', [], { home: 'Sock Shop', title: 'Low socks' })).toEqual([
      { name: 'Sock Shop', path: '/at' },
      { name: 'Low socks', path: '/at/collection/low-socks' },
    ]);
  });

  it('ends a product trail at the product, through its first category', () => {
    const crumbs = productCrumbs({ sku: 'CRW 1', name: 'Flamingo', categories: ['adults/socks', 'gifts'] }, 'de', categories, 'Sock Shop');
    expect(crumbs.map((crumb) => crumb.name)).toEqual(['Sock Shop', 'Erwachsene', 'Socken', 'Flamingo']);
    expect(crumbs.at(-1)?.path).toBe('/de/product/CRW%201');
    expect(productCrumbs({ sku: 'A', name: 'A', categories: [] }, 'us', [], 'Sock Shop')).toHaveLength(2);
  });
});
