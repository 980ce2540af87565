import { renderToStaticMarkup } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { MarkupSlotsContext } from '../../lib/cached-markup';
import { createMarkupCache } from '../../lib/markup-cache.server';
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

describe('ListingView cards kept across server renders', () => {
  const texts = Object.freeze({ inStock: 'Auf Lager' });
  /** The listing as the server renders it, with a render's places in `cache`, finished by splice. */
  function serverHtml(
    cache: ReturnType<typeof createMarkupCache>,
    props: Partial<Parameters<typeof ListingView>[0]> & Pick<Parameters<typeof ListingView>[0], 't'>,
  ) {
    const slots = cache.slots();
    const Stub = createRoutesStub([{ path: '/', Component: () => <ListingView listing={listing(6)} {...props} /> }]);
    const markup = renderToStaticMarkup(
      <MarkupSlotsContext.Provider value={slots}>
        <Stub />
      </MarkupSlotsContext.Provider>,
    );
    return slots.splice(Buffer.from(markup)).toString();
  }
  const german = (key: string) => (key === 'inStock' ? 'Auf Lager' : key);

  it('keeps each card below the first screen, and puts in the very markup a render makes', () => {
    const cache = createMarkupCache({ maxEntries: 50, maxBytes: 1024 * 1024 });
    const plain = html({ t: german, texts });
    expect(serverHtml(cache, { t: german, texts })).toBe(plain);
    expect(cache.size().entries).toBe(6 - LEAD_IMAGES); // the lead cards' pictures are preloaded as they render
    expect(serverHtml(cache, { t: german, texts })).toBe(plain);
  });

  it('uses kept cards while the texts are the same object, and renders them anew for new texts', () => {
    const cache = createMarkupCache({ maxEntries: 50, maxBytes: 1024 * 1024 });
    serverHtml(cache, { t: german, texts });
    const lazyStock = (markup: string) => markup.match(/stock-badge--in-stock">[^<]*/g)?.slice(LEAD_IMAGES);
    // The texts are the key, not the function that reads them: the same object means the same words.
    expect(lazyStock(serverHtml(cache, { t: () => 'other', texts }))).toEqual([
      'stock-badge--in-stock">Auf Lager',
      'stock-badge--in-stock">Auf Lager',
    ]);
    const french = Object.freeze({ inStock: 'En stock' });
    expect(lazyStock(serverHtml(cache, { t: () => 'En stock', texts: french }))).toEqual([
      'stock-badge--in-stock">En stock',
      'stock-badge--in-stock">En stock',
    ]);
  });

  it('renders a card anew when what it shows changes (a price, a stock status)', () => {
    const cache = createMarkupCache({ maxEntries: 50, maxBytes: 1024 * 1024 });
    serverHtml(cache, { t: german, texts });
    const repriced = listing(6);
    repriced.products[5] = { ...repriced.products[5]!, price: '9,95 €', stockStatus: 'low-stock' };
    const markup = serverHtml(cache, { listing: repriced, t: german, texts });
    expect(markup).toBe(html({ listing: repriced, t: german, texts }));
    expect(markup).toContain('9,95 €');
    expect(markup).toContain('stock-badge--low-stock');
  });

  it('renders every card every time without the texts (no key to keep them by)', () => {
    const cache = createMarkupCache({ maxEntries: 50, maxBytes: 1024 * 1024 });
    serverHtml(cache, { t: german });
    expect(cache.size().entries).toBe(0);
  });
});
