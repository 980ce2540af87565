import { renderToStaticMarkup } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Listing } from '../../listing/listing.server';
import type { ListingTile } from '../../listing/listing-analytics';
import { ListingView } from './ListingView';

/** The first screen on phones: two rows of two. */
const LEAD_IMAGES = 4;

const tile = (sku: string): ListingTile => ({
  sku,
  name: `Sock ${sku}`,
  price: '12,95 €',
  picture: `https://images.example/${sku}.jpg`,
  stockStatus: 'in-stock',
  minorPrice: 1295,
});

const listing = (count: number): Listing => ({
  products: Array.from({ length: count }, (_, index) => tile(`SKU-${index}`)),
  facets: [],
  total: count,
  page: 1,
  pageCount: 1,
  prev: null,
  next: null,
  basePath: '/de/adults/socks',
  selected: {},
  sort: '',
  price: { selection: null, bounds: { min: 0, max: 300 }, step: '0.01', symbol: '€' },
  active: [],
  analytics: { listName: 'adults/socks', currency: 'EUR' },
  available: true,
});

/** The listing as the server renders it (a data router, as the route has). */
function html(props: Partial<Parameters<typeof ListingView>[0]> = {}) {
  const Stub = createRoutesStub([{ path: '/', Component: () => <ListingView listing={listing(6)} t={(key) => key} {...props} /> }]);
  return renderToStaticMarkup(<Stub />);
}

/** The listing's card images, in page order. */
function images(props: Partial<Parameters<typeof ListingView>[0]> = {}) {
  return html(props).match(/<img [^>]*>/g) ?? [];
}

describe('ListingView images (the first screen is the largest paint)', () => {
  it('loads the first screen eagerly at high priority and every later card lazily', () => {
    const tags = images();
    expect(tags).toHaveLength(6);
    tags.forEach((tag, index) => {
      const lead = index < LEAD_IMAGES;
      expect(tag.includes('fetchPriority="high"'), tag).toBe(lead);
      expect(tag.includes('loading="eager"'), tag).toBe(lead);
      expect(tag.includes('loading="lazy"'), tag).toBe(!lead);
    });
  });

  it('leaves every card lazy when something above the listing is the largest paint', () => {
    expect(images({ leadImages: 0 }).every((tag) => tag.includes('loading="lazy"') && !tag.includes('fetchPriority'))).toBe(true);
  });
});

describe('ListingView price filter', () => {
  const priced: Listing = {
    ...listing(2),
    facets: [{ id: 'color', attribute: 'color', items: [{ value: 'black', label: 'Schwarz', count: 2, selected: true }] }],
    selected: { color: ['black'] },
    sort: 'price:asc',
    price: { selection: { min: 10 }, bounds: { min: 5, max: 80 }, step: '0.01', symbol: '€' },
    active: [
      { kind: 'facet', attribute: 'color', value: 'black', label: 'Schwarz', href: '/de/adults/socks?sort=price%3Aasc&price_min=10' },
      { kind: 'price', min: '10 €', max: null, href: '/de/adults/socks?color=black&sort=price%3Aasc' },
    ],
  };

  it('is a GET form to page 1 with min and max fields in major units, bounded by the range', () => {
    const markup = html({ listing: { ...priced, page: 2 } });
    const form = /<form [^>]*>/.exec(markup)?.[0] ?? '';
    expect(form).toContain('method="get"');
    expect(form).toContain('action="/de/adults/socks"');
    const field = (name: string) => new RegExp(`<input type="number"[^>]*name="${name}"[^>]*>`).exec(markup)?.[0] ?? '';
    for (const attribute of ['min="5"', 'max="80"', 'step="0.01"', 'placeholder="5"', 'value="10"'])
      expect(field('price_min')).toContain(attribute);
    expect(field('price_max')).toContain('value=""');
    expect(markup).toMatch(/<input type="checkbox" name="color" checked="" value="black"/);
  });

  it('shows each active filter as a link that removes it', () => {
    const markup = html({ listing: priced });
    expect(markup).toContain('href="/de/adults/socks?color=black&amp;sort=price%3Aasc"');
    expect(markup).toContain('price: priceFrom 10 €');
    expect(markup).toContain('color: Schwarz');
  });

  it('shows the facet option labels the loader made', () => {
    expect(html({ listing: priced })).toMatch(/value="black"\/><span>Schwarz <span>\(2\)<\/span>/);
  });

  it('renders one card per tile, in order, with no per-card index (impressions count a card by its place)', () => {
    const markup = html({ listing: priced });
    expect(markup.match(/<li class="product-card">/g)).toHaveLength(2);
    expect(markup).not.toContain('data-impression-index');
  });
});
