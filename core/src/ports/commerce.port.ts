import type { ResultAsync } from 'neverthrow';
import type { Cart } from '../cart/cart.schema.js';
import type { ShippingMethod } from '../cart/shipping-method.schema.js';
import type { DomainError, ErrorCode } from '../errors.js';
import type { CountryCode, Language, WarehouseRegion } from '../markets/codes.js';
import { BACKEND_FAILURE_CODES } from './backend-failures.js';
import { codeGuard } from './code-guard.js';

/** The codes the commerce port may answer with; its error type and guard are derived from this list. */
export const COMMERCE_ERROR_CODES = [
  'NOT_FOUND',
  'INVALID_INPUT',
  'UNAUTHORIZED',
  'CART_RESET',
  'OUT_OF_STOCK',
  'MISSING_PRODUCTS',
  'QUANTITY_LIMIT',
  'MISSING_SHIPPING_OPTION',
  'TAX_ADDRESS',
  ...BACKEND_FAILURE_CODES,
] as const satisfies readonly ErrorCode[];
export type CommerceError = DomainError<(typeof COMMERCE_ERROR_CODES)[number]>;
export const isCommerceErrorCode = codeGuard(COMMERCE_ERROR_CODES);

/** Which market a cart belongs to; a cart is created on the first write with this store. */
export interface CartScope {
  countryCode: CountryCode;
  languageCode: Language;
  region: WarehouseRegion;
}

export interface CartLine {
  /** Variant id. */
  id: string;
  quantity: number;
}

/** Where the cart token lives (browser: local storage per warehouse region with its date). */
export interface CartTokenStore {
  read(region: WarehouseRegion): string | null;
  write(region: WarehouseRegion, token: string): void;
  clear(region: WarehouseRegion): void;
}

/**
 * The commerce backend's cart. Every write returns the updated cart.
 * CART_RESET is the spec's reset signal (UNAUTHORIZED, CART_NOT_FOUND, CART_CLOSED): the token is already cleared.
 */
export interface CommercePort {
  /** NOT_FOUND when there is no token yet. */
  fetchCart(scope: CartScope): ResultAsync<Cart, CommerceError>;
  addProducts(lines: CartLine[], scope: CartScope): ResultAsync<Cart, CommerceError>;
  /** Quantity 0 removes the line. */
  updateProduct(line: CartLine, scope: CartScope): ResultAsync<Cart, CommerceError>;
  listShippingMethods(country: CountryCode, scope: CartScope): ResultAsync<ShippingMethod[], CommerceError>;
  selectShippingMethod(id: string, scope: CartScope): ResultAsync<Cart, CommerceError>;
  /** Changes the cart's market; the shipping method is cleared. */
  updateMarket(scope: CartScope): ResultAsync<Cart, CommerceError>;
  applyDiscountCode(code: string, scope: CartScope): ResultAsync<Cart, CommerceError>;
  removeDiscountCode(scope: CartScope): ResultAsync<Cart, CommerceError>;
  checkStock(productIds: string[], scope: CartScope): ResultAsync<{ id: string; isAvailable: boolean }[], CommerceError>;
}
