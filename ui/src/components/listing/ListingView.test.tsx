import { renderToStaticMarkup } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Listing } from '../../lib/listing.server';
import type { ProductTile } from '../../lib/product-view';
import { ListingView } from './ListingView';

/** The first screen on phones: two rows of two. */
const LEAD_IMAGES = 4;

const tile = (sku: string): ProductTile => ({
  sku,
  name: `Sock ${sku}`,
  href: `/de/product/${sku}`,
  price: '12,95 €',
  image: { src: `https://images.example/${sku}.jpg`, alt: `Sock ${sku}`, width: 400, height: 400 },
  stockStatus: 'in-stock',
  badgeKeys: [],
});

const listing = (count: number): Listing => ({
  products: Array.from({ length: count }, (_, index) => tile(`SKU-${index}`)),
  facets: [],
  total: count,
  page: 1,
  pageCount: 1,
  prev: null,
  next: null,
  selected: {},
  sort: '',
  available: true,
});

/** The listing's card images, in page order, as the server renders them (a data router, as the route has). */
function images(props: Partial<Parameters<typeof ListingView>[0]> = {}) {
  const Stub = createRoutesStub([{ path: '/', Component: () => <ListingView listing={listing(6)} t={(key) => key} {...props} /> }]);
  return renderToStaticMarkup(<Stub />).match(/<img [^>]*>/g) ?? [];
}

describe('ListingView images (issue 12: the first screen is the largest paint)', () => {
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
