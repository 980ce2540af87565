import { describe, expect, it } from 'vitest';
import { formatPrice } from './format-price.js';
import { thresholdForCountry } from './free-shipping.js';
import { toMinor } from './money.js';

const settings = [
  { country: 'DE', amount: '49' },
  { country: 'NL', amount: ' 49 ' },
  { country: 'GB', amount: '40' },
  { country: 'JP', amount: '7000' },
  { country: 'CH', amount: 'soon' },
  { country: 'US', amount: 60 },
];

describe('free-shipping threshold per country', () => {
  it('picks the country of the market from the content list, in major units', () => {
    expect(thresholdForCountry(settings, 'DE')).toBe(49);
    expect(thresholdForCountry(settings, 'NL')).toBe(49);
    expect(thresholdForCountry(settings, 'GB')).toBe(40);
    expect(thresholdForCountry(settings, 'JP')).toBe(7000);
    expect(thresholdForCountry(settings, 'US')).toBe(60);
  });

  it('a non-numeric amount or an unlisted country has no threshold (0)', () => {
    expect(thresholdForCountry(settings, 'CH')).toBe(0);
    expect(thresholdForCountry(settings, 'FR')).toBe(0);
    expect(thresholdForCountry([], 'DE')).toBe(0);
  });
});

// Symbol placement, applied to the top banner's threshold (listing style: the trailing .00 dropped).
describe('the banner amount of a threshold', () => {
  const banner = (major: number, currency: 'EUR' | 'JPY' | 'GBP' | 'CHF' | 'USD', country: Parameters<typeof formatPrice>[2]) =>
    formatPrice(toMinor(major, currency), currency, country, { dropZeroDecimals: true });

  it.each([
    [49, 'EUR', 'NL', '€ 49'],
    [49, 'EUR', 'AT', '€ 49'],
    [49, 'EUR', 'IE', '€49'],
    [49, 'EUR', 'LU', '€49'],
    [49, 'EUR', 'DE', '49 €'],
    [49.5, 'EUR', 'NL', '€ 49,50'],
    [7000, 'JPY', 'JP', '¥7,000'],
    [40, 'GBP', 'GB', '£40'],
    [69, 'CHF', 'CH', 'CHF 69'],
  ] as const)('%s %s in %s reads %s', (major, currency, country, text) => {
    expect(banner(major, currency, country)).toBe(text);
  });
});
