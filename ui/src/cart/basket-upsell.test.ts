import type { Cart, CartItem } from '@sockshop/core/cart';
import { findMarket, type Market } from '@sockshop/core/markets';
import { aProduct } from '@sockshop/test-fixtures/builders/product.builder';
import { describe, expect, it } from 'vitest';
import { basketUpsellRequest, upsellProducts } from './basket-upsell';

const market = (country: string): Market => {
  const found = findMarket(country, 'production');
  if (!found) throw new Error(`no market ${country}`);
  return found;
};

const line = (sku: string, parentSku: string): CartItem => ({
  id: sku,
  itemId: `line-${sku}`,
  name: parentSku,
  image: '',
  price: { original: 1500, final: 1500 },
  quantity: 1,
  size: { label: '39-42', value: '39-42' },
  sku,
  parentSku,
  stockStatus: 'in-stock',
  isGift: false,
  taxCode: 'A',
  productDiscount: 0,
  sections: [],
});

const aCart = (totals: Partial<Cart> = {}): Pick<Cart, 'items' | 'priceProducts' | 'priceDiscount'> => ({
  items: [line('SOCK-001-39', 'SOCK-001'), line('SOCK-001-43', 'SOCK-001'), line('SOCK-002-39', 'SOCK-002')],
  priceProducts: 4500,
  priceDiscount: 0,
  ...totals,
});

describe('basket upsell request', () => {
  it('asks the basket widget for 8 with the cart amount, its products and the threshold in minor units', () => {
    const cart = aCart({ priceProducts: 3000, priceDiscount: 500 });
    const body = basketUpsellRequest(cart, 49, market('DE'));
    expect(body).toMatchObject({ widgetId: 'basket', limit: 8, context: { storefront: 'de' } });
    expect(body.requestName).toBeTruthy();
    expect(body.variables.$CartAmount).toBe(2500);
    expect(body.variables.$ShippingThreshold).toBe(4900);
    expect(body.variables.$selected_items_1).toBe('SOCK-001,SOCK-002');
  });

  it('JPY has no minor unit; no threshold is 0', () => {
    expect(basketUpsellRequest(aCart(), 7000, market('JP')).variables.$ShippingThreshold).toBe(7000);
    expect(basketUpsellRequest(aCart(), 0, market('DE')).variables.$ShippingThreshold).toBe(0);
  });
});

describe('basket upsell answer', () => {
  it('keeps products with a size in stock, at most 8', () => {
    const product = aProduct();
    const soldOut = aProduct({ sku: 'SOLD-OUT', variants: product.variants.map((v) => ({ ...v, stockStatus: 'no-stock' as const })) });
    const answer = {
      recommendations: [soldOut, ...Array.from({ length: 10 }, () => product)].map((p) => ({ distribution: 2, product: p })),
    };
    const products = upsellProducts(answer);
    expect(products).toHaveLength(8);
    expect(products.every((p) => p.sku === product.sku)).toBe(true);
  });

  it('an answer of another shape shows nothing', () => {
    expect(upsellProducts({ error: 'down' })).toEqual([]);
    expect(upsellProducts(null)).toEqual([]);
  });
});
