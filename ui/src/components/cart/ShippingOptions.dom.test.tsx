// @vitest-environment happy-dom
import type { Cart, ShippingMethod } from '@sockshop/core/cart';
import { findMarket, type Market } from '@sockshop/core/markets';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { createTranslate } from '../../lib/translate';
import { ShippingOptions } from './ShippingOptions';

const t = createTranslate({ shipping: 'Versand', free: 'Kostenlos' });
const market = (country: string): Market => {
  const found = findMarket(country, 'production');
  if (!found) throw new Error(`no market ${country}`);
  return found;
};
const method = (id: string, title: string, price: number, discountAmount = 0): ShippingMethod => ({
  id,
  title,
  description: title,
  available: true,
  errorMessage: null,
  price,
  discountAmount,
  deliveryDetails: '2-4 Werktage',
  logo: '',
});
const cart = (priceProducts: number, overrides: Partial<Cart> = {}) => ({
  priceProducts,
  priceDiscount: 0,
  isFreeShippingDiscountCodeApplied: false,
  ...overrides,
});

/** Each option as the shopper reads it: [name, price]. */
function optionsOf(methods: ShippingMethod[], shopCart: ReturnType<typeof cart>, threshold: number, country: string) {
  const html = renderToStaticMarkup(
    <ShippingOptions
      methods={methods}
      selectedId={methods[0]?.id ?? null}
      cart={shopCart}
      threshold={threshold}
      market={market(country)}
      t={t}
      onSelect={() => {}}
    />,
  );
  const document = new DOMParser().parseFromString(html, 'text/html');
  return [...document.querySelectorAll('label')].map((label) => [
    label.querySelector('.shipping-methods__name')?.firstChild?.textContent?.trim() ?? '',
    label.querySelector('[data-testid="shipping-price"]')?.textContent ?? '',
  ]);
}

const GERMAN = [method('de-standard', 'Standardversand', 495), method('de-express', 'Expressversand', 995)];

describe('ShippingOptions: each option shows its price', () => {
  it('de below the threshold: each option with its price in euros', () => {
    expect(optionsOf(GERMAN, cart(1500), 49, 'DE')).toEqual([
      ['Standardversand', '4,95 €'],
      ['Expressversand', '9,95 €'],
    ]);
  });

  it('de at the threshold (49 €) every option is free; one cent below, none is', () => {
    expect(optionsOf(GERMAN, cart(4900), 49, 'DE')).toEqual([
      ['Standardversand', 'Kostenlos'],
      ['Expressversand', 'Kostenlos'],
    ]);
    expect(optionsOf(GERMAN, cart(4999, { priceDiscount: 100 }), 49, 'DE').map(([, price]) => price)).toEqual(['4,95 €', '9,95 €']);
  });

  it('a free-shipping code or a method the backend discounts shows free', () => {
    expect(optionsOf(GERMAN, cart(1000, { isFreeShippingDiscountCodeApplied: true }), 49, 'DE').map(([, p]) => p)).toEqual([
      'Kostenlos',
      'Kostenlos',
    ]);
    const discounted = [method('de-standard', 'Standardversand', 495, 495), GERMAN[1] as ShippingMethod];
    expect(optionsOf(discounted, cart(1000), 49, 'DE').map(([, p]) => p)).toEqual(['Kostenlos', '9,95 €']);
  });

  it('us and gl/JP: formatted for the market', () => {
    expect(optionsOf([method('us-standard', 'Standard delivery', 595)], cart(1500), 75, 'US')).toEqual([['Standard delivery', '$5.95']]);
    expect(optionsOf([method('jp-standard', 'Standard delivery', 800)], cart(3000), 0, 'JP')).toEqual([['Standard delivery', '¥800']]);
  });
});
