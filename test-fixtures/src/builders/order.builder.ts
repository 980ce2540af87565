import type { Order } from '@sockshop/core/payments';

/** A valid paid order of one line shipped to Berlin; override what a test cares about. */
export function anOrder(overrides: Partial<Order> = {}): Order {
  const address = {
    givenName: 'Erika',
    familyName: 'Mustermann',
    streetAddress: 'Hauptstraße',
    houseNumberOrName: '5',
    postalCode: '10115',
    city: 'Berlin',
    country: 'DE',
  };
  return {
    id: 'order-1',
    orderNumber: 'SO-1001',
    status: 'paid',
    items: [
      {
        id: 'line-1',
        itemId: 'SKU-1-3638',
        name: 'Flamingo Crew Sock',
        image: '/media/SKU-1/0.svg',
        price: { original: 1500, final: 1500 },
        quantity: 1,
        size: { label: '36-38', value: '36-38' },
        sku: 'SKU-1-3638',
        parentSku: 'SKU-1',
        stockStatus: 'in-stock',
        isGift: false,
        taxCode: 'PC040100',
        productDiscount: 0,
        sections: ['socks'],
      },
    ],
    itemsCount: 1,
    priceTax: 335,
    priceProducts: 1500,
    priceShipping: 495,
    priceDiscount: 0,
    priceTotal: 1995,
    storefront: 'de',
    market: { language: 'de' },
    currency: 'EUR',
    payment: { status: 'authorised', method: 'scheme' },
    address: { billing: address, shipping: address },
    shippingMethod: { name: 'Standardversand', estimatedDeliveryTime: '2-4 Werktage' },
    contact: { firstName: 'Erika', lastName: 'Mustermann', email: 'erika@example.com', telephone: '+49301234567' },
    createdAt: '2026-11-26T10:00:00.000Z',
    updatedAt: '2026-11-26T10:05:00.000Z',
    externalTaxAmount: 0,
    ...overrides,
  };
}
