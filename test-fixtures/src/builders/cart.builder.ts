import type { Cart } from '@sockshop/core/cart';
import type { CountryCode } from '@sockshop/core/markets';

/** A valid empty cart in a country; override what a test cares about. */
export function anEmptyCart(countryCode: CountryCode = 'DE', overrides: Partial<Cart> = {}): Cart {
  return {
    cartId: 'c-1',
    items: [],
    itemsCount: 0,
    priceTax: 0,
    priceProducts: 0,
    priceShipping: 0,
    priceDiscount: 0,
    priceTotal: 0,
    currency: 'EUR',
    discountCode: null,
    countryCode,
    shippingMethod: null,
    isFreeShippingDiscountCodeApplied: false,
    messages: [],
    ...overrides,
  };
}
