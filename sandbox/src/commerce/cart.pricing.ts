import type { CountryCode, Language } from '@sockshop/core/markets';
import { type DiscountRule, discountRule, isDiscountCode } from './discounts.js';
import { marketOf } from './market.table.js';
import { type ShippingOption, shippingTitle } from './shipping.table.js';
import { priceIn, type StockedVariant, stockStatusOf } from './stocked-variant.js';
import type { RawCart, RawCartItem } from './wire.schema.js';

/** Everything a cart's price depends on; the same rules serve the sandbox and the in-memory fake. */
export interface CartState {
  id: string;
  state: RawCart['state'];
  countryCode: CountryCode;
  languageCode: Language;
  lines: { variant: StockedVariant; quantity: number }[];
  shipping: ShippingOption | null;
  discountCode: string | null;
  /** Free shipping from this products total after discounts (minor units); 0 switches the threshold off. */
  freeShippingThreshold: number;
}

export const lineIdOf = (variantId: string) => `line-${variantId}`;

/** Prices a cart (raw cart). European prices include VAT, so tax is the part of the total it holds. */
export function priceCart(cart: CartState): Omit<RawCart, 'jwtToken'> {
  const market = marketOf(cart.countryCode);
  const rules: DiscountRule[] =
    cart.discountCode && isDiscountCode(cart.discountCode) ? [discountRule(cart.discountCode, market.currency)] : [];
  const percentage = rules.find((r) => r.type === 'percentage')?.value ?? 0;
  const absolute = rules.find((r) => r.type === 'absolute')?.value ?? 0;
  const freeShippingCode = rules.some((r) => r.type === 'freeShipping');

  const productItems: RawCartItem[] = [];
  const productDiscounts: { cartItemId: string; amount: number }[] = [];
  let productsTotal = 0;
  let productDiscountTotal = 0;
  for (const { variant, quantity } of cart.lines) {
    const price = priceIn(variant, market.currency);
    const id = lineIdOf(variant.id);
    const lineDiscount = Math.round((price.final * quantity * percentage) / 100);
    productsTotal += price.final * quantity;
    productDiscountTotal += lineDiscount;
    if (lineDiscount > 0) productDiscounts.push({ cartItemId: id, amount: lineDiscount });
    productItems.push({
      type: 'productVariant',
      id,
      productId: variant.id,
      sku: variant.sku,
      parentSku: variant.parentSku,
      name: variant.name,
      image: variant.image,
      size: variant.size,
      quantity,
      unitPrice: price.final,
      unitPriceWithDiscount: price.final - Math.round((price.final * percentage) / 100),
      listPrice: price.original,
      stockStatus: stockStatusOf(variant.stock),
      isGift: false,
      taxCode: '20010',
      sections: variant.sections,
    });
  }
  const cartDiscount = Math.min(absolute, productsTotal - productDiscountTotal);
  const productsAfterDiscount = productsTotal - productDiscountTotal - cartDiscount;

  const shippingPrice = cart.shipping?.price ?? 0;
  const freeShipping = freeShippingCode || (cart.freeShippingThreshold > 0 && productsAfterDiscount >= cart.freeShippingThreshold);
  const shippingDiscount = freeShipping ? shippingPrice : 0;
  const shippingItems: RawCartItem[] = cart.shipping
    ? [
        {
          type: 'shippingOption',
          id: `shipping-${cart.shipping.id}`,
          shippingOptionId: cart.shipping.id,
          name: shippingTitle(cart.shipping, cart.languageCode),
          quantity: 1,
          unitPrice: shippingPrice,
          unitPriceWithDiscount: shippingPrice - shippingDiscount,
        },
      ]
    : [];

  const totalPrice = productsTotal + shippingPrice;
  const totalDiscountAmount = productDiscountTotal + cartDiscount + shippingDiscount;
  const totalPriceWithDiscount = totalPrice - totalDiscountAmount;
  const rate = market.taxPercentage;
  return {
    id: cart.id,
    state: cart.state,
    cartItems: [...productItems, ...shippingItems],
    store: { countryCode: cart.countryCode, languageCode: cart.languageCode, currencyUnit: market.currency, taxPercentage: rate },
    totalPrice,
    totalPriceWithDiscount,
    totalDiscountAmount,
    totalTaxAmount: market.taxOf(totalPriceWithDiscount),
    discounts: {
      code: rules.length > 0 ? cart.discountCode : null,
      rules,
      orderRules: rules.filter((r) => r.type !== 'percentage'),
      productDiscounts,
      cartDiscount,
    },
  };
}

/** Whether a shipping option would be free for this cart (for GET /shipments). */
export function isShippingFree(cart: CartState): boolean {
  const priced = priceCart({ ...cart, shipping: null });
  const freeCode = priced.discounts.rules.some((r) => r.type === 'freeShipping');
  return freeCode || (cart.freeShippingThreshold > 0 && priced.totalPriceWithDiscount >= cart.freeShippingThreshold);
}
