import { describe, expect, it } from 'vitest';
import { navigation } from '../content/seed/navigation.js';
import { CATEGORIES } from '../content/seed/pages.js';
import { generateCatalogue } from './generate.js';

const catalogue = generateCatalogue();
const countIn = (slug: string) => catalogue.filter((product) => product.categories.includes(slug)).length;

interface NavLink {
  url: string;
  disabled: boolean;
}
interface NavItem {
  url: string;
  sections: { links: NavLink[] }[];
}

/**
 * The content's category tree and the catalogue's product categories are one set of paths
 * (`adults/underwear`, not `underwear`), or a menu entry lands on an empty shelf.
 */
describe('catalogue categories agree with the content', () => {
  it('lists products under every category the content names, and under no category it does not name', () => {
    const named = CATEGORIES.map((category) => category.slug);
    for (const slug of named) expect(countIn(slug), slug).toBeGreaterThan(0);
    expect([...new Set(catalogue.flatMap((product) => product.categories))].sort()).toEqual([...named].sort());
  });

  it('lists products under every enabled menu link that points at a category', () => {
    const items = navigation('de').items as NavItem[];
    const urls = items.flatMap((item) => [item.url, ...item.sections.flatMap((s) => s.links.filter((l) => !l.disabled).map((l) => l.url))]);
    const categoryPaths = urls.map((url) => url.replace('/_default/', '')).filter((path) => CATEGORIES.some((c) => c.slug === path));
    expect(categoryPaths).toEqual(expect.arrayContaining(['adults/underwear', 'adults/apparel', 'gifts/gift-boxes']));
    for (const path of categoryPaths) expect(countIn(path), path).toBeGreaterThan(0);
  });
});
