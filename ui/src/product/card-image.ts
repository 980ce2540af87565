import type { ImageData } from '../components/shared/Picture';

// The browser builds a card's picture from the tile's one URL (loaders send no srcset: 64 cards of five absolute URLs
// each were a third of a listing's hydration data). Every page's first load carries this file, so core's two one-line
// rules it needs are written out (`cardUrl`): importing them put the module they live in, with the gallery's and the
// content's srcset rules, into every page's first load. card-image.test.ts pins the copies to core's rules.

/**
 * A product tile's `sizes`. `auto` first: for a lazy picture (every card but a listing's lead cards) the browser waits for
 * layout and takes the width the card is drawn at (Chrome 126 on). Browsers without `auto`, and eager pictures and their
 * preloads, read the rest: the grid's columns as a share of the window, two on phones and tablets, four from 960 px.
 */
// core's IMAGE_BREAKPOINT written out: every page's first load carries this file (card-image.test.ts pins the copy).
// Without the optional spaces: 64 cards repeat it in a listing's HTML.
export const CARD_SIZES = 'auto,(max-width:959px) 50vw,25vw';

/**
 * The widths a card can use (docs/decisions.md, "Card widths"). The grids draw a card 160 to 340 CSS px wide at every
 * window width, so at two device pixels 720 covers every card, and on a phone at under two a card needs only 320 (the
 * 720 picture is three to four times its bytes). Only a 360 px phone at three device pixels, with one 328 px column,
 * would use 1024; it gets 720, as it did before, and 1024's URLs would be 4 KB of every listing's HTML.
 */
const CARD_WIDTHS = [320, 720] as const;

/** A card's picture: its srcset at the card widths, no blurred placeholder (the card's box is tinted until it loads). */
export function cardImage(src: string, alt: string): ImageData {
  return {
    src,
    alt,
    width: 400,
    height: 400,
    // The catalogue's image host resizes what it serves, vectors included (pictures/image-sources.ts), and the widths are
    // The product's own: nothing to clamp or leave out.
    srcSet: CARD_WIDTHS.map((width) => `${cardUrl(src, width)} ${width}w`).join(','),
    sizes: CARD_SIZES,
  };
}

/** core's `queryImageUrl(src, width, imageQuality(width))`: `?w=…&q=…`, quality 60 above 720 px, else 70. */
function cardUrl(src: string, width: number): string {
  return `${src}${src.includes('?') ? '&' : '?'}w=${width}&q=${width > 720 ? 60 : 70}`;
}
