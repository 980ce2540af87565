import type { Cart } from '@sockshop/core/cart';
import { findMarket, type Market } from '@sockshop/core/markets';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { createTranslate } from '../../lib/translate';
import { FreeShippingProgress } from './FreeShippingProgress';

const t = createTranslate({
  freeShipping: 'Free shipping',
  freeShippingLeft: 'Only {amount} left for free shipping',
  freeShippingProgress: 'Progress towards free shipping',
});
const market = (country: string): Market => {
  const found = findMarket(country, 'production');
  if (!found) throw new Error(`no market ${country}`);
  return found;
};
const cart = (priceProducts: number, overrides: Partial<Cart> = {}): Cart => ({
  cartId: 'c-1',
  items: [],
  itemsCount: 1,
  priceTax: 0,
  priceProducts,
  priceShipping: 495,
  priceDiscount: 0,
  priceTotal: priceProducts + 495,
  currency: 'EUR',
  discountCode: null,
  countryCode: 'DE',
  shippingMethod: { id: 'de-standard', price: 495 },
  isFreeShippingDiscountCodeApplied: false,
  messages: [],
  ...overrides,
});
const render = (value: Cart, threshold: number, country: string) =>
  renderToStaticMarkup(<FreeShippingProgress cart={value} threshold={threshold} market={market(country)} t={t} />);

describe('FreeShippingProgress', () => {
  it('says what is left in the market format, with a labelled progress bar', () => {
    const html = render(cart(1400), 49, 'NL');
    expect(html).toContain('Only € 35,00 left for free shipping');
    expect(html).toMatch(/<progress [^>]*aria-label="Progress towards free shipping"[^>]*max="4900" value="1400"/);
  });

  it('JPY: a 7000 yen threshold leaves yen, not cents', () => {
    expect(render(cart(2300, { currency: 'JPY', countryCode: 'JP' }), 7000, 'JP')).toContain('Only ¥4,700 left for free shipping');
  });

  it('says "Free shipping" once reached, with a free-shipping code or a free method, and nothing without a threshold', () => {
    expect(render(cart(4900), 49, 'DE')).toContain('>Free shipping</p>');
    expect(render(cart(100, { isFreeShippingDiscountCodeApplied: true }), 49, 'DE')).toContain('>Free shipping</p>');
    expect(render(cart(100, { shippingMethod: { id: 'x', price: 0 } }), 49, 'DE')).toContain('>Free shipping</p>');
    expect(render(cart(100), 0, 'DE')).toBe('');
  });
});
