// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import type { ListingTile } from './listing-analytics';
import { type TilesOfListing, tilesOf } from './tiles-in-page';

// In the browser: a whole page's listing gets the tiles the page's bootstrap set (tiles-in-page.ts).

const tile = { sku: 'CRW-100', name: 'Crew Sock' } as ListingTile;
const listing = (extra: TilesOfListing = {}): TilesOfListing => ({ ...extra });

describe('a listing’s tiles in the browser', () => {
  afterEach(() => {
    window.__listingTiles = undefined;
  });

  it('puts the page’s tiles into the whole page’s listing, once, keeping it the same object', () => {
    window.__listingTiles = [tile];
    const page = listing();
    expect(tilesOf(page)).toEqual([tile]);
    expect(page.products).toEqual([tile]);
    // Read again (every render), nothing changes.
    window.__listingTiles = [];
    expect(tilesOf(page)).toEqual([tile]);
  });

  it('reads a client navigation’s listing, which carries its own tiles, as it is', () => {
    window.__listingTiles = [tile];
    const other = { ...tile, sku: 'CRW-200' };
    expect(tilesOf(listing({ products: [other] }))).toEqual([other]);
  });
});
