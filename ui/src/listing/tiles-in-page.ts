import type { ListingTile } from './listing-analytics';

/**
 * A whole listing page carries its tiles once, in the page's bootstrap, and not in React Router's hydration data, as the
 * storefront's chrome does (lib/layout-chrome.ts): React Router's turbo-stream wrote the 64 tiles value by value on
 * every render, an eighth of an uncached listing's CPU. Their source is written once per catalogue answer
 * (listing.server.ts, `tilesSource`). A client navigation's data carries the tiles as before.
 */
declare global {
  interface Window {
    /** Set by a whole listing page's bootstrap before it hydrates (hydration/hydrate-after-lcp.server.ts). */
    __listingTiles?: ListingTile[];
  }
}

/**
 * Where a whole page's listing holds its tiles for the server's render, and their source. React Router serialises an
 * object's own string keys only (`Object.keys`), so what is under a symbol stays out of what it sends.
 */
export const TILES_IN_PAGE = Symbol('tiles in page');

/** Where a listing's tiles are: in it (a navigation's data), or under TILES_IN_PAGE (a whole page's, listing.server.ts). */
export interface TilesOfListing {
  products?: ListingTile[];
  [TILES_IN_PAGE]?: { tiles: ListingTile[]; source: string };
}

/**
 * A listing's tiles, wherever they travelled. In the browser the page's tiles are put into the very listing React Router
 * keeps, at the first read (hydration): a listing without tiles is only ever the whole page's, whose tiles do not change.
 */
export function tilesOf(listing: TilesOfListing): ListingTile[] {
  if (import.meta.env.SSR) return listing.products ?? listing[TILES_IN_PAGE]?.tiles ?? [];
  listing.products ??= window.__listingTiles ?? [];
  return listing.products;
}

/** The statement a whole page's bootstrap runs first: the tiles of the render's listing, or nothing. */
export function tilesStatement(loaderData: Record<string, unknown>): string {
  for (const data of Object.values(loaderData)) {
    const listing = (data as { listing?: TilesOfListing | null } | null)?.listing;
    const inPage = listing && !listing.products ? listing[TILES_IN_PAGE] : undefined;
    if (inPage) return `window.__listingTiles=${inPage.source};`;
  }
  return '';
}

/** Makes the tiles from their keys, written once, and each tile's values in their order (null: the tile has none). */
const FROM_ROWS = '((k,r)=>r.map(v=>Object.fromEntries(k.flatMap((x,i)=>v[i]===null?[]:[[x,v[i]]]))))';

/**
 * The tiles as an expression for the page's bootstrap. JSON would repeat nine keys for each of 64 tiles (5 KB, where
 * turbo-stream wrote each key once), so the keys come once and each tile is a row of values. `<` is escaped, so no
 * `</script>` or `<!--` in a product's name ends or changes the script.
 */
export function tilesSource(tiles: readonly ListingTile[]): string {
  const keys = [...new Set(tiles.flatMap((tile) => Object.keys(tile)))] as (keyof ListingTile)[];
  const rows = tiles.map((tile) => keys.map((key) => tile[key] ?? null));
  return `${FROM_ROWS}(${JSON.stringify(keys)},${JSON.stringify(rows)})`.replace(/</g, '\\u003c');
}
