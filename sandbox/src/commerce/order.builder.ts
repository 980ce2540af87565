import type { PaymentAddress } from './address.schema.js';
import { priceCart } from './cart.pricing.js';
import type { CartService } from './cart.service.js';
import type { CartClaims } from './cart-token.js';
import { marketOf } from './market.table.js';
import { orderAmountsOf } from './order.lines.js';
import { serviceError } from './service-errors.js';
import { deliveryDetails, shippingTitle } from './shipping.table.js';
import { checkUsAddress, usSalesTax } from './us-tax.js';
import type { Order } from './wire.schema.js';

export interface OrderRequestBody {
  shippingAddress: PaymentAddress;
  billingAddress: PaymentAddress;
  email: string;
  telephone: string;
  languageCode: 'en' | 'de' | 'nl' | 'fr';
  returnUrl: string;
}

export type ReservedLines = { variantId: string; quantity: number }[];

/** The order of the cart as it is now, and the units it reserves; the rules of the payments protocol refuse the rest. */
export function buildOrder(
  carts: CartService,
  claims: CartClaims,
  body: OrderRequestBody,
  id: string,
  number: number,
): { order: Order; lines: ReservedLines } {
  const row = carts.openCartOf(claims);
  const state = carts.stateOf(row);
  if (state.lines.length === 0) throw serviceError('MISSING_PRODUCTS', 'The cart has no products');
  if (!state.shipping) throw serviceError('MISSING_SHIPPING_OPTION_ERROR', 'Missing shipping option');
  const market = marketOf(row.country);
  // A cart is priced and taxed for its own market's country (currency, VAT, shipping price), so it ships there alone.
  const shipTo = body.shippingAddress.country.toUpperCase();
  if (shipTo !== row.country) {
    throw serviceError(
      'SHIPPING_COUNTRY_NOT_ALLOWED',
      `This cart cannot ship to ${shipTo}; it is priced for ${row.country} and ships there only`,
    );
  }
  const raw = priceCart(state);
  let externalTax = 0;
  if (row.country === 'US') {
    // A TaxJar-style check of the shipping address (TAX_JAR_ERROR).
    const check = checkUsAddress(body.shippingAddress.postalCode, body.shippingAddress.stateOrProvince);
    if (!check.ok) throw serviceError('TAX_JAR_ERROR', check.detail);
    externalTax = usSalesTax(raw.totalPriceWithDiscount, check.rate);
  }
  const { items, itemsCount, priceProducts, priceShipping, priceDiscount } = orderAmountsOf(raw);
  const now = new Date().toISOString();
  const order: Order = {
    id,
    orderNumber: `SO-${number}`,
    status: 'pending',
    items,
    itemsCount,
    priceTax: raw.totalTaxAmount + externalTax,
    priceProducts,
    priceShipping,
    priceDiscount,
    priceTotal: raw.totalPriceWithDiscount + externalTax,
    storefront: market.storefront,
    market: { language: body.languageCode },
    currency: raw.store.currencyUnit,
    payment: { status: 'pending', method: null },
    address: { billing: body.billingAddress, shipping: body.shippingAddress },
    shippingMethod: {
      name: shippingTitle(state.shipping, body.languageCode),
      estimatedDeliveryTime: deliveryDetails(state.shipping, body.languageCode),
    },
    contact: {
      firstName: body.shippingAddress.givenName,
      lastName: body.shippingAddress.familyName,
      email: body.email,
      telephone: body.telephone,
    },
    createdAt: now,
    updatedAt: now,
    externalTaxAmount: externalTax,
  };
  return { order, lines: state.lines.map((l) => ({ variantId: l.variant.id, quantity: l.quantity })) };
}
