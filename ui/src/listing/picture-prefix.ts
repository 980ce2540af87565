// A listing's 64 tiles usually share their pictures' host and folder (`https://images.example/media/`): the loader sends
// that once and each tile the rest of its URL, so the browser's data does not hold the same origin 64 times.

/** The part up to a `/` that every URL starts with, at least a whole origin; '' when they share none (or there are none). */
export function commonPicturePrefix(urls: readonly string[]): string {
  if (urls.length === 0) return '';
  let prefix = urls[0]!;
  for (const url of urls) {
    let length = 0;
    while (length < prefix.length && length < url.length && prefix[length] === url[length]) length += 1;
    prefix = prefix.slice(0, length);
  }
  const folder = prefix.slice(0, prefix.lastIndexOf('/') + 1);
  // Not a bare scheme (`https://`): the browser's data would save a few bytes for a less readable URL.
  return /^[a-z][a-z0-9+.-]*:\/\/[^/]+\//i.test(folder) || /^\/(?!\/)/.test(folder) ? folder : '';
}

/** The tiles with the shared prefix taken off their pictures, and the prefix (listing.server.ts). */
export function splitPictures<T extends { picture?: string }>(tiles: readonly T[]): { tiles: T[]; picturePrefix: string } {
  const picturePrefix = commonPicturePrefix(tiles.flatMap((tile) => (tile.picture ? [tile.picture] : [])));
  if (!picturePrefix) return { tiles: [...tiles], picturePrefix };
  return {
    tiles: tiles.map((tile) => (tile.picture ? { ...tile, picture: tile.picture.slice(picturePrefix.length) } : tile)),
    picturePrefix,
  };
}

/** A tile as it was before the split: its picture's whole URL again (components/listing/ListingView.tsx). */
export function withPicturePrefix<T extends { picture?: string }>(tile: T, picturePrefix: string | undefined): T {
  return picturePrefix && tile.picture ? { ...tile, picture: `${picturePrefix}${tile.picture}` } : tile;
}
