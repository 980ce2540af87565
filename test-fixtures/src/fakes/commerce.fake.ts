import { type Cart, normalizeShippingMethods, toCart } from '@sockshop/core/cart';
import type { Product } from '@sockshop/core/catalog';
import { type DomainError, domainError, MESSAGES } from '@sockshop/core/errors';
import type { CountryCode, Language, WarehouseRegion } from '@sockshop/core/markets';
import type { CartLine, CartScope, CartTokenStore, CommerceError, CommercePort } from '@sockshop/core/ports';
import { type CartState, isShippingFree, priceCart } from '@sockshop/sandbox/commerce/cart.pricing';
import { isDiscountCode, normaliseCode } from '@sockshop/sandbox/commerce/discounts';
import { marketOf } from '@sockshop/sandbox/commerce/market.table';
import { MAX_CART_LINES, MAX_LINE_QUANTITY } from '@sockshop/sandbox/commerce/service-errors';
import { defaultThreshold, findShippingOption, shippingOptionsFor, toRawShippingMethod } from '@sockshop/sandbox/commerce/shipping.table';
import { type StockedVariant, type StockUnitsOf, stockedVariantsOf } from '@sockshop/sandbox/commerce/stocked-variant';
import { errAsync, okAsync, type ResultAsync } from 'neverthrow';

interface FakeCart {
  id: string;
  state: 'OPEN' | 'CLOSED';
  country: CountryCode;
  language: Language;
  region: WarehouseRegion;
  lines: Map<string, number>;
  shipping: string | null;
  discount: string | null;
}

const fail = (code: CommerceError['code'], message: string): ResultAsync<never, CommerceError> =>
  errAsync(domainError(code, message) as CommerceError);

/**
 * An in-memory CommercePort with the commerce sandbox's rules and prices (the same pure pricing, shipping and
 * discount tables), seedable with products. Tokens are `fake-cart:<id>` in the given token store.
 */
export class FakeCommerce implements CommercePort {
  private readonly variants = new Map<string, StockedVariant>();
  private readonly carts = new Map<string, FakeCart>();
  private nextId = 1;

  constructor(private readonly options: { tokens: CartTokenStore; products?: Product[]; stockUnitsOf?: StockUnitsOf }) {
    this.seed(options.products ?? [], options.stockUnitsOf);
  }

  seed(products: Product[], stockUnitsOf?: StockUnitsOf): void {
    for (const variant of products.flatMap((p) => stockedVariantsOf(p, stockUnitsOf))) this.variants.set(variant.id, variant);
  }

  /** What a paid order does to its cart. */
  closeCart(cartId: string): void {
    const cart = this.carts.get(cartId);
    if (cart) cart.state = 'CLOSED';
  }

  stockOf(variantId: string): number | undefined {
    return this.variants.get(variantId)?.stock;
  }

  fetchCart(scope: CartScope): ResultAsync<Cart, CommerceError> {
    const cart = this.cartOf(scope);
    if ('code' in cart) return errAsync(cart);
    if (cart.state === 'CLOSED') return this.reset(scope, 'RESET');
    return okAsync(this.view(cart));
  }

  addProducts(lines: CartLine[], scope: CartScope): ResultAsync<Cart, CommerceError> {
    return this.write(scope, (cart) => {
      const added = new Map<string, number>();
      for (const line of lines) added.set(line.id, (added.get(line.id) ?? 0) + line.quantity);
      return this.setLines(
        cart,
        [...added].map(([id, quantity]) => ({ id, quantity: quantity + (cart.lines.get(id) ?? 0) })),
      );
    });
  }

  updateProduct(line: CartLine, scope: CartScope): ResultAsync<Cart, CommerceError> {
    return this.write(scope, (cart) => this.setLines(cart, [line]));
  }

  selectShippingMethod(id: string, scope: CartScope): ResultAsync<Cart, CommerceError> {
    return this.write(scope, (cart) => this.setLines(cart, [{ id, quantity: 1 }]));
  }

  updateMarket(scope: CartScope): ResultAsync<Cart, CommerceError> {
    if (this.options.tokens.read(scope.region) === null) return fail('NOT_FOUND', MESSAGES.cartTokenMissing);
    return this.write(scope, (cart) => {
      if (marketOf(scope.countryCode).region !== cart.region)
        return domainError('INVALID_INPUT', `${scope.countryCode} ships from another warehouse`);
      if (scope.countryCode !== cart.country) cart.shipping = null;
      cart.country = scope.countryCode;
      cart.language = scope.languageCode;
      return null;
    });
  }

  applyDiscountCode(code: string, scope: CartScope): ResultAsync<Cart, CommerceError> {
    const wanted = normaliseCode(code);
    return this.write(scope, (cart) => {
      if (isDiscountCode(wanted)) cart.discount = wanted;
      return null;
    }).andThen((cart) => (cart.discountCode === wanted ? okAsync(cart) : fail('INVALID_INPUT', MESSAGES.missingDiscountCode)));
  }

  removeDiscountCode(scope: CartScope): ResultAsync<Cart, CommerceError> {
    return this.write(scope, (cart) => {
      cart.discount = null;
      return null;
    });
  }

  listShippingMethods(country: CountryCode, scope: CartScope) {
    if (this.options.tokens.read(scope.region) === null) return fail('NOT_FOUND', MESSAGES.cartTokenMissing);
    const cart = this.cartOf(scope);
    if ('code' in cart) return errAsync(cart);
    const currency = marketOf(cart.country).currency;
    const free = isShippingFree({ ...this.stateOf(cart), freeShippingThreshold: defaultThreshold(country) });
    const raw = shippingOptionsFor(country, currency).map((o) => toRawShippingMethod(o, free, 'http://fake-commerce'));
    return okAsync(normalizeShippingMethods(raw, scope.languageCode, currency));
  }

  checkStock(productIds: string[], scope: CartScope) {
    const region = marketOf(scope.countryCode).region;
    const answer: { id: string; isAvailable: boolean }[] = [];
    const missing: string[] = [];
    for (const id of productIds) {
      const own = this.variants.get(id);
      const local = (own ? [own] : [...this.variants.values()].filter((v) => v.productId === id)).filter((v) => v.region === region);
      if (local.length === 0) missing.push(id);
      else answer.push({ id, isAvailable: local.some((v) => v.stock > 0) });
    }
    // As the adapter: the error names the ids the answer left out.
    if (missing.length > 0) return errAsync(domainError('NOT_FOUND', MESSAGES.missingProductInStock, { missing }));
    return okAsync(answer);
  }

  private reset(scope: CartScope, message: string): ResultAsync<never, CommerceError> {
    this.options.tokens.clear(scope.region);
    return fail('CART_RESET', message);
  }

  private cartOf(scope: CartScope): FakeCart | CommerceError {
    const token = this.options.tokens.read(scope.region);
    if (token === null) return domainError('NOT_FOUND', MESSAGES.cartTokenMissing);
    const cart = this.carts.get(token.replace(/^fake-cart:/, ''));
    if (!token.startsWith('fake-cart:') || !cart || cart.region !== scope.region) {
      this.options.tokens.clear(scope.region);
      return domainError('CART_RESET', 'RESET');
    }
    return cart;
  }

  /** Create-on-first-write; a change that fails leaves the cart as it was. */
  private write(scope: CartScope, change: (cart: FakeCart) => DomainError | null): ResultAsync<Cart, CommerceError> {
    let cart: FakeCart;
    if (this.options.tokens.read(scope.region) === null) {
      cart = {
        id: `fake-${this.nextId++}`,
        state: 'OPEN',
        country: scope.countryCode,
        language: scope.languageCode,
        region: marketOf(scope.countryCode).region,
        lines: new Map(),
        shipping: null,
        discount: null,
      };
    } else {
      const found = this.cartOf(scope);
      if ('code' in found) return errAsync(found);
      if (found.state === 'CLOSED') return this.reset(scope, 'RESET');
      cart = found;
    }
    const draft: FakeCart = { ...cart, lines: new Map(cart.lines) };
    const problem = change(draft);
    if (problem) return errAsync(problem as CommerceError);
    this.carts.set(draft.id, draft);
    this.options.tokens.write(scope.region, `fake-cart:${draft.id}`);
    return okAsync(this.view(draft));
  }

  private setLines(cart: FakeCart, lines: CartLine[]): DomainError | null {
    const currency = marketOf(cart.country).currency;
    for (const { id, quantity } of lines) {
      if (!Number.isInteger(quantity) || quantity < 0) return domainError('INVALID_INPUT', 'quantity: must be a whole number from 0');
      const shipping = findShippingOption(id, cart.country, currency);
      if (shipping) {
        if (quantity > 1) return domainError('INVALID_INPUT', 'A shipping option takes quantity 1 or 0');
        if (quantity === 1) cart.shipping = shipping.id;
        else if (cart.shipping === shipping.id) cart.shipping = null;
        continue;
      }
      const variant = this.variants.get(id);
      if (!variant || variant.region !== cart.region) return domainError('MISSING_PRODUCTS', `Missing products: ${id}`);
      if (quantity > MAX_LINE_QUANTITY) return domainError('QUANTITY_LIMIT', `At most ${MAX_LINE_QUANTITY} units of ${id} per cart`);
      if (quantity > (cart.lines.get(id) ?? 0) && quantity > variant.stock) return domainError('OUT_OF_STOCK', `Out of stock: ${id}`);
      if (quantity === 0) cart.lines.delete(id);
      else cart.lines.set(id, quantity);
    }
    return cart.lines.size > MAX_CART_LINES ? domainError('INVALID_INPUT', `At most ${MAX_CART_LINES} lines per cart`) : null;
  }

  private stateOf(cart: FakeCart): CartState {
    const currency = marketOf(cart.country).currency;
    return {
      id: cart.id,
      state: cart.state,
      countryCode: cart.country,
      languageCode: cart.language,
      lines: [...cart.lines].map(([id, quantity]) => ({ variant: this.variants.get(id)!, quantity })),
      shipping: cart.shipping ? (findShippingOption(cart.shipping, cart.country, currency) ?? null) : null,
      discountCode: cart.discount,
      freeShippingThreshold: defaultThreshold(cart.country),
    };
  }

  private view(cart: FakeCart): Cart {
    return toCart(priceCart(this.stateOf(cart)));
  }
}
