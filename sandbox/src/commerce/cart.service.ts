import { randomUUID } from 'node:crypto';
import type { CountryCode, Language } from '@sockshop/core/markets';
import { type CartState, isShippingFree, priceCart } from './cart.pricing.js';
import type { CartRepo, CartRow } from './cart.repo.js';
import type { CartClaims } from './cart-token.js';
import type { Db } from './db.types.js';
import { isDiscountCode, normaliseCode } from './discounts.js';
import { marketOf } from './market.table.js';
import { MAX_CART_LINES, MAX_LINE_QUANTITY, serviceError } from './service-errors.js';
import { defaultThreshold, findShippingOption, type ShippingOption, shippingOptionsFor } from './shipping.table.js';
import type { RawCart } from './wire.schema.js';

export interface CartChanges {
  store?: { countryCode: CountryCode; languageCode: Language };
  products?: { id: string; quantity: number }[];
  code?: string;
  deleteDiscount?: boolean;
}

export interface CartServiceOptions {
  db: Db;
  repo: CartRepo;
  shippingThresholds?: Record<string, number>;
}

/** The commerce service's cart rules on SQLite: each change is one short transaction; a failed rule changes nothing. */
export function createCartService({ db, repo, shippingThresholds = {} }: CartServiceOptions) {
  const thresholdOf = (country: CountryCode) => shippingThresholds[country] ?? defaultThreshold(country);

  function stateOf(row: CartRow): CartState {
    const currency = marketOf(row.country).currency;
    return {
      id: row.id,
      state: row.state,
      countryCode: row.country,
      languageCode: row.language,
      lines: repo.lines(row.id),
      shipping: row.shipping_option ? (findShippingOption(row.shipping_option, row.country, currency) ?? null) : null,
      discountCode: row.discount_code,
      freeShippingThreshold: thresholdOf(row.country),
    };
  }

  /** The cart the token names; a token of another region is not this cart's (one token per region). */
  function cartOf(claims: CartClaims): CartRow {
    const row = repo.cart(claims.cartId);
    if (!row) throw serviceError('CART_NOT_FOUND', `Cart ${claims.cartId} not found`);
    if (row.region !== claims.region) throw serviceError('UNAUTHORIZED', 'The cart token belongs to another warehouse');
    return row;
  }

  function openCartOf(claims: CartClaims): CartRow {
    const row = cartOf(claims);
    if (row.state !== 'OPEN') throw serviceError('CART_CLOSED', `Cart ${row.id} is closed`);
    return row;
  }

  function applyProducts(row: CartRow, products: NonNullable<CartChanges['products']>): void {
    const current = new Map(repo.lines(row.id).map((line) => [line.variant.id, line.quantity]));
    const currency = marketOf(row.country).currency;
    for (const { id, quantity } of products) {
      const shipping = findShippingOption(id, row.country, currency);
      if (shipping) {
        // A shipping option is selected with quantity 1 and removed with 0.
        if (quantity > 1) throw serviceError('INVALID_INPUT', 'A shipping option takes quantity 1 or 0');
        if (quantity === 1) row.shipping_option = shipping.id;
        else if (row.shipping_option === shipping.id) row.shipping_option = null;
        continue;
      }
      const variant = repo.variant(id);
      if (!variant || variant.region !== row.region) throw serviceError('MISSING_PRODUCTS', `Missing products: ${id}`);
      if (quantity > MAX_LINE_QUANTITY) {
        throw serviceError('quantity_request_upper_limit', `At most ${MAX_LINE_QUANTITY} units of ${id} per cart`);
      }
      // Only a raise needs stock: lowering a line must work even after stock ran out.
      if (quantity > (current.get(id) ?? 0) && quantity > variant.stock) throw serviceError('OUT_OF_STOCK', `Out of stock: ${id}`);
      repo.setLine(row.id, id, quantity);
    }
    if (repo.lineCount(row.id) > MAX_CART_LINES) throw serviceError('INVALID_INPUT', `At most ${MAX_CART_LINES} lines per cart`);
  }

  function applyChanges(row: CartRow, changes: CartChanges): void {
    if (changes.store) {
      if (marketOf(changes.store.countryCode).region !== row.region) {
        throw serviceError('warehouse_error', `${changes.store.countryCode} ships from another warehouse than this cart`);
      }
      // A market change clears the shipping method.
      if (changes.store.countryCode !== row.country) row.shipping_option = null;
      row.country = changes.store.countryCode;
      row.language = changes.store.languageCode;
    }
    if (changes.products) applyProducts(row, changes.products);
    if (changes.deleteDiscount) row.discount_code = null;
    if (changes.code !== undefined) {
      const code = normaliseCode(changes.code);
      // An unknown code leaves the cart as it was; the answer then lacks the code (checked by the adapter).
      if (isDiscountCode(code)) row.discount_code = code;
    }
    repo.updateCart(row);
  }

  return {
    view(cartId: string): Omit<RawCart, 'jwtToken'> {
      const row = repo.cart(cartId);
      if (!row) throw serviceError('CART_NOT_FOUND', `Cart ${cartId} not found`);
      return priceCart(stateOf(row));
    },
    stateOf,
    cartOf,
    openCartOf,
    create(store: NonNullable<CartChanges['store']>, changes: CartChanges): CartRow {
      return db.transaction(() => {
        const row: CartRow = {
          id: randomUUID(),
          state: 'OPEN',
          country: store.countryCode,
          language: store.languageCode,
          region: marketOf(store.countryCode).region,
          discount_code: null,
          shipping_option: null,
        };
        repo.insertCart(row);
        applyChanges(row, { ...changes, store: undefined });
        return row;
      })();
    },
    change(claims: CartClaims, changes: CartChanges): CartRow {
      return db.transaction(() => {
        const row = openCartOf(claims);
        applyChanges(row, changes);
        return row;
      })();
    },
    shippingMethods(claims: CartClaims, country: CountryCode): { options: ShippingOption[]; free: boolean } {
      const row = cartOf(claims);
      const state = stateOf(row);
      return {
        options: shippingOptionsFor(country, marketOf(row.country).currency),
        free: isShippingFree({ ...state, freeShippingThreshold: thresholdOf(country) }),
      };
    },
  };
}
export type CartService = ReturnType<typeof createCartService>;
