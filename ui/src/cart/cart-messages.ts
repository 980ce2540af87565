import type { CommerceError } from '@sockshop/core/ports';
import { entryOf } from '../lib/code-table';

/**
 * What the shopper reads for each error of the commerce port: a translation key, never the backend's message (an
 * unreachable backend's text is a socket error). `null` is a code without words of its own: the place that asked says
 * its own failure ("could not add" at the add button, "an error occurred" on the cart page). A new code breaks the
 * build until it is mapped here.
 */
export const CART_ERROR_KEYS = {
  NOT_FOUND: null,
  INVALID_INPUT: null,
  UNAUTHORIZED: null,
  // The cart notice tells a lost cart (noCartFound), wherever the shopper meets it.
  CART_RESET: null,
  OUT_OF_STOCK: 'outOfStock',
  MISSING_PRODUCTS: null,
  QUANTITY_LIMIT: 'quantityLimit',
  MISSING_SHIPPING_OPTION: null,
  TAX_ADDRESS: null,
  RATE_LIMITED: 'cartUnavailable',
  UPSTREAM_UNAVAILABLE: 'cartUnavailable',
  UPSTREAM_CONTRACT: null,
} as const satisfies Record<CommerceError['code'], string | null>;

/** The translation key of a cart failure; `failed` where the code has no words of its own or is not the commerce port's. */
export function cartErrorKey(code: string, failed: string): string {
  return entryOf(CART_ERROR_KEYS, code) ?? failed;
}
