import { FreeShippingSchema } from '@sockshop/core/content';
import { findMarket, type Market } from '@sockshop/core/markets';
import { describe, expect, it } from 'vitest';
import { bannerMessageWithAmount, freeShippingSettings } from './free-shipping.server';

const market = (country: string): Market => {
  const found = findMarket(country, 'production');
  if (!found) throw new Error(`no market ${country}`);
  return found;
};

const content = FreeShippingSchema.parse({
  component: 'free_shipping',
  thresholds: [
    { country: 'DE', amount: '49' },
    { country: 'NL', amount: '49' },
    { country: 'AT', amount: '49' },
    { country: 'IE', amount: '49' },
    { country: 'GB', amount: '40' },
    { country: 'JP', amount: '7000' },
    { country: 'CH', amount: 'n/a' },
  ],
});

describe('free-shipping settings of a market', () => {
  it.each([
    ['NL', 49, '€ 49'],
    ['AT', 49, '€ 49'],
    ['IE', 49, '€49'],
    ['DE', 49, '49 €'],
    ['GB', 40, '£40'],
    // gl's Japanese shoppers read yen, not euro
    ['JP', 7000, '¥7,000'],
  ])('%s: threshold %s reads %s', (country, threshold, amount) => {
    expect(freeShippingSettings(content, market(country))).toEqual({ threshold, amount });
  });

  it('a non-numeric amount, an unlisted country or no content is no threshold', () => {
    expect(freeShippingSettings(content, market('CH'))).toEqual({ threshold: 0, amount: null });
    expect(freeShippingSettings(content, market('FR'))).toEqual({ threshold: 0, amount: null });
    expect(freeShippingSettings(null, market('DE'))).toEqual({ threshold: 0, amount: null });
  });
});

describe('the top banner amount', () => {
  it('fills {amount} with the market threshold', () => {
    expect(bannerMessageWithAmount('Gratis verzending vanaf {amount}', '€ 49')).toBe('Gratis verzending vanaf € 49');
  });

  it('keeps a message without an amount and hides one whose market has no threshold', () => {
    expect(bannerMessageWithAmount('Happy socks week', null)).toBe('Happy socks week');
    expect(bannerMessageWithAmount('Free shipping from {amount}', null)).toBeNull();
  });
});
