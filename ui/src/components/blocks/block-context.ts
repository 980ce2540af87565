import type { Translate } from '../../lib/translate.js';
import type { ProductCardData } from './ProductCard.js';

/** What the page hands to every block besides the block's own content. */
export interface BlockContext {
  t: Translate;
  /** Products per product_list block, keyed by the block's `_uid`; the loader fetched them. */
  productLists: Record<string, { products: ProductCardData[] }>;
  /** The market the newsletter form signs up for (store and countryCode). */
  newsletter?: { store: string; countryCode: string };
  /** The srcset builder for content images (widths and quality); without it images have one source. */
  imageSources?: (src: string) => { srcSet: string; sizes: string } | undefined;
  /** srclang of video captions; the market's language. */
  language?: string;
  /** The first hero carries the page's h1 (home and landing pages). */
  heroAsPageTitle?: boolean;
}
