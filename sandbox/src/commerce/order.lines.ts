import type { Order, OrderLine, RawCart, RawCartItem } from './wire.schema.js';

type ProductItem = Extract<RawCartItem, { type: 'productVariant' }>;
type ShippingItem = Extract<RawCartItem, { type: 'shippingOption' }>;

type OrderAmounts = Pick<Order, 'items' | 'itemsCount' | 'priceProducts' | 'priceShipping' | 'priceDiscount'>;

/**
 * An order's lines and amounts from the priced cart it is made of. Products are priced before discounts; the shipping is
 * what the shopper pays for it (0 when free), so the discount is the products' part of the cart's discount and
 * products − discount + shipping is the cart's total.
 */
export function orderAmountsOf(cart: Omit<RawCart, 'jwtToken'>): OrderAmounts {
  const products = cart.cartItems.filter((item): item is ProductItem => item.type === 'productVariant');
  const shipping = cart.cartItems.find((item): item is ShippingItem => item.type === 'shippingOption');
  const shippingDiscount = shipping ? shipping.unitPrice - shipping.unitPriceWithDiscount : 0;
  return {
    items: products.map((item) => orderLineOf(item, cart)),
    itemsCount: products.reduce((sum, item) => sum + item.quantity, 0),
    priceProducts: products.reduce((sum, item) => sum + item.unitPrice * item.quantity, 0),
    priceShipping: shipping?.unitPriceWithDiscount ?? 0,
    priceDiscount: Math.max(0, cart.totalDiscountAmount - shippingDiscount),
  };
}

function orderLineOf(item: ProductItem, cart: Omit<RawCart, 'jwtToken'>): OrderLine {
  // The cart lists the discount of every discounted line; a line it does not list has none beyond its unit price's.
  const listed = cart.discounts.productDiscounts.filter((discount) => discount.cartItemId === item.id);
  const discount =
    listed.length > 0 ? listed.reduce((sum, d) => sum + d.amount, 0) : (item.unitPrice - item.unitPriceWithDiscount) * item.quantity;
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
    productDiscount: Math.max(0, discount),
    sections: item.sections,
  };
}
