import type { Cart, CartItem, RawCart, RawCartItem, RawShippingMethod, ShippingMethod } from '@sockshop/core/cart';
import { COUNTRY_CODES, type CountryCode, type Language } from '@sockshop/core/markets';

/**
 * The commerce backend's raw cart as the shop's cart (spec §3). Written here because `@sockshop/core/cart`
 * had no `toCart` yet; the sandbox uses the same mapping for the items of an order.
 */
type RawVariantItem = Extract<RawCartItem, { type: 'productVariant' }>;

export function toCartItem(item: RawVariantItem, productDiscount: number): CartItem {
  return {
    id: item.productId,
    itemId: item.id,
    name: item.name,
    image: item.image,
    price: { original: item.listPrice ?? item.unitPrice, final: item.unitPrice },
    quantity: item.quantity,
    size: { label: item.size, value: item.size },
    sku: item.sku,
    parentSku: item.parentSku,
    stockStatus: item.stockStatus,
    isGift: item.isGift,
    taxCode: item.taxCode,
    productDiscount,
    sections: item.sections,
  };
}

const isCountryCode = (value: string): value is CountryCode => (COUNTRY_CODES as readonly string[]).includes(value);

/** Null when the cart names a country the shop does not know (an upstream contract breach). */
export function toCart(raw: RawCart): Cart | null {
  if (!isCountryCode(raw.store.countryCode)) return null;
  const discountOf = new Map(raw.discounts.productDiscounts.map((d) => [d.cartItemId, d.amount]));
  const variants = raw.cartItems.filter((i): i is RawVariantItem => i.type === 'productVariant');
  const shipping = raw.cartItems.find((i) => i.type === 'shippingOption');
  const priceProducts = variants.reduce((sum, i) => sum + i.unitPrice * i.quantity, 0);
  const shippingDiscount = shipping ? shipping.unitPrice - shipping.unitPriceWithDiscount : 0;
  return {
    cartId: raw.id,
    items: variants.map((i) => toCartItem(i, discountOf.get(i.id) ?? 0)),
    itemsCount: variants.reduce((sum, i) => sum + i.quantity, 0),
    priceTax: raw.totalTaxAmount,
    priceProducts,
    priceShipping: shipping?.unitPriceWithDiscount ?? 0,
    // Free shipping shows as a zero shipping price, not as a discount.
    priceDiscount: raw.totalDiscountAmount - shippingDiscount,
    priceTotal: raw.totalPriceWithDiscount,
    currency: raw.store.currencyUnit,
    discountCode: raw.discounts.code,
    countryCode: raw.store.countryCode,
    shippingMethod: shipping ? { id: shipping.shippingOptionId, price: shipping.unitPriceWithDiscount } : null,
    isFreeShippingDiscountCodeApplied: raw.discounts.rules.some((r) => r.type === 'freeShipping'),
    messages: [],
  };
}

/**
 * spec §3: a shipping method needs price, description and title in the market language (title falls back
 * to English); otherwise it is dropped (null).
 */
export function toShippingMethod(raw: RawShippingMethod, language: Language): ShippingMethod | null {
  const title = raw.title[language] ?? raw.title.en;
  const description = raw.description[language];
  const price = raw.price[language];
  if (title === undefined || description === undefined || price === undefined) return null;
  return {
    id: raw.id,
    title,
    description,
    available: raw.available,
    errorMessage: raw.errorMessage,
    price,
    discountAmount: raw.discountAmount,
    deliveryDetails: raw.deliveryDetails[language] ?? raw.deliveryDetails.en ?? '',
    logo: raw.logo,
  };
}
