import { err, ok, type Result } from 'neverthrow';
import { type DomainError, domainError, MESSAGES } from '../errors.js';
import { COUNTRY_CODES, type CountryCode } from '../markets/codes.js';
import type { Cart, CartItem } from './cart.schema.js';
import { type RawCart, type RawCartItem, RawCartSchema } from './raw-cart.schema.js';

type RawProductLine = Extract<RawCartItem, { type: 'productVariant' }>;
type RawShippingLine = Extract<RawCartItem, { type: 'shippingOption' }>;

const isProductLine = (item: RawCartItem): item is RawProductLine => item.type === 'productVariant';
const isShippingLine = (item: RawCartItem): item is RawShippingLine => item.type === 'shippingOption';

/**
 * The backend cart as the shop shows it. itemsCount is the sum of the product quantities; the shipping line
 * becomes the shipping method, priced at what the shopper pays (0 when free). priceDiscount is the discount on products,
 * so priceProducts − priceDiscount + priceShipping = priceTotal. Throws on a country outside the 31 markets: parse
 * untrusted input with `parseCart`.
 */
export function toCart(raw: RawCart): Cart {
  const countryCode = raw.store.countryCode.toUpperCase();
  if (!isCountryCode(countryCode)) throw new RangeError(`Cart ${raw.id} is in an unknown country: ${raw.store.countryCode}`);
  const products = raw.cartItems.filter(isProductLine);
  const shipping = raw.cartItems.find(isShippingLine);
  const shippingDiscount = shipping ? shipping.unitPrice - shipping.unitPriceWithDiscount : 0;
  const rules = [...raw.discounts.rules, ...raw.discounts.orderRules];
  return {
    cartId: raw.id,
    items: products.map((line) => toCartItem(line, raw)),
    itemsCount: products.reduce((sum, line) => sum + line.quantity, 0),
    priceTax: raw.totalTaxAmount,
    priceProducts: products.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0),
    priceShipping: shipping?.unitPriceWithDiscount ?? 0,
    priceDiscount: Math.max(0, raw.totalDiscountAmount - shippingDiscount),
    priceTotal: raw.totalPriceWithDiscount,
    currency: raw.store.currencyUnit,
    discountCode: raw.discounts.code,
    countryCode,
    shippingMethod: shipping ? { id: shipping.shippingOptionId, price: shipping.unitPriceWithDiscount } : null,
    isFreeShippingDiscountCodeApplied: raw.discounts.code !== null && rules.some((rule) => rule.type === 'freeShipping'),
    messages: [],
  };
}

function toCartItem(line: RawProductLine, raw: RawCart): CartItem {
  const explicit = raw.discounts.productDiscounts.filter((d) => d.cartItemId === line.id);
  const productDiscount =
    explicit.length > 0 ? explicit.reduce((sum, d) => sum + d.amount, 0) : (line.unitPrice - line.unitPriceWithDiscount) * line.quantity;
  return {
    id: line.productId,
    itemId: line.id,
    name: line.name,
    image: line.image,
    price: { original: line.listPrice ?? line.unitPrice, final: line.unitPrice },
    quantity: line.quantity,
    size: { label: line.size, value: line.size },
    sku: line.sku,
    parentSku: line.parentSku,
    stockStatus: line.stockStatus,
    isGift: line.isGift,
    taxCode: line.taxCode,
    productDiscount: Math.max(0, productDiscount),
    sections: line.sections,
  };
}

function isCountryCode(value: string): value is CountryCode {
  return (COUNTRY_CODES as readonly string[]).includes(value);
}

/** A backend answer as a cart, or UPSTREAM_CONTRACT when it is not one. */
export function parseCart(value: unknown): Result<Cart, DomainError<'UPSTREAM_CONTRACT'>> {
  const parsed = RawCartSchema.safeParse(value);
  if (!parsed.success) return err(domainError('UPSTREAM_CONTRACT', MESSAGES.invalidCart, parsed.error.issues));
  if (!isCountryCode(parsed.data.store.countryCode.toUpperCase())) {
    return err(domainError('UPSTREAM_CONTRACT', MESSAGES.invalidCart, { countryCode: parsed.data.store.countryCode }));
  }
  return ok(toCart(parsed.data));
}

/** A closed cart fetched resets like the reset codes do. */
export function isClosedCart(raw: Pick<RawCart, 'state'>): boolean {
  return raw.state === 'CLOSED';
}
