import type { SearchResult } from '@sockshop/core/catalog';
import { vocabularyLabel } from '@sockshop/core/catalog';
import { resolveMarket } from '@sockshop/core/markets';
import type { CatalogScope } from '@sockshop/core/ports';
import { aProduct, aVariant } from '@sockshop/test-fixtures/builders/product.builder';
import { FakeCatalog } from '@sockshop/test-fixtures/fakes/catalog.fake';
import { okAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { createTranslate } from '../lib/translate';
import type { ListingFacet } from './listing.server';
import { loadListing } from './listing.server';
import { listItems } from './listing-analytics';
import { TILES_IN_PAGE, tilesOf, tilesStatement } from './tiles-in-page';

/** An option's label as the browser shows it (ListingView): the loader's, or else its word in the translations. */
const optionLabel = (attribute: string, item: ListingFacet['items'][number], t: (key: string) => string) =>
  item.label ?? vocabularyLabel(attribute, item.value, t);

// The listing loader with the catalog fake behind the port: the price filter from the query to the catalog
// and back into links.

const priced = (sku: string, eur: number, jpy: number, color = 'blue') =>
  aProduct({
    sku,
    name: `Sock ${sku}`,
    color: { primary: color },
    currencies: { EUR: { price: eur, finalPrice: eur }, JPY: { price: jpy, finalPrice: jpy } },
  });
const SOCKS = [priced('A', 900, 1500), priced('B', 1500, 2500, 'black'), priced('C', 2500, 4000, 'black'), priced('D', 4900, 8000)];

/** A service that also answers its own price buckets in minor units, as the search service does. */
class WithPriceBuckets extends FakeCatalog {
  override search(...args: Parameters<FakeCatalog['search']>) {
    return super.search(...args).map((result) => ({
      ...result,
      facets: [
        ...result.facets,
        { id: 'price', type: 'facet' as const, items: [{ value: '0-1000', count: 1, selected: false }], metadata: { attribute: 'price' } },
      ],
    }));
  }
}

/** A service that finds no maximum: the product's null. */
class NoPriceRange extends FakeCatalog {
  override categoryPriceRange(_category: string, _scope: CatalogScope) {
    return okAsync(null);
  }
}

/** German words for some of the values; the rest read humanised. */
const GERMAN = createTranslate({ 'color.black': 'Schwarz', 'badge.new': 'Neu' });

interface Asked {
  storefront?: 'de' | 'gl' | 'us';
  country?: string;
  catalog?: FakeCatalog;
  page?: number;
  t?: (key: string) => string;
}

/** A navigation's listing (React Router's data). */
const load = (query: string, asked: Asked = {}) => loadListing(listingOptions(query, asked));

function listingOptions(query: string, { storefront = 'de', country, catalog = new FakeCatalog(SOCKS), page = 1, t = GERMAN }: Asked = {}) {
  const market = resolveMarket({ storefront, cookieCountry: country }, 'production');
  const basePath = `/${storefront}/adults/socks`;
  const url = new URL(`http://127.0.0.1${basePath}${page > 1 ? `/${page}` : ''}${query}`);
  const scope = { storefront: market.storefrontCode, currency: market.currency.code };
  const translate = Promise.resolve(t);
  return { catalog, scope, market, url, basePath, page, base: { category: 'adults/socks' }, translate };
}
const skus = (listing: { products: { sku: string }[] }) => listing.products.map((p) => p.sku).sort();

describe('listing price filter', () => {
  it('lists only the products within the major-unit range, multiplied by 100 for the query', async () => {
    const listing = await load('?price_min=10&price_max=25');
    expect(skus(listing)).toEqual(['B', 'C']);
    expect(listing.price.selection).toEqual({ min: 10, max: 25 });
  });

  it('takes JPY amounts as they are (no minor unit)', async () => {
    const listing = await load('?price_min=2000&price_max=4000', { storefront: 'gl', country: 'JP' });
    expect(listing.analytics.currency).toBe('JPY');
    expect(skus(listing)).toEqual(['B', 'C']);
    expect(listing.price).toMatchObject({ bounds: { min: 1500, max: 8000 }, step: '1' });
  });

  it('bounds the form by the category range, or 0–300 when the maximum could not be found', async () => {
    expect((await load('')).price.bounds).toEqual({ min: 9, max: 49 });
    expect((await load('', { catalog: new NoPriceRange(SOCKS) })).price.bounds).toEqual({ min: 0, max: 300 });
  });

  it('offers the range instead of the service’s minor-unit price buckets', async () => {
    const listing = await load('', { catalog: new WithPriceBuckets([...SOCKS, { ...priced('E', 900, 1500), badges: ['new'] }]) });
    expect(listing.facets.map((facet) => facet.id)).toEqual(['color', 'material', 'size', 'badges']);
  });

  it('ignores bad values, swaps reversed bounds and keeps an open bound open', async () => {
    expect(skus(await load('?price_min=abc&price_max=-3'))).toEqual(['A', 'B', 'C', 'D']);
    expect(skus(await load('?price_min=25&price_max=10'))).toEqual(['B', 'C']);
    expect(skus(await load('?price_min=20'))).toEqual(['C', 'D']);
  });

  it('keeps colour and sort beside the price, each removable by a page-1 link that keeps the rest', async () => {
    const listing = await load('?color=black&sort=price:desc&price_min=20', { page: 1 });
    expect(listing.products.map((p) => p.sku)).toEqual(['C']);
    expect(listing.basePath).toBe('/de/adults/socks');
    const [colour, price] = listing.active;
    expect(colour).toMatchObject({
      kind: 'facet',
      attribute: 'color',
      value: 'black',
      label: 'Schwarz',
      href: '/de/adults/socks?sort=price%3Adesc&price_min=20',
    });
    expect(price).toMatchObject({ kind: 'price', min: '20 €', max: null, href: '/de/adults/socks?color=black&sort=price%3Adesc' });
  });

  it('writes the range into the links as it was read: swapped, bad bounds gone', async () => {
    const [colour, price] = (await load('?color=black&price_min=30&price_max=abc')).active;
    expect(colour?.href).toBe('/de/adults/socks?price_min=30');
    expect(price?.href).toBe('/de/adults/socks?color=black');
    const [empty] = (await load('?color=black&sort=&price_min=&price_max=30')).active;
    expect(empty?.href).toBe('/de/adults/socks?price_max=30');
    const [swapped] = (await load('?color=black&price_min=30&price_max=10')).active;
    expect(swapped?.href).toBe('/de/adults/socks?price_min=10&price_max=30');
  });

  it('hands analytics the page’s items in list order, prices in minor units', async () => {
    const listing = await load('?sort=price:asc');
    expect(listing.analytics.listName).toBe('adults/socks');
    expect(listItems(listing.products).map((item) => [item.sku, item.price])).toEqual([
      ['A', 900],
      ['B', 1500],
      ['C', 2500],
      ['D', 4900],
    ]);
  });
});

/** The server's answer cache hands every render the same frozen answer (server/src/pages/answer-cache.ts). */
class KeptAnswers extends FakeCatalog {
  private kept: SearchResult | undefined;
  override search(...args: Parameters<FakeCatalog['search']>): ReturnType<FakeCatalog['search']> {
    return super.search(...args).map((result) => {
      this.kept ??= Object.freeze({
        ...result,
        products: Object.freeze(result.products.map((product) => Object.freeze(product))),
        facets: Object.freeze(result.facets),
      }) as SearchResult;
      return this.kept;
    });
  }
}

describe('listing tiles', () => {
  const EUR: Record<string, number> = { A: 900, B: 1500, C: 2500, D: 4900 };
  const JPY: Record<string, number> = { A: 1500, B: 2500, C: 4000, D: 8000 };

  it('are made once per kept catalogue answer and currency: renders share them, another currency has its own', async () => {
    const catalog = new KeptAnswers(SOCKS);
    const first = await load('', { catalog });
    expect((await load('?page=1', { catalog })).products).toBe(first.products);
    const yen = await load('', { storefront: 'gl', catalog });
    expect(yen.products).not.toBe(first.products);
    expect(yen.products.map((tile) => [tile.sku, tile.minorPrice])).toEqual(first.products.map((tile) => [tile.sku, JPY[tile.sku]]));
    expect(first.products.map((tile) => [tile.sku, tile.minorPrice])).toEqual(first.products.map((tile) => [tile.sku, EUR[tile.sku]]));
  });

  it('are made anew from an answer nobody keeps', async () => {
    const catalog = new FakeCatalog(SOCKS);
    expect((await load('', { catalog })).products).not.toBe((await load('', { catalog })).products);
  });
});

describe('listing facets', () => {
  /** The translations of a kept answer, as loadTranslate hands them out: one frozen function per answer. */
  const KEPT_GERMAN = Object.freeze(createTranslate({ 'color.black': 'Schwarz' }));

  it('are made once per kept catalogue answer and translations: renders share them, another storefront has its own', async () => {
    const catalog = new KeptAnswers(SOCKS);
    const first = await load('', { catalog, t: KEPT_GERMAN });
    expect(first.facets.length).toBeGreaterThan(0);
    expect((await load('?page=1', { catalog, t: KEPT_GERMAN })).facets).toBe(first.facets);
    expect((await load('', { catalog, t: Object.freeze(createTranslate({})) })).facets).not.toBe(first.facets);
    expect((await load('', { catalog, t: KEPT_GERMAN, storefront: 'us' })).facets).not.toBe(first.facets);
  });

  it('are made anew with translations nobody keeps', async () => {
    const catalog = new KeptAnswers(SOCKS);
    expect((await load('', { catalog, t: createTranslate({}) })).facets).not.toBe(
      (await load('', { catalog, t: createTranslate({}) })).facets,
    );
  });
});

describe('a whole page’s listing (its tiles apart from React Router’s data, tiles-in-page.ts)', () => {
  it('holds its tiles under a symbol, which React Router does not send, and the page’s statement hands them over', async () => {
    const data = await load('');
    const page = await loadListing({ ...listingOptions(''), answers: 'document' });
    expect(Object.keys(page)).not.toContain('products');
    expect(Object.keys(page).sort()).toEqual(
      Object.keys(data)
        .filter((key) => key !== 'products')
        .sort(),
    );
    expect(tilesOf(page)).toEqual(data.products);
    const statement = tilesStatement({ root: {}, 'storefront-slugs': { kind: 'category', listing: page } });
    const window: { __listingTiles?: unknown } = {};
    new Function('window', statement)(window);
    expect(window.__listingTiles).toEqual(data.products);
    // A navigation's data carries its tiles, and a page without a listing hands over nothing.
    expect(tilesStatement({ 'storefront-slugs': { listing: data } })).toBe('');
    expect(tilesStatement({ 'storefront-search': { listing: null }, root: null })).toBe('');
  });

  it('writes the tiles’ source once per kept catalogue answer, and no product name ends the script it travels in', async () => {
    const name = '</script><script>alert(1)</script><!--';
    const catalog = new KeptAnswers([aProduct({ sku: 'X', name })]);
    const first = await loadListing({ ...listingOptions('', { catalog }), answers: 'document' });
    const again = await loadListing({ ...listingOptions('?page=1', { catalog }), answers: 'document' });
    expect(again[TILES_IN_PAGE]?.source).toBe(first[TILES_IN_PAGE]?.source);
    const statement = tilesStatement({ 'storefront-search': { listing: first } });
    expect(statement).not.toMatch(/<\/|<!--/);
    const window: { __listingTiles?: { name: string }[] } = {};
    new Function('window', statement)(window);
    expect(window.__listingTiles?.[0]?.name).toBe(name);
  });
});

describe('listing labels (the shop’s language, made on the server)', () => {
  it('labels facet options in the shop’s language, humanising what the translations lack', async () => {
    const catalog = new FakeCatalog([
      { ...priced('A', 900, 1500, 'black'), badges: ['new', 'gift-idea'] },
      priced('B', 1500, 2500, 'dark-green'),
    ]);
    const listing = await load('', { catalog });
    const colours = listing.facets.find((facet) => facet.attribute === 'color');
    // As the browser reads them, with the layout's translations; colours and badges are words those carry, so their
    // labels are not sent a second time with the options.
    expect(colours?.items.map((item) => [item.value, optionLabel('color', item, GERMAN)])).toEqual(
      expect.arrayContaining([
        ['black', 'Schwarz'],
        ['dark-green', 'Dark green'],
      ]),
    );
    const badges = listing.facets.find((facet) => facet.attribute === 'badges');
    expect(badges?.items.map((item) => optionLabel('badges', item, GERMAN)).sort()).toEqual(['Gift idea', 'Neu']);
    expect([...(colours?.items ?? []), ...(badges?.items ?? [])].filter((item) => 'label' in item)).toEqual([]);
  });

  it('sends the labels the browser cannot make: materials (only loaders have their words)', async () => {
    const materials = (await load('')).facets.find((facet) => facet.attribute === 'material')?.items ?? [];
    expect(materials.length).toBeGreaterThan(0);
    expect(materials.every((item) => typeof item.label === 'string' && item.label !== '')).toBe(true);
  });

  it('sends no empty facet and at most 24 options of one', async () => {
    const many = Array.from({ length: 30 }, (_, i) =>
      aProduct({ sku: `S${i}`, variants: [aVariant({ sku: `S${i}-1`, id: `S${i}-1`, size: `${i}-${i + 1}` })] }),
    );
    const listing = await load('', { catalog: new FakeCatalog(many) });
    expect(listing.facets.map((facet) => [facet.attribute, facet.items.length])).toEqual([
      ['color', 1],
      ['material', 1],
      ['size', 24],
    ]);
  });

  it('the US size filter and its active filter read US sizes; the query keeps the EU value', async () => {
    const usSocks = [
      aProduct({
        sku: 'U',
        variants: ['36-38', '42-44', 'L'].map((size, i) => aVariant({ sku: `U-UP-${i}`, id: `U-UP-${i}`, size })),
      }),
    ];
    const listing = await load('?size=36-38', { storefront: 'us', catalog: new FakeCatalog(usSocks) });
    const sizes = listing.facets.find((facet) => facet.attribute === 'size');
    expect(sizes?.items.map((item) => [item.value, optionLabel('size', item, GERMAN)])).toEqual(
      expect.arrayContaining([
        ['36-38', 'M 4-6 / W 5.5-7.5'],
        ['42-44', 'M 9-10.5 / W 10.5-12'],
        ['L', 'L'],
      ]),
    );
    expect(listing.active.find((filter) => filter.kind === 'facet')).toMatchObject({ value: '36-38', label: 'M 4-6 / W 5.5-7.5' });
    const european = await load('', { catalog: new FakeCatalog(SOCKS) });
    const europeanSizes = european.facets.find((facet) => facet.attribute === 'size')?.items ?? [];
    expect(europeanSizes.map((item) => optionLabel('size', item, GERMAN))).toContain('36-38');
    // The US words travel with the options; a European size is its own label.
    expect(sizes?.items.every((item) => item.label !== undefined || item.value === 'L')).toBe(true);
    expect(europeanSizes.filter((item) => 'label' in item)).toEqual([]);
  });
});
