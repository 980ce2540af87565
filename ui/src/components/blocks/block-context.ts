import type { FormEvent } from 'react';
import type { Translate } from '../../lib/translate.js';
import type { ProductCardData } from './ProductCard.js';

export type NewsletterStatus = 'idle' | 'loading' | 'success' | 'error' | 'invalid';

/** What the page hands to every block besides the block's own content. */
export interface BlockContext {
  t: Translate;
  /** Products per product_list block, keyed by the block's `_uid`; the loader fetched them. */
  productLists: Record<string, { products: ProductCardData[] }>;
  newsletter?: {
    status?: NewsletterStatus;
    /** Hidden fields the own server's POST /api/newsletter reads (spec §7). */
    store: string;
    countryCode: string;
    /** Lets the page send the form with fetch instead of a full post. */
    onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
    onRetry?: () => void;
    onEmailFocus?: () => void;
  };
  /** The srcset builder for content images (spec §9 widths and quality); without it images have one source. */
  imageSources?: (src: string) => { srcSet: string; sizes: string } | undefined;
  /** srclang of video captions; the market's language. */
  language?: string;
  /** The first hero carries the page's h1 (home and landing pages). */
  heroAsPageTitle?: boolean;
}
