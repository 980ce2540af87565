import { imageQuality, queryImageUrl } from '@sockshop/core/images';
import type { ImageData } from '../components/shared/Picture';

// The browser builds a card's picture from the tile's one URL (loaders send no srcset: 64 cards of five absolute URLs
// each were a third of a listing's hydration data). Only two one-line rules of core's images come along: every page's
// first load carries this file.

/** A product tile in the grid: two columns on phones and tablets, four from the 960 px breakpoint. */
// core's IMAGE_BREAKPOINT written out: every page's first load carries this file (card-image.test.ts pins the copy).
// Without the optional spaces: 64 cards repeat it in a listing's HTML.
export const CARD_SIZES = '(max-width:959px) 50vw,25vw';

/**
 * The widths a card can use (docs/decisions.md, "Lean HTML"): at 50vw a phone or tablet card is at most 480 CSS
 * px, at 25vw a desktop card is at most 480 (1920 px wide) and about 360 in the 1440 px page; at two device pixels
 * that is 720 to 960, so 1024 covers every card and 1920 or 3840 are never picked. 320 is left out: only a window of
 * one device pixel under 1280 px would pick it, and its URL was 4 KB of every listing's HTML.
 */
const CARD_WIDTHS = [720, 1024] as const;

/** A card's picture: its srcset at the card widths, no blurred placeholder (the card's box is tinted until it loads). */
export function cardImage(src: string, alt: string): ImageData {
  return {
    src,
    alt,
    width: 400,
    height: 400,
    // The catalogue's image host resizes what it serves, vectors included (pictures/image-sources.ts), and the widths are
    // The product's own: nothing to clamp or leave out.
    srcSet: CARD_WIDTHS.map((width) => `${queryImageUrl(src, width, imageQuality(width))} ${width}w`).join(','),
    sizes: CARD_SIZES,
  };
}
